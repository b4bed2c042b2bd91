import App
import Course
import Foundation
import Learner
import Terminal
import Testing

/// The world the reducer is driven with: Sam on the bundled Spanish course at 18:00 UTC on 26 November 2026.
enum Fixture {
  static let now = Date(timeIntervalSince1970: 1_795_975_200)
  static let utc = TimeZone(identifier: "UTC") ?? .gmt
  static let display = Display(style: Style(color: false, ascii: true), width: 80)

  /// A bundled course read from the repository's `courses` folder.
  static func course(_ name: String) throws -> Course {
    try #require(CourseLoader.load(try bytes(name)).course)
  }

  /// The bytes of the bundled course `name` in the repository's `courses` folder.
  static func bytes(_ name: String) throws -> Data {
    let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent().appendingPathComponent("courses/\(name).json")
    return try Data(contentsOf: url)
  }

  /// Every bundled course, in memory as a `CourseSource` serves them.
  static func bundledCourses() throws -> MemoryCourses {
    var bundled: [String: Data] = [:]
    for name in BundledCourse.names { bundled[name] = try bytes(name) }
    return MemoryCourses(bundled: bundled)
  }

  /// Sam as a store's first use makes him, in `course`, shown on `display`.
  /// The first `count` choice exercises of `course` (select the image, complete the sentence), each with
  /// its answer.
  static func choices(in course: Course, count: Int = 2) throws -> [(exercise: Exercise, answer: String)] {
    let choices = course.units.flatMap(\.nodes).flatMap(\.exercises).compactMap {
      exercise -> (exercise: Exercise, answer: String)? in
      switch exercise {
      case .complete(let complete): (exercise, complete.answer)
      case .selectImage(let select): (exercise, select.answer)
      case .translate, .match, .type, .listen: nil
      }
    }
    try #require(choices.count >= count)
    return Array(choices.prefix(count))
  }

  /// The effects of `line` typed at the prompt, and of the view it asks to see in `world`.
  static func type(_ line: String, _ state: inout AppState, in world: AppWorld) -> [AppEffect] {
    let input = ShellInput(line)
    let typed = AppReducer.reduce(&state, .typed(input))
    guard typed == [.look(input)] else { return typed }
    return AppReducer.reduce(&state, .looked(input, world))
  }

  static func world(_ course: Course, display: Display = display) -> AppWorld {
    let moment = Moment(now, in: utc)
    return AppWorld(
      learner: Learner.sample(at: moment, course: course), course: course, now: now, timeZone: utc,
      display: display)
  }
}

extension [AppEffect] {
  /// The lines of the views shown, in order.
  var shown: [[String]] {
    compactMap { if case .show(let lines) = $0 { lines.texts } else { nil } }
  }

  /// The exit code the effects end the app with, if they do.
  var end: ExitCode? {
    compactMap { if case .end(let error) = $0 { exitCode(for: error) } else { nil } }.first
  }

  /// The mistyped commands' errors said at the prompt.
  var failures: [LingoError] {
    compactMap { if case .fail(let failure) = $0 { failure } else { nil } }
  }

  /// The learner changes saved.
  var saves: [LearnerChange] {
    compactMap { if case .save(let change) = $0 { change } else { nil } }
  }

  /// Whether the effects touch the store at all: a save, a reset, a chest.
  var writes: Bool {
    contains {
      switch $0 {
      case .save, .reset, .openChest: true
      default: false
      }
    }
  }
}
