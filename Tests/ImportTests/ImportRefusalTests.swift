import Course
import Foundation
import JSON
import TestSupport
import Testing

@testable import Import

/// What import refuses beyond packages: lists that are not regular files or are too large, and a course
/// whose check still finds an error outside any exercise.
@Suite struct ImportRefusalTests {
  @Test func aFIFOGivenAsAListIsRefusedWithoutBlocking() throws {
    let folder = temporaryFolder("fifo")
    let fifo = folder.appendingPathComponent("words.tsv")
    #expect(mkfifo(fifo.path, 0o600) == 0)
    let run = lingo(["import", fifo.path, "--out", folder.appendingPathComponent("c.json").path])
    #expect(run.status == 8)
    #expect(run.stderr.contains("not a regular file"), "\(run.stderr)")
  }

  @Test func aListLargerThanItsCapIsRefused() throws {
    let folder = temporaryFolder("large")
    let list = folder.appendingPathComponent("huge.tsv")
    #expect(FileManager.default.createFile(atPath: list.path, contents: Data("hola\thello\n".utf8)))
    #expect(truncate(list.path, off_t(ImportLimits.largestList + 1)) == 0)
    let run = lingo(["import", list.path, "--out", folder.appendingPathComponent("c.json").path])
    #expect(run.status == 8)
    #expect(run.stderr.contains("a list larger than 64 MiB is not read"), "\(run.stderr)")
  }

  @Test("a list of one note says it is too few for a course, writes nothing; four make one")
  func tooFewNotesAreRefused() throws {
    let folder = temporaryFolder("few")
    let list = folder.appendingPathComponent("one.tsv")
    try Data("hola\thello\n".utf8).write(to: list)
    let out = folder.appendingPathComponent("c.json")
    let run = lingo(["import", list.path, "--out", out.path, "--language", "es", "--from", "en"])
    #expect(run.status == 8)
    #expect(
      run.stderr.contains("only 1 note can become exercises, and a course needs at least 4"), "\(run.stderr)")
    #expect(!FileManager.default.fileExists(atPath: out.path))
    try Data("hola\thello\nadiós\tgoodbye\ngracias\tthank you\nsí\tyes\n".utf8).write(to: list)
    #expect(lingo(["import", list.path, "--out", out.path, "--language", "es", "--from", "en"]).status == 0)
  }

  /// An error the check finds in the course's title (not in an exercise) fails the import instead of
  /// being counted as a warning.
  @Test func anErrorOutsideAnExerciseFailsTheImport() {
    let course = FiveWordCourse.make()
    let error = Finding(
      .error, "control-character", "title contains U+001B", at: JSONPath.root.appending("title"))
    var failure: ImportError?
    do throws(ImportError) {
      _ = try CourseCheck.fair(course) { _ in [error] }
    } catch {
      failure = error
    }
    #expect(failure == .unplayable(reason: "control-character at \(error.path): title contains U+001B"))
    #expect(failure?.message.contains("would not play") == true)
  }

  @Test func aNameWithNothingVisibleFallsBackAndLongNamesAreCut() {
    #expect(CourseName.clean("\u{1B}\u{7}\u{202E} \t") == nil)
    #expect(CourseName.clean(" a\u{1B}b\nc ") == "a b c")
    #expect(CourseName.clean(String(repeating: "é", count: 10_000))?.count == ImportLimits.longestName)
    #expect(CourseName.deck(Array(repeating: "x", count: 100) + ["\u{1B}"]).count == ImportLimits.deepestDeck)
    #expect(Importer.courseID(title: String(repeating: "ab ", count: 200)).count <= 128)
  }
}
