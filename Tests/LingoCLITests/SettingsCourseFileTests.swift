import App
import Course
import Foundation
import Learner
import Lesson
import Store
import TestSupport
import Testing

/// `settings course FILE`: a course file becomes the course studied, read from its remembered place by the
/// app, `play`, `status` and the rest, each course keeping its own place. The main story runs on the real
/// progress file (SQLite, in a sandbox), so the remembered file and the places are read back from disk.
@Suite("settings course FILE studies a course file", .tags(.endToEnd))
struct SettingsCourseFileTests {
  static let now = ["--now", "2026-11-26T18:00:00Z"]

  /// The bundled French course copied as a course of its own, `my-french` ("My French"), into `folder`;
  /// its path and the course as lingo reads it.
  static func courseFile(in folder: URL, name: String = "mine.json", id: String = "my-french") throws
    -> (path: String, course: Course)
  {
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let text = try String(
      contentsOf: packageRoot.appendingPathComponent("courses/french.json"), encoding: .utf8)
    let copied =
      text
      .replacingOccurrences(of: #""id": "french""#, with: #""id": "\#(id)""#)
      .replacingOccurrences(of: #""title": "French for English speakers""#, with: #""title": "My French""#)
    let file = folder.appendingPathComponent(name)
    try Data(copied.utf8).write(to: file)
    let course = try #require(CourseLoader.load(Data(copied.utf8)).course)
    #expect(course.id == id)
    return (file.path, course)
  }

  /// The learner the sandbox's progress file keeps.
  static func stored(_ home: Sandbox) throws -> Learner {
    let file = (home.variables["LINGO_HOME"] ?? "") + "/progress.sqlite3"
    return try SQLiteProgressStore(path: file).learner {
      Learner.new(name: "-", today: Day(ordinal: 0), now: Date(timeIntervalSince1970: 0))
    }
  }

  @Test("a file switched to and played opens at its next lesson; Spanish and back keep both places")
  func switchAndPlay() throws {
    let home = Sandbox()
    let (path, course) = try Self.courseFile(in: home.root.appendingPathComponent("decks"))
    #expect(lingo(onDisk: ["learn"] + Self.now, variables: home.variables).stdout.contains("Order food"))
    // The lesson's own set, as the app draws it for Sam with seed 1.
    let canHear = SpeechService.live(variables: home.variables).canSpeak()
    let answers = rightAnswers(
      course.units[0], index: 0, of: course, for: try Self.stored(home), canHear: canHear)
    let session = lingo(
      onDisk: ["--seed", "1"] + Self.now, input: "settings course \(path)\nstart\n\(answers)quit\n",
      variables: home.variables)
    #expect(session.status == 0, "\(session.stderr)")
    #expect(session.stderr.isEmpty, "\(session.stderr)")
    #expect(session.stdout.contains("Course              My French"), "\(session.stdout)")
    #expect(session.stdout.contains("Hello! · Lesson 1 of "), "\(session.stdout)")
    #expect(session.stdout.contains("Lesson complete!"))
    var learner = try Self.stored(home)
    #expect(learner.courseID == "my-french")
    #expect(learner.courseFiles == ["my-french": path])
    #expect(learner.positions["my-french"] == PathPosition(unit: 1, node: 2))
    #expect(learner.positions["spanish"] == PathPosition(unit: 2, node: 4))

    // The next run of the app opens the file's course at its next lesson; so do play and status.
    let opened = lingo(onDisk: Self.now, input: "quit\n", variables: home.variables)
    #expect(opened.status == 0 && opened.stdout.contains("🇫🇷"), "\(opened.stderr)")
    #expect(opened.stdout.contains("Greet people and introduce yourself"))
    #expect(
      lingo(onDisk: ["status"] + Self.now, variables: home.variables).stdout.contains("next: Fine, thanks"))
    let play = lingo(onDisk: ["play", "--seed", "1"] + Self.now, variables: home.variables)
    #expect(play.status == 3 && play.stdout.contains("Fine, thanks · Lesson 2 of "), "\(play.stderr)")

    // Spanish, then the file again: each picks up where it was.
    let spanish = lingo(onDisk: ["settings", "course", "spanish"] + Self.now, variables: home.variables)
    #expect(spanish.status == 0 && spanish.stdout.contains("Course              Spanish"))
    #expect(
      lingo(onDisk: ["status"] + Self.now, variables: home.variables).stdout.contains("next: Order food"))
    let back = lingo(onDisk: ["settings", "course", path] + Self.now, variables: home.variables)
    #expect(back.status == 0, "\(back.stderr)")
    #expect(
      lingo(onDisk: ["status"] + Self.now, variables: home.variables).stdout.contains("next: Fine, thanks"))
    learner = try Self.stored(home)
    #expect(learner.positions["my-french"] == PathPosition(unit: 1, node: 2))
    #expect(learner.positions["spanish"] == PathPosition(unit: 2, node: 4))
    #expect(learner.stars[NodeKey(course: "my-french", node: "hello")] != nil)
    #expect(learner.stars[NodeKey(course: "spanish", node: "order-food")] == nil)
  }

  @Test("the remembered file removed: one line, exit 6, nothing lost; the prompt switches away")
  func fileRemoved() throws {
    let home = Sandbox()
    let decks = home.root.appendingPathComponent("decks")
    let (path, _) = try Self.courseFile(in: decks)
    #expect(lingo(onDisk: ["settings", "course", path] + Self.now, variables: home.variables).status == 0)
    try FileManager.default.removeItem(atPath: path)
    let before = try Self.stored(home)

    let expected =
      "lingo: error: cannot open your course 'my-french' from '\(path)': the file is not there any more; "
      + "run 'lingo settings course FILE' with where the file is now, or 'lingo settings course spanish'\n"
    for command in [["status"], ["play"], ["review"], ["practice"], ["learn"], ["words"]] {
      let run = lingo(onDisk: command + Self.now, variables: home.variables)
      #expect(run.status == 6, "\(command): \(run.stderr)")
      #expect(run.stderr == expected, "\(command)")
      #expect(run.stdout.isEmpty, "\(command): \(run.stdout)")
    }
    #expect(try Self.stored(home) == before)

    // At the prompt it is said, and `settings course spanish` switches away.
    let session = lingo(
      onDisk: Self.now, input: "settings course spanish\nquit\n", variables: home.variables)
    #expect(session.status == 0)
    #expect(session.stderr == expected)
    #expect(session.stdout.contains("Course              Spanish"))
    var learner = try Self.stored(home)
    #expect(learner.courseID == "spanish")
    #expect(learner.positions == before.positions && learner.stars == before.stars)

    // The file, moved: switched to from its new place, at its place kept.
    let (moved, _) = try Self.courseFile(in: decks.appendingPathComponent("moved"))
    #expect(lingo(onDisk: ["settings", "course", moved] + Self.now, variables: home.variables).status == 0)
    learner = try Self.stored(home)
    #expect(learner.courseFiles == ["my-french": moved])
    #expect(lingo(onDisk: ["status"] + Self.now, variables: home.variables).stdout.contains("next: Hello!"))
  }

  @Test("a remembered file that now holds another course, or has errors, is said the same way")
  func fileChanged() throws {
    let folder = temporaryItem("lingo-course-file")
    let (path, _) = try Self.courseFile(in: folder)
    let home = MemoryHome()
    #expect(lingo(["settings", "course", path] + Self.now, home: home).status == 0)
    _ = try Self.courseFile(in: folder, id: "other")
    let other = lingo(["status"] + Self.now, home: home)
    #expect(other.status == 6)
    #expect(other.stderr.contains("the file now holds the course 'other'"), "\(other.stderr)")
    try Data(#"{"format": 1}"#.utf8).write(to: URL(fileURLWithPath: path))
    let broken = lingo(["status"] + Self.now, home: home)
    #expect(broken.status == 6)
    #expect(
      broken.stderr.contains("it has 6 errors now ('lingo check --solve' lists them)"), "\(broken.stderr)")
    #expect(broken.stderr.split(separator: "\n").count == 1)
  }

  @Test("bad input changes nothing: a missing path, a course with errors (play's findings), a bundled id")
  func refused() throws {
    let folder = temporaryItem("lingo-course-file")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let home = MemoryHome()
    _ = lingo(["learn"] + Self.now, home: home)
    let before = try #require(home.learner)

    let missing = lingo(["settings", "course", folder.path + "/nothere.json"] + Self.now, home: home)
    #expect(missing.status == 6)
    #expect(missing.stderr.contains("cannot read course '\(folder.path)/nothere.json': no such file"))

    let bad = folder.appendingPathComponent("bad.json").path
    try Data(#"{"format": 1}"#.utf8).write(to: URL(fileURLWithPath: bad))
    let refused = lingo(["settings", "course", bad] + Self.now, home: home)
    let played = lingo(["play", bad] + Self.now, home: home)
    #expect(refused.status == 6 && played.status == 6)
    #expect(refused.stderr == played.stderr)
    #expect(refused.stderr.contains("error: [missing-key]"))

    let (bundled, _) = try Self.courseFile(in: folder, name: "spanish-copy.json", id: "spanish")
    let copy = lingo(["settings", "course", bundled] + Self.now, home: home)
    #expect(copy.status == 6)
    #expect(copy.stderr.contains("which is the bundled course's"), "\(copy.stderr)")

    // At the prompt each is said and the prompt goes on.
    let session = lingo(Self.now, input: "settings course \(bad)\nsettings course german\nquit\n", home: home)
    #expect(session.status == 0)
    #expect(session.stderr.contains("cannot read course 'german'"))
    #expect(session.stdout.contains("See you tomorrow!"))
    #expect(home.learner?.courseID == before.courseID)
    #expect(home.learner?.courseFiles == [:])
    #expect(home.learner?.positions == before.positions)
  }

  @Test("the path is kept absolute and standardised; a path with spaces is one argument at the shell")
  func standardised() throws {
    let folder = temporaryItem("lingo-course-file")
    let (path, _) = try Self.courseFile(in: folder.appendingPathComponent("my decks"), name: "my deck.json")
    let home = MemoryHome()
    let roundabout = folder.path + "/my decks/../my decks/./my deck.json"
    let run = lingo(["settings", "course", roundabout] + Self.now, home: home)
    #expect(run.status == 0, "\(run.stderr)")
    #expect(home.learner?.courseFiles == ["my-french": path])
  }

  @Test("the usage of settings names FILE beside the bundled courses")
  func usage() {
    let run = lingo(["settings", "course"] + Self.now)
    #expect(run.status == 2)
    #expect(run.stderr.contains("course spanish|french|italian|FILE"), "\(run.stderr)")
  }
}
