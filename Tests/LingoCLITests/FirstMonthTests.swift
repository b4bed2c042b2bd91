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
    /// `count` lessons from the time given, answered right, or until the course is finished (nil): four
    /// hours apart (a lesson spends up to 7 energy; 8 points refill in 4 hours), 08:00 to 20:00; the
    /// transcript says how they ended and keeps only their milestones.
    case lessons(Int?, String)
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
    // Thursday is missed: the freeze keeps the streak, and Friday says so.
    .lesson("2026-12-04T18:00:00Z"), .lesson("2026-12-04T19:00:00Z"),
    // The weekend: four lessons a day.
    .lessons(4, "2026-12-05T08:00:00Z"), .lessons(4, "2026-12-06T08:00:00Z"),
    .show(["leaderboard"], "2026-12-06T21:00:00Z"),
    // Week 2: the week's result, then four lessons a day until French is finished.
    .show(["leaderboard"], "2026-12-07T07:00:00Z"),
    .lessons(nil, "2026-12-07T08:00:00Z"),
    .show(["learn"], "2026-12-13T07:00:00Z"),
    // Sunday: practice of the finished course; Monday, Spanish from its start.
    .lesson("2026-12-13T10:00:00Z"), .lesson("2026-12-13T14:00:00Z"),
    .show(["settings", "course", "spanish"], "2026-12-14T08:05:00Z"),
    .lesson("2026-12-14T18:00:00Z"),
    // Tuesday and Wednesday missed, with no freeze left: the streak ends, and Thursday says so.
    .lesson("2026-12-17T18:00:00Z"), .lesson("2026-12-18T18:00:00Z"), .lesson("2026-12-20T18:00:00Z"),
    .lesson("2026-12-23T18:00:00Z"), .lesson("2026-12-26T18:00:00Z"), .lesson("2026-12-28T18:00:00Z"),
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

  /// Four hours after `time`, or 08:00 UTC the next day when that is past 20:00.
  static func nextLessonTime(after time: Date) -> Date {
    let next = time.addingTimeInterval(4 * 3600)
    let hour = Int(next.timeIntervalSince1970.truncatingRemainder(dividingBy: 86400)) / 3600
    guard hour > 20 || hour < 8 else { return next }
    let day = (next.timeIntervalSince1970 / 86400).rounded(.down) + (hour > 20 ? 1 : 0)
    return Date(timeIntervalSince1970: day * 86400 + 8 * 3600)
  }

  /// Runs the month in one home and returns the transcript.
  static func transcript() throws -> String {
    let (variables, home) = (["COLUMNS": "80"], MemoryHome())
    var text = ""
    /// Plays the next lesson at `now`, right or every exercise skipped.
    func play(at now: String, skip: Bool) throws -> Run {
      let learner = try #require(home.learner, "\(text)")
      let course = try course(learner.courseID)
      let node = try nextNode(learner, in: course)
      let place = try #require(course.place(named: node.id))
      // The lesson's own set: a node with plays draws it with the seed.
      let answers = playedExercises(place.unit, index: place.index, of: course, for: learner).map {
        skip ? ":skip\n:skip" : RightAnswer.line($0)
      }
      return lingo(
        ["play", "--seed", "1", "--now", now], input: answers.joined(separator: "\n") + "\n",
        variables: variables, home: home)
    }
    for step in steps {
      switch step {
      case .lesson(let now), .skipped(let now):
        let skip = if case .skipped = step { true } else { false }
        let run = try play(at: now, skip: skip)
        text += "$ lingo play --now \(now)\(skip ? " (every exercise skipped)" : "") → exit \(run.status)\n"
        text += run.stdout.split(separator: "\n").map(String.init)
          .compactMap { bubbleText($0) ?? (kept($0) ? $0 : nil) }.map { $0 + "\n" }.joined()
        text += run.stderr
      case .lessons(let count, let start):
        var time = try #require(ISO8601DateFormatter().date(from: start))
        var (played, exits, milestones, last) = (0, Set<Int32>(), "", start)
        while count.map({ played < $0 }) ?? !milestones.contains("Course complete") {
          last = ISO8601DateFormatter().string(from: time)
          let run = try play(at: last, skip: false)
          time = Self.nextLessonTime(after: time)
          exits.insert(run.status)
          played += 1
          milestones +=
            run.stdout.split(separator: "\n").map(String.init)
            .filter { $0.hasPrefix("Course complete") || $0.contains("moved up to the") }.map { $0 + "\n" }
            .joined() + run.stderr
          #expect(played < 60, "no end to the course")
          if played >= 60 { break }
        }
        let codes = exits.sorted().map(String.init).joined(separator: ", ")
        text += "$ lingo play × \(played), four hours apart from \(start) to \(last) → exit \(codes)\n"
        text += milestones
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
