import Foundation
import TestSupport
import Testing

/// On disk: a course found playable is kept compiled in the cache folder, and the next lesson is read from
/// there, with the same bytes out; a damaged archive or an edited course is read from the course file.
@Suite("A course is kept compiled until it changes", .tags(.endToEnd))
struct CompiledCourseTests {
  static let answers = "ciao\nbuongiorno\n1\n1\n1\n1\n1\n1\n1\n1\n"

  @Test func theCompiledCourseGivesTheSameLessonAndAnEditIsRead() throws {
    let folder = temporaryItem("lingo-compiled")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = folder.appendingPathComponent("italian.json")
    let original = try Data(contentsOf: packageRoot.appendingPathComponent("courses/italian.json"))
    try original.write(to: file)
    // A file changed in the last half second is not compiled (it may still be being written).
    Thread.sleep(forTimeInterval: 0.7)
    let cache = folder.appendingPathComponent("cache").path
    let compiled = { (try? FileManager.default.contentsOfDirectory(atPath: cache + "/lingo/compiled")) ?? [] }
    let play = {
      lingo(
        onDisk: ["play", file.path, "--lesson", "1.2", "--ephemeral", "--plain", "--seed", "7"],
        input: Self.answers, variables: ["XDG_CACHE_HOME": cache])
    }
    let first = play()
    #expect(first.stdout.contains("Exercise 1 of"), "\(first.stdout)\(first.stderr)")
    let kept = compiled()
    #expect(!kept.isEmpty)
    let second = play()
    #expect(compiled() == kept, "read from the archive, none written again")
    #expect(second.stdout == first.stdout)
    #expect(second.status == first.status)

    // Every archive damaged in its middle: the lesson is the same, its nodes read from the course file.
    for name in kept {
      let path = cache + "/lingo/compiled/" + name
      var bytes = try Data(contentsOf: URL(fileURLWithPath: path))
      for index in stride(from: bytes.count / 2, to: min(bytes.count, bytes.count / 2 + 64), by: 1) {
        bytes[index] ^= 0xFF
      }
      try bytes.write(to: URL(fileURLWithPath: path))
    }
    let damaged = play()
    #expect(damaged.stdout == first.stdout)

    // An edit is read at once: the lesson's new title is shown.
    let edited = String(decoding: original, as: UTF8.self)
      .replacingOccurrences(
        of: #""title": "Please and thank you""#, with: #""title": "Per favore, grazie mille""#)
    #expect(edited != String(decoding: original, as: UTF8.self))
    try Data(edited.utf8).write(to: file)
    let after = play()
    #expect(after.stdout.contains("Per favore, grazie mille"), "\(after.stdout)")
  }
}
