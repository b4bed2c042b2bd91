import Foundation
import TestSupport
import Testing

/// The whole app at a prompt, driven by a script of commands.
@Suite("the app at a prompt")
struct AppShellTests {
  /// The visit: the path, node 4's card, the lesson, then the league, the quests and the profile.
  static let visit = """
    learn
    open 4
    start
    \(rightAnswers)leaderboard
    quests
    profile
    quit

    """

  private let now = ["--ephemeral", "--now", "2026-11-26T18:00:00Z", "--seed", "1"]

  @Test("a scripted visit: 6th → 4th, today's 15 of 30 XP on the quests, Wildfire 28/30, node 5 current")
  func scriptedVisit() throws {
    let run = lingo(now, input: Self.visit, variables: ["COLUMNS": "80"])
    #expect(run.status == 0)
    #expect(run.stderr.isEmpty)
    #expect(run.stdout.contains("Lesson 2 of 4"))
    #expect(run.stdout.contains("Ruby League, 6th → 4th"))
    #expect(run.stdout.contains("You moved up to 4th place!"))
    // Today's XP is one figure: the lesson's 15, on the quests as on the status line.
    #expect(!run.stdout.contains("Quest complete"))
    #expect(run.stdout.contains("15/30"))
    #expect(run.stdout.contains("28/30"))
    // After the lesson the path shows node 4 done and node 5, At the café, current under START.
    let afterLesson = try #require(run.stdout.components(separatedBy: "Lesson complete!").last)
    let path = try #require(afterLesson.components(separatedBy: "lingo› leaderboard").first)
    let start = try #require(path.range(of: "START"))
    #expect(path[start.upperBound...].contains("At the café"))
    #expect(!path[start.upperBound...].contains("Order food"))
    #expect(lingo(now, input: Self.visit, variables: ["COLUMNS": "80"]).stdout == run.stdout)
    assertGolden(run.stdout, "app-visit.txt")
  }

  @Test(
    "every view is also a one-shot subcommand",
    arguments: [
      "learn", "leaderboard", "quests", "profile", "words", "passport", "settings", "guide",
    ])
  func oneShot(_ view: String) {
    let run = lingo([view] + now, variables: ["COLUMNS": "80"])
    #expect(run.status == 0)
    #expect(run.stdout.hasPrefix("🇪🇸  🔥 27  💎 505  ⚡ 25"))
  }

  @Test("open shows a card: current, done with practice, locked with what opens it")
  func cards() {
    #expect(lingo(["open", "4"] + now).stdout.contains("START +10 XP"))
    #expect(lingo(["open", "1"] + now).stdout.contains("PRACTICE"))
    #expect(lingo(["open", "5"] + now).stdout.contains("Finish “Order food” to unlock this."))
  }

  @Test("a locked node does not start; an unknown command says so and the prompt goes on")
  func refusals() {
    let run = lingo(now, input: "start 6\nfly\nquit\n")
    #expect(run.status == 0)
    #expect(run.stdout.contains("That node is locked"))
    #expect(run.stderr.contains("unknown command 'fly'"))
  }

  @Test("settings are kept: accents off makes a missing accent wrong")
  func settings() {
    let home = MemoryHome()
    let set = lingo(["settings", "accents", "off", "--now", "2026-11-26T18:00:00Z"], home: home)
    #expect(set.status == 0)
    let shown = lingo(["settings", "--now", "2026-11-26T18:00:00Z"], home: home)
    #expect(shown.stdout.contains("off"))
    #expect(lingo(["settings", "goal", "7"], home: home).status == 2)
  }

  @Test("end of input at the prompt is a clean exit")
  func endOfInput() {
    let run = lingo(now, input: "learn\n")
    #expect(run.status == 0)
  }

  @Test("input that ends inside a lesson exits 3")
  func endInsideLesson() {
    #expect(lingo(now, input: "start\ncoffee\n").status == 3)
  }
}
