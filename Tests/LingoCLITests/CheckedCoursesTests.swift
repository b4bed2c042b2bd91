import Foundation
import TestSupport
import Testing

/// On disk: the verdicts are kept in the cache folder, and the course is a file rewritten in place.
@Suite("A course found playable is not checked again until it changes", .tags(.endToEnd))
struct CheckedCoursesTests {
  /// A one-lesson course whose only exercise is `exercise`.
  private static func course(_ exercise: String) -> String {
    """
    {"format": 1, "id": "tiny", "title": "T",
     "language": {"code": "es", "name": "Spanish"}, "fromLanguage": {"code": "en", "name": "English"},
     "units": [{"id": "u", "number": 1, "title": "U", "nodes": [
       {"id": "n", "title": "N", "teaches": ["hola", "adiós"], "exercises": [\(exercise)]}]}]}
    """
  }

  private static let playable =
    #"{"kind": "complete", "prompt": "___, Ana.", "answer": "hola", "choices": ["hola", "adiós"]}"#
  /// Broken, with the same length as `playable`: two right choices.
  private static let broken =
    #"{"kind": "complete", "prompt": "___, Ana.", "answer": "hola", "choices": ["hola", "hola!!"]}"#

  @Test func verdictIsKeptAndAChangedCourseIsCheckedAgain() throws {
    let folder = temporaryItem("lingo-checked")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let file = folder.appendingPathComponent("tiny.json")
    let cache = folder.appendingPathComponent("cache").path
    let variables = ["XDG_CACHE_HOME": cache]
    let verdicts = { (try? FileManager.default.contentsOfDirectory(atPath: cache + "/lingo/checked")) ?? [] }
    #expect(Self.course(Self.playable).utf8.count == Self.course(Self.broken).utf8.count)

    try Data(Self.course(Self.playable).utf8).write(to: file)
    let first = lingo(
      onDisk: ["play", file.path, "--lesson", "1.1", "--ephemeral"], input: "hola\n", variables: variables)
    #expect(first.status == 0, "\(first.stderr)")
    // The new learner's own course was checked too; one more verdict is this course's.
    let kept = verdicts().count
    #expect(kept >= 1)
    // Each verdict is named by a SHA-256 digest: 64 hexadecimal digits, not a 64-bit hash anyone can collide.
    let hex = Set("0123456789abcdef")
    #expect(verdicts().allSatisfy { $0.count == 64 && $0.allSatisfy(hex.contains) }, "\(verdicts())")
    let again = lingo(
      onDisk: ["play", file.path, "--lesson", "1.1", "--ephemeral"], input: "hola\n", variables: variables)
    #expect(again.status == 0)
    #expect(verdicts().count == kept)

    // The same size, one byte changed: the course is checked again, refused, and no verdict is added.
    try Data(Self.course(Self.broken).utf8).write(to: file)
    let refused = lingo(
      onDisk: ["play", file.path, "--lesson", "1.1", "--ephemeral"], input: "hola\n", variables: variables)
    #expect(refused.status == 6)
    #expect(refused.stderr.contains(": error: "), "\(refused.stderr)")
    #expect(verdicts().count == kept)
  }

  @Test func verdictsAndArchivesUnusedForAMonthGoWhenOthersAreKept() throws {
    let folder = temporaryItem("lingo-checked")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let file = folder.appendingPathComponent("tiny.json")
    try Data(Self.course(Self.playable).utf8).write(to: file)
    let cache = folder.appendingPathComponent("cache").path
    let variables = ["XDG_CACHE_HOME": cache]
    let entries = { (name: String) in
      Set((try? FileManager.default.contentsOfDirectory(atPath: cache + "/lingo/" + name)) ?? [])
    }
    let play = {
      lingo(
        onDisk: ["play", file.path, "--lesson", "1.1", "--ephemeral"], input: "hola\n", variables: variables)
    }
    #expect(play().status == 0)
    let (checked, compiled) = (entries("checked"), entries("compiled"))
    #expect(!checked.isEmpty && !compiled.isEmpty)
    // Another course's verdict and archive, last used 31 days ago, and a file that is none of lingo's.
    let month = Date(timeIntervalSinceNow: -31 * 24 * 60 * 60)
    let stale = String(repeating: "ab", count: 32)
    for name in ["checked/" + stale, "compiled/" + stale, "checked/notes.txt"] {
      let path = cache + "/lingo/" + name
      #expect(FileManager.default.createFile(atPath: path, contents: Data()))
      try FileManager.default.setAttributes([.modificationDate: month], ofItemAtPath: path)
    }
    // This course's own entries, as old: a hit marks them used again.
    for name in checked.map({ "checked/" + $0 }) + compiled.map({ "compiled/" + $0 }) {
      try FileManager.default.setAttributes(
        [.modificationDate: month], ofItemAtPath: cache + "/lingo/" + name)
    }
    #expect(play().status == 0)
    // A course changed gets a new verdict and archive: the folders are then pruned.
    try Data(Self.course(Self.playable.replacingOccurrences(of: "Ana", with: "Eva")).utf8).write(to: file)
    #expect(play().status == 0)
    #expect(!entries("checked").contains(stale) && !entries("compiled").contains(stale))
    #expect(entries("checked").contains("notes.txt"))
    #expect(entries("checked").isSuperset(of: checked), "the verdicts used stay")
  }
}
