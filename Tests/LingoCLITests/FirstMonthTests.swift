import Course
import Foundation
import Learner
import Lesson
import TestSupport
import Testing

/// A new learner's first month, in memory: Ana starts French in Bronze with a 20 XP goal, fails a lesson,
/// buys a freeze that keeps her streak, finishes French and practises it, is promoted from Bronze, moves to
/// Spanish, loses her streak and starts another.
@Suite("a new learner's first month")
struct FirstMonthTests {
  /// One step of the month, at a time (`2026-12-DDTHH:MM:00Z`).
  enum Step {
    /// The next lesson `lingo play` plays, answered right.
    case lesson(String)
    /// The next lesson, every exercise skipped.
    case skipped(String)
    /// A view or a command, shown whole in the transcript.
    case show([String], String)
  }

  static let steps: [Step] = [
    .show(["reset", "--new", "Ana", "--course", "french", "--goal", "20", "--yes"], "2026-12-01T08:00:00Z"),
    .show(["status"], "2026-12-01T08:01:00Z"),
    // Tuesday: two lessons meet the goal, and every daily quest is reached.
    .lesson("2026-12-01T18:00:00Z"), .lesson("2026-12-01T19:00:00Z"),
    .show(["quests"], "2026-12-01T19:30:00Z"),
    // Wednesday: a lesson skipped through is not passed; the retry passes.
    .skipped("2026-12-02T18:00:00Z"), .lesson("2026-12-02T18:30:00Z"),
    .show(["shop", "freeze"], "2026-12-02T19:00:00Z"),
    // Thursday is missed: the freeze keeps the streak, and Friday says so. French is finished.
    .lesson("2026-12-04T18:00:00Z"), .lesson("2026-12-04T19:00:00Z"),
    .show(["learn"], "2026-12-04T19:30:00Z"),
    // The weekend: practice of the finished course.
    .lesson("2026-12-05T10:00:00Z"), .lesson("2026-12-05T11:00:00Z"), .lesson("2026-12-05T12:00:00Z"),
    .lesson("2026-12-06T10:00:00Z"), .lesson("2026-12-06T11:00:00Z"), .lesson("2026-12-06T12:00:00Z"),
    .show(["leaderboard"], "2026-12-06T21:00:00Z"),
    // Week 2: the week's result, then Spanish from its start.
    .show(["leaderboard"], "2026-12-07T08:00:00Z"),
    .show(["settings", "course", "spanish"], "2026-12-07T08:05:00Z"),
    .lesson("2026-12-07T18:00:00Z"),
    // Tuesday and Wednesday missed, with no freeze left: the streak ends, and Thursday says so.
    .lesson("2026-12-10T18:00:00Z"), .lesson("2026-12-11T18:00:00Z"), .lesson("2026-12-12T18:00:00Z"),
    .lesson("2026-12-13T18:00:00Z"),
    .lesson("2026-12-14T18:00:00Z"), .lesson("2026-12-16T18:00:00Z"), .lesson("2026-12-18T18:00:00Z"),
    .lesson("2026-12-21T18:00:00Z"), .lesson("2026-12-24T18:00:00Z"), .lesson("2026-12-28T18:00:00Z"),
    .lesson("2026-12-30T18:00:00Z"),
    .show(["passport"], "2026-12-31T18:00:00Z"),
    .show(["profile"], "2026-12-31T18:01:00Z"),
  ]

  /// The lines of a lesson's output the transcript keeps: what came before the lesson, its header, how it
  /// ended, the streak moment's count and week row, and the goal, quest and league lines.
  static func kept(_ line: String) -> Bool {
    let marks = [
      "  🔥", "  Su Mo", "  ✔", "  ○", "  ❄", "⚡ Daily", "🎁 ", "🛡 ", "Lesson complete", "Lesson not passed",
      "  0 of", "  1 of", "  2 of", "  No XP", "  day streak", "  A new streak", "Try it again",
      "Course complete", "You have finished", "You're out",
    ]
    return marks.contains { line.hasPrefix($0) } || line.contains(" · +") || line.contains("Chest opened")
  }

