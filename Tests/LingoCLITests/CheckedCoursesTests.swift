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

  /// A course file's place in a new folder, and the cache folder beside it.
  private static func sandbox() throws -> (file: URL, cache: String) {
    let folder = temporaryItem("lingo-checked")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    return (folder.appendingPathComponent("tiny.json"), folder.appendingPathComponent("cache").path)
  }

  @Test func verdictIsKeptAndAChangedCourseIsCheckedAgain() throws {
    let (file, cache) = try Self.sandbox()
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
    let (file, cache) = try Self.sandbox()
    let variables = ["XDG_CACHE_HOME": cache]
    let play = {
      lingo(
        onDisk: ["play", file.path, "--lesson", "1.1", "--ephemeral"], input: "hola\n", variables: variables)
    }
    // Each entry of the two folders, and how long ago it was last used.
    let entries = { () -> [String: TimeInterval] in
      var ages: [String: TimeInterval] = [:]
      for sub in ["checked", "compiled"] {
        let path = cache + "/lingo/" + sub
        for name in (try? FileManager.default.contentsOfDirectory(atPath: path)) ?? [] {
          let attributes = try? FileManager.default.attributesOfItem(atPath: path + "/" + name)
          ages[sub + "/" + name] = -((attributes?[.modificationDate] as? Date)?.timeIntervalSinceNow ?? 0)
        }
      }
      return ages
    }
    // A file changed in the last half second is not compiled (it may still be being written).
    let settle = { Thread.sleep(forTimeInterval: 0.7) }
    try Data(Self.course(Self.playable).utf8).write(to: file)
    settle()
    #expect(play().status == 0)
    // Every entry, another course's verdict and archive, and a file that is none of lingo's: unused for
    // 31 days. The next play marks the entries it reads used again.
    let month = Date(timeIntervalSinceNow: -31 * 24 * 60 * 60)
    let stale = String(repeating: "ab", count: 32)
    for name in ["checked/" + stale, "compiled/" + stale, "checked/notes.txt"] {
      #expect(FileManager.default.createFile(atPath: cache + "/lingo/" + name, contents: Data()))
    }
    for name in entries().keys {
      try FileManager.default.setAttributes(
        [.modificationDate: month], ofItemAtPath: cache + "/lingo/" + name)
    }
    #expect(play().status == 0)
    let used = Set(entries().filter { $0.value < 60 }.keys)
    #expect(used.contains { $0.hasPrefix("compiled/") }, "the archive read is marked used: \(entries())")
    // A changed course gets a new verdict and archive, and the folders are then pruned.
    try Data(Self.course(Self.playable.replacingOccurrences(of: "Ana", with: "Eva")).utf8).write(to: file)
    settle()
    #expect(play().status == 0)
    let after = entries()
    #expect(after["checked/" + stale] == nil && after["compiled/" + stale] == nil, "\(after)")
    #expect(after["checked/notes.txt"] != nil)
    #expect(used.allSatisfy { after[$0] != nil }, "the entries used stay: \(used) \(after)")
  }
}
