import Foundation
import Learner
import TestSupport
import Testing

@testable import Store

@Suite("the store keeps the league, the freezes and the best streak")
struct LeagueStateTests {
  let today = Day(year: 2026, month: 11, day: 26)
  let now = Date(timeIntervalSince1970: 1_795_975_200)

  private func path() -> String {
    temporaryItem("lingo-store").appendingPathComponent("progress.sqlite3")
      .path
  }

  @Test("tier, anchor, the week's result, freezes, frozen days and the best streak survive reopening")
  func roundTrip() throws {
    let file = path()
    var changed = Learner.sample(today: today, now: now)
    changed.leagueTier = 7
    changed.leagueResult = WeekResult(week: today.monday, rank: nil, from: 7, to: 7)
    changed.freezes = 1
    changed.frozenDays = [today.adding(-3)]
    changed.bestStreak = 90
    changed.settings.dailyGoal = 50
    let saved = changed
    _ = try SQLiteProgressStore(path: file).learner(makeLearner: { saved })
    let read = try SQLiteProgressStore(path: file).learner { Learner.new(name: "x", today: today, now: now) }
    #expect(read == saved.withQuestGoal(50))
    #expect(read.leagueAnchor == saved.leagueAnchor)
    #expect(read.quests.title(of: .earnXP) == "Earn 50 XP")
  }

  @Test("a week's result is stored as text and read back; damaged text is dropped")
  func resultText() {
    let result = WeekResult(week: today.monday, rank: 4, from: 4, to: 5)
    #expect(WeekResult(stored: result.stored) == result)
    #expect(WeekResult(stored: "\(today.ordinal),,2,2")?.rank == nil)
    #expect(WeekResult(stored: "nonsense") == nil)
    #expect(WeekResult(stored: "1,2,99,-4") == WeekResult(week: Day(ordinal: 1), rank: 2, from: 9, to: 0))
  }

  @Test("a store from before the league moved: its Sunday week becomes Monday's, Ruby, no freezes")
  func migratesOldWeek() throws {
    let file = path()
    try FileManager.default.createDirectory(
      at: URL(fileURLWithPath: file).deletingLastPathComponent(), withIntermediateDirectories: true)
    let sunday = Day(year: 2026, month: 11, day: 22)
    do {
      let old = try SQLiteDatabase(path: file)
      try old.execute("CREATE TABLE migrations (name TEXT PRIMARY KEY, applied_at TEXT)")
      for migration in Migrations.all.prefix(3) {
        try old.execute(migration.sql)
        try old.query("INSERT INTO migrations (name) VALUES (?)", [.text(migration.name)])
      }
      try old.query(
        """
        INSERT INTO learner (id, name, username, joined, course_id, gems, energy, energy_as_of, total_xp,
          streak_count, unit, node, lessons_completed, quest_day, quest_xp, quest_combo, quest_high_scores,
          quests_opened, league_week, league_xp)
        VALUES (1, 'Ana', 'ana', 'May 2026', 'spanish', 500, 25, 0, 40, 3, 1, 2, 4, ?, 0, 0, 0, '', ?, 40)
        """, [.int(today.ordinal), .int(sunday.ordinal)])
    }
    let learner = try SQLiteProgressStore(path: file).learner {
      Learner.new(name: "x", today: today, now: now)
    }
    #expect(learner.name == "Ana")
    #expect(learner.leagueWeek == sunday.adding(1))
    #expect(learner.leagueWeek.daysSinceMonday == 0)
    #expect(learner.leagueTier == League.ruby)
    #expect(learner.freezes == 0 && learner.frozenDays.isEmpty && learner.leagueResult == nil)
    #expect(learner.bestStreak == 3)
  }
}

extension Learner {
  /// The learner with the day's XP quest set to `goal`, as the store reads it back.
  fileprivate func withQuestGoal(_ goal: Int) -> Learner {
    var learner = self
    learner.quests.xpGoal = goal
    return learner
  }
}