  /// What Duo says on a line of his art (11 columns) with his bubble beside it; nil for any other line.
  static func bubbleText(_ line: String) -> String? {
    let characters = Array(line)
    guard characters.count > 11, characters[..<11].contains(where: { "▲╭◉╥─▼╰╨".contains($0) }) else {
      return nil
    }
    var rest = String(characters[11...]).drop { $0 == " " }
    if rest.hasPrefix("◀") { rest = rest.dropFirst() }
    guard rest.hasPrefix("│ "), rest.hasSuffix(" │") else { return nil }
    return "Duo: " + rest.dropFirst(2).dropLast(2).trimmingCharacters(in: .whitespaces)
  }

  /// The course `name`.
  static func course(_ name: String) throws -> Course {
    let data = try Data(contentsOf: packageRoot.appendingPathComponent("courses/\(name).json"))
    return try #require(CourseLoader.load(data).course)
  }

  /// The node `lingo play` plays next for `learner`: past chests (opened on the way), or the practice of a
  /// finished course.
  static func nextNode(_ learner: Learner, in course: Course) throws -> Node {
    var place = try #require(learner.nodeToPlay(in: course))
    while place.unit.nodes[place.index].kind == .chest {
      let after = try #require(course.position(after: place.unit, index: place.index))
      place = try #require(course.place(named: after.description))
    }
    return place.unit.nodes[place.index]
  }

  /// Runs the month in one home and returns the transcript.
  static func transcript() throws -> String {
    let (variables, home) = (["COLUMNS": "80"], MemoryHome())
    var text = ""
    for step in steps {
      switch step {
      case .lesson(let now), .skipped(let now):
        let learner = try #require(home.learner, "\(text)")
        let course = try course(learner.courseID)
        let node = try nextNode(learner, in: course)
        let place = try #require(course.place(named: node.id))
        let skip = if case .skipped = step { true } else { false }
        // The lesson's own set: a node with plays draws it with the seed.
        let answers = playedExercises(place.unit, index: place.index, of: course, for: learner).map {
          skip ? ":skip\n:skip" : RightAnswer.line($0)
        }
        let run = lingo(
          ["play", "--seed", "1", "--now", now], input: answers.joined(separator: "\n") + "\n",
          variables: variables, home: home)
        text += "$ lingo play --now \(now)\(skip ? " (every exercise skipped)" : "") → exit \(run.status)\n"
        text += run.stdout.split(separator: "\n").map(String.init)
          .compactMap { bubbleText($0) ?? (kept($0) ? $0 : nil) }.map { $0 + "\n" }.joined()
        text += run.stderr
      case .show(let words, let now):
        let run = lingo(words + ["--now", now], input: "", variables: variables, home: home)
        text += "$ lingo \(words.joined(separator: " ")) --now \(now) → exit \(run.status)\n"
        text += run.stdout + run.stderr
      }
      text += "\n"
    }
    return text
  }

  @Test("a failed lesson, a freeze, every quest, a course finished, a promotion from Bronze, a lost streak")
  func month() throws {
    let text = try Self.transcript()
    #expect(!text.contains("→ exit 2") && !text.contains("→ exit 3") && !text.contains("→ exit 7"))
    // A new profile starts in Bronze.
    #expect(text.contains("Bronze League"))
    // Every daily quest completed at least once.
    for quest in ["Earn 20 XP", "Get 10 in a row", "Score 90% or higher in 2 lessons"] {
      #expect(text.contains("Quest complete: \(quest)"), "\(quest)")
    }
    // A lesson failed, and nothing recorded for it.
    #expect(text.contains("(every exercise skipped) → exit 11"))
    #expect(text.contains("Lesson not passed"))
    // The freeze kept the streak over Thursday; the week row shows it.
    #expect(text.contains("❄"))
    // French finished, then practised.
    #expect(text.contains("Course complete!"))
    #expect(text.contains("You have finished the French course!"))
    // Promoted from Bronze at the end of the first week.
    #expect(text.contains("moved up to the Silver League!"))
    #expect(try Self.transcript() == text)
    assertGolden(text, "first-month.txt")
  }
}
