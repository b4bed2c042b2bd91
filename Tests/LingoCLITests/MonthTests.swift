import Foundation
import TestSupport
import Testing

/// A month of use through the built binary with `--now`: the league moves, a freeze saves the streak,
/// the goal sets its quest.
@Suite("a month of use")
struct MonthTests {
  /// One step of the month: a lesson, a view, or a command, at a time.
  enum Step {
    /// A lesson of node 2.4, answered right (15 XP).
    case lesson(String)
    /// A view or a command, shown whole in the transcript.
    case show([String], String)
    /// A command whose output is shown in one line.
    case run([String], String)
  }

  /// The month: launch week (Ruby) most days, three lessons on some; a week in Emerald with a freeze
  /// bought and a day missed; a week of one lesson; a week of none; then back.
  static let steps: [Step] = [
    .lesson("2026-11-26T18:00:00Z"), .lesson("2026-11-26T20:00:00Z"), .lesson("2026-11-26T22:00:00Z"),
    .show(["leaderboard"], "2026-11-26T22:30:00Z"),
    .lesson("2026-11-27T18:00:00Z"),
    .lesson("2026-11-28T10:00:00Z"), .lesson("2026-11-28T14:00:00Z"), .lesson("2026-11-28T18:00:00Z"),
    .lesson("2026-11-29T18:00:00Z"),
    .show(["leaderboard"], "2026-11-29T21:00:00Z"),
    // Week 2: the first view says how the launch week ended.
    .show(["leaderboard"], "2026-11-30T08:00:00Z"),
    .lesson("2026-11-30T18:00:00Z"),
    .show(["shop"], "2026-12-01T08:00:00Z"),
    .run(["shop", "freeze"], "2026-12-01T08:05:00Z"),
    .lesson("2026-12-01T09:00:00Z"), .lesson("2026-12-01T18:00:00Z"), .lesson("2026-12-01T22:00:00Z"),
    // Wednesday 2 December is missed: the freeze covers it.
    .show(["profile"], "2026-12-03T08:00:00Z"),
    .lesson("2026-12-03T18:00:00Z"),
    .show(["quests"], "2026-12-03T19:00:00Z"),
    .run(["settings", "goal", "50"], "2026-12-04T08:00:00Z"),
    .lesson("2026-12-04T18:00:00Z"),
    .show(["quests"], "2026-12-04T19:00:00Z"),
    .lesson("2026-12-05T10:00:00Z"), .lesson("2026-12-05T14:00:00Z"), .lesson("2026-12-05T18:00:00Z"),
    .lesson("2026-12-06T18:00:00Z"),
    // Week 3: a single lesson.
    .show(["leaderboard"], "2026-12-07T08:00:00Z"),
    .lesson("2026-12-07T18:00:00Z"),
    .show(["leaderboard"], "2026-12-13T21:00:00Z"),
    // Week 4: no lessons at all.
    .show(["leaderboard"], "2026-12-14T08:00:00Z"),
    // Week 5: back again.
    .show(["leaderboard"], "2026-12-21T08:00:00Z"),
    .lesson("2026-12-21T18:00:00Z"),
    .show(["profile"], "2026-12-21T19:00:00Z"),
  ]

  /// The lines of a lesson's output the transcript keeps: the streak moment's count and week row, and the
  /// goal, quest and league lines after it.
  static func kept(_ line: String) -> Bool {
    let marks = ["  🔥", "  Su Mo", "  ✔", "  ○", "  ❄", "⚡ Daily", "🎁 ", "🛡 "]
    return marks.contains { line.hasPrefix($0) }
  }

  /// Runs the month in one learner's home and returns the transcript.
  static func transcript() throws -> String {
    let (variables, home) = (["COLUMNS": "80"], MemoryHome())
    var text = ""
    for step in steps {
      switch step {
      case .lesson(let now):
        let run = lingo(
          ["play", "--lesson", "2.4", "--seed", "1", "--now", now], input: rightAnswers, variables: variables,
          home: home)
        text += "$ lingo play --lesson 2.4 --now \(now) → exit \(run.status)\n"
        text += run.stdout.split(separator: "\n").map(String.init).filter(kept).map { $0 + "\n" }.joined()
        text += run.stderr
      case .show(let words, let now), .run(let words, let now):
        let run = lingo(words + ["--now", now], input: "", variables: variables, home: home)
        text += "$ lingo \(words.joined(separator: " ")) --now \(now) → exit \(run.status)\n"
        text += run.stdout + run.stderr
      }
      text += "\n"
    }
    return text
  }

  @Test(
    "a month: promoted from Ruby, a freeze saves the streak, goal 50 sets the quest, demoted after one lesson"
  )
  func month() throws {
    let text = try Self.transcript()
    #expect(!text.contains("→ exit 1") && !text.contains("→ exit 5") && !text.contains("→ exit 7"))
    // The launch week ends in the top ten: up to Emerald, said once by the first view of the new week.
    #expect(text.contains("and moved up to the Emerald League!"))
    #expect(text.components(separatedBy: "moved up to the Emerald League!").count == 2)
    // Wednesday is missed with a freeze equipped: the streak goes on, the week row shows the frozen day.
    #expect(text.contains("Streak Freeze equipped for 200 gems"))
    #expect(text.contains("  ✔  ✔  ✔  ❄  ✔"))
    #expect(text.contains("  🔥 34\n"))
    // The goal sets the quest.
    #expect(text.contains("Earn 30 XP"))
    #expect(text.contains("⚡ Earn 50 XP"))
    // A week of one lesson ends in the demotion zone; a week without XP keeps the league.
    #expect(text.contains("and moved down to the Ruby League."))
    #expect(text.contains("No XP last week, so no league: you stay in the Ruby League."))
    #expect(try Self.transcript() == text)
    assertGolden(text, "month.txt")
  }
}
