import App
import Course
import Foundation
import Learner
import Lesson
import Store
import TestSupport
import Testing

/// A new profile plays the whole French course and the whole Spanish course with `lingo play`, one lesson
/// a day, answering from each course's own keys; then switches course twice. Both stay complete. It runs on
/// the real progress file (SQLite, in a sandbox), so each course's place is read back from disk every time.
@Suite("a new learner plays two courses to their end and switches between them", .tags(.endToEnd))
struct WholeCourseTests {
  /// The bundled course `name`, as lingo reads it.
  static func course(_ name: String) throws -> Course {
    let data = try Data(contentsOf: packageRoot.appendingPathComponent("courses/\(name).json"))
    return try #require(CourseLoader.load(data).course)
  }

  /// 18:00 UTC on the `day`th day from 1 December 2026.
  static func now(_ day: Int) -> [String] {
    let date = Date(timeIntervalSince1970: 1_796_148_000 + Double(day) * 86_400)
    return ["--now", ISO8601DateFormatter().string(from: date)]
  }

  /// Plays every node of `name` in path order, a day each from `day` (chests are opened on the way by
  /// `lingo play`); the day after the last.
  static func playThrough(_ name: String, from day: Int, home: Sandbox) throws -> Int {
    var day = day
    let course = try course(name)
    let playable = course.units.flatMap { unit in
      unit.nodes.indices.filter { unit.nodes[$0].isPlayable }.map { (unit: unit, index: $0) }
    }
    let file = (home.variables["LINGO_HOME"] ?? "") + "/progress.sqlite3"
    let canHear = SpeechService.live(variables: home.variables).canSpeak()
    for (number, (unit, index)) in playable.enumerated() {
      let node = unit.nodes[index]
      // The lesson's own set, drawn for the learner as the file keeps them (a node with plays draws it).
      let learner = try SQLiteProgressStore(path: file).learner {
        Learner.new(name: "-", today: Day(ordinal: 0), now: Date(timeIntervalSince1970: 0))
      }
      let answers = rightAnswers(unit, index: index, of: course, for: learner, canHear: canHear)
      let run = lingo(onDisk: ["play", "--seed", "1"] + now(day), input: answers, variables: home.variables)
      #expect(run.status == 0, "\(name) \(node.id): \(run.stderr)")
      #expect(run.stdout.contains("Lesson complete!"), "\(name) \(node.id)")
      // The last node finishes the course: its own moment, with what next.
      #expect(run.stdout.contains("Course complete!") == (number == playable.count - 1), "\(name) \(node.id)")
      day += 1
    }
    return day
  }

  /// What `lingo status`, the path and the passport say of the learner's course on `day`.
  static func expectComplete(_ name: String, units: Int, on day: Int, home: Sandbox) {
    let status = lingo(onDisk: ["status"] + now(day), variables: home.variables)
    #expect(status.stdout.contains("next: course complete"), "\(name): \(status.stdout)")
    let path = lingo(onDisk: ["learn"] + now(day), variables: home.variables)
    #expect(path.stdout.contains("Course complete!"), "\(name)")
    #expect(!path.stdout.contains("START"), "\(name)")
    let passport = lingo(onDisk: ["passport"] + now(day), variables: home.variables)
    #expect(passport.stdout.contains("Stamps  \(units) of \(units)"), "\(name): \(passport.stdout)")
  }

  @Test("French then Spanish, each to its last node; switching back and forth keeps both complete")
  func twoCourses() throws {
    let home = Sandbox()
    let made = lingo(
      onDisk: ["reset", "--new", "Ana", "--course", "french", "--goal", "20", "--yes"] + Self.now(0),
      variables: home.variables)
    #expect(made.status == 0, "\(made.stderr)")
    var day = try Self.playThrough("french", from: 0, home: home)
    Self.expectComplete("french", units: 6, on: day, home: home)
    #expect(
      lingo(onDisk: ["settings", "course", "spanish"] + Self.now(day), variables: home.variables).status == 0)
    day = try Self.playThrough("spanish", from: day, home: home)
    Self.expectComplete("spanish", units: 12, on: day, home: home)
    for name in ["french", "spanish"] {
      #expect(
        lingo(onDisk: ["settings", "course", name] + Self.now(day), variables: home.variables).status == 0)
      Self.expectComplete(name, units: name == "french" ? 6 : 12, on: day, home: home)
    }
    // A finished course is practised, not failed: a lesson with the fewest stars is played.
    let practice = lingo(
      onDisk: ["play", "--seed", "1"] + Self.now(day), input: "", variables: home.variables)
    #expect(practice.stdout.contains("You have finished the Spanish course!"))
    #expect(practice.status == 3)
    #expect(
      lingo(onDisk: ["status"] + Self.now(day - 1), variables: home.variables).stdout.hasPrefix("🔥 \(day) "))
  }
}
