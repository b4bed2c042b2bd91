import Foundation
import TestSupport
import Testing

/// On disk: a course found playable is kept compiled in the cache folder, and the next lesson is read from
/// there, with the same bytes out; a damaged archive or an edited course is read from the course file, and
/// an edited course's new archive takes the place of its old one.
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
    // The bundled courses are copies of the test's own (the sample learner of `--ephemeral` reads the
    // Spanish course): other tests link the package's files, which changes their status time.
    let bundled = folder.appendingPathComponent("courses")
    try FileManager.default.createDirectory(at: bundled, withIntermediateDirectories: true)
    for name in ["spanish.json", "italian.json"] {
      try FileManager.default.copyItem(
        at: packageRoot.appendingPathComponent("courses/" + name), to: bundled.appendingPathComponent(name))
    }
    // A file changed in the last half second is not compiled (it may still be being written).
    Thread.sleep(forTimeInterval: 0.7)
    let cache = folder.appendingPathComponent("cache").path
    let play = {
      lingo(
        onDisk: ["play", file.path, "--lesson", "1.2", "--ephemeral", "--plain", "--seed", "7"],
        input: Self.answers, variables: ["XDG_CACHE_HOME": cache, "LINGO_COURSES": bundled.path])
    }
    // Each archive, which file it is and its size: the same after a play that only read it. (Its time of
    // last change is not: a read marks it used, `CacheEntries`; an archive written again is a new file.)
    let compiled = { () -> [String: [Int]] in
      let names = (try? FileManager.default.contentsOfDirectory(atPath: cache + "/lingo/compiled")) ?? []
      return Dictionary(
        uniqueKeysWithValues: names.map { name in
          var info = stat()
          guard stat(cache + "/lingo/compiled/" + name, &info) == 0 else { return (name, []) }
          return (name, [Int(info.st_ino), Int(info.st_size)])
        })
    }
    let first = play()
    #expect(first.stdout.contains("Exercise 1 of"), "\(first.stdout)\(first.stderr)")
    let kept = compiled()
    #expect(kept.count == 2, "one archive for each course read, the file's and the sample learner's: \(kept)")
    let second = play()
    #expect(compiled() == kept, "read from the archives, none written again")
    #expect(second.stdout == first.stdout)
    #expect(second.status == first.status)

    // Every archive damaged in its middle: the lesson is the same, its nodes read from the course file.
    for name in kept.keys {
      let path = cache + "/lingo/compiled/" + name
      var bytes = try Data(contentsOf: URL(fileURLWithPath: path))
      for index in stride(from: bytes.count / 2, to: min(bytes.count, bytes.count / 2 + 64), by: 1) {
        bytes[index] ^= 0xFF
      }
      try bytes.write(to: URL(fileURLWithPath: path))
    }
    let damaged = play()
    #expect(damaged.stdout == first.stdout)
    let mended = compiled()

    // An edit is read at once: the lesson's new title is shown.
    let edited = String(decoding: original, as: UTF8.self)
      .replacingOccurrences(
        of: #""title": "Please and thank you""#, with: #""title": "Per favore, grazie mille""#)
    #expect(edited != String(decoding: original, as: UTF8.self))
    try Data(edited.utf8).write(to: file)
    let after = play()
    #expect(after.stdout.contains("Per favore, grazie mille"), "\(after.stdout)")

    // Once the edit has settled, the course is compiled again in place of its old archive: the folder
    // keeps one archive for the course, however often it is edited.
    Thread.sleep(forTimeInterval: 0.7)
    let recompiled = play()
    #expect(recompiled.stdout == after.stdout)
    let remade = compiled()
    #expect(remade.keys == kept.keys, "the edited course's archive took the old one's place")
    #expect(
      remade.filter { mended[$0.key] != $0.value }.count == 1, "the edited course's archive was written")
    let last = play()
    #expect(last.stdout == after.stdout)
    #expect(compiled() == remade, "the new archive is read, not written again")
  }
}
