import Course
import Foundation
import Learner
import Review

/// The learner's tables: one row of scalars, and a row per day, node and word.
enum LearnerRows {
  /// The learner's columns, in the order `load` reads them.
  private static let columns = [
    "name", "username", "joined", "course_id", "gems", "energy", "energy_as_of", "total_xp", "streak_count",
    "unit", "node", "lessons_completed", "quest_day", "quest_xp", "quest_combo", "quest_high_scores",
    "quests_opened", "league_week", "league_xp", "top_three_finishes", "accent_forgiveness", "sound",
    "daily_goal", "retention", "voice", "league_tier", "league_anchor", "league_result", "freezes",
    "best_streak",
  ]

  /// The stored learner, every value checked against its range; nil for a new store, which holds nothing
  /// yet. A store that holds another number of learners, or progress without a learner, is damaged.
  static func load(from database: SQLiteDatabase) throws(StoreError) -> Learner? {
    guard let row = try learnerRow(database) else { return nil }
    var dailyXP: [Day: Int] = [:]
    for day in try database.rows(["day", "xp"], from: "daily_xp") {
      dailyXP[try day.day(0)] = try day.int(1, StoredRange.count)
    }
    var stars: [NodeKey: Int] = [:]
    for star in try database.rows(["course_id", "node_id", "stars"], from: "stars") {
      stars[NodeKey(course: try star.text(0), node: try star.text(1))] = try star.int(2, StoredRange.stars)
    }
    var words: [WordKey: Day] = [:]
    for word in try database.rows(["course_id", "word", "first_day"], from: "words_met") {
      words[WordKey(course: try word.text(0), word: try word.text(1))] = try word.day(2)
    }
    var frozen: Set<Day> = []
    for day in try database.rows(["day"], from: "frozen_days") { frozen.insert(try day.day(0)) }
    let opened = Set(
      try row.text(16).split(separator: ",").compactMap { DailyQuests.Quest(rawValue: String($0)) })
    let quests = DailyQuests(
      day: try row.day(12),
      progress: [
        .earnXP: try row.int(13, StoredRange.count), .combo: try row.int(14, StoredRange.count),
        .highScores: try row.int(15, StoredRange.count),
      ],
      opened: opened, xpGoal: try row.int(22, StoredRange.goal))
    return Learner(
      name: try row.text(0), username: try row.text(1), joined: try row.text(2), courseID: try row.text(3),
      gems: try row.int(4, StoredRange.count),
      energy: Energy(stored: try row.int(5, StoredRange.energy), asOf: try row.date(6)),
      totalXP: try row.int(7, StoredRange.count), streakCount: try row.int(8, StoredRange.streak),
      dailyXP: dailyXP,
      position: PathPosition(
        unit: try row.int(9, StoredRange.pathNumber), node: try row.int(10, StoredRange.pathNumber)),
      lessonsCompleted: try row.int(11, StoredRange.count), stars: stars, wordsMet: words, quests: quests,
      leagueWeek: try row.day(17), leagueXP: try row.int(18, StoredRange.count),
      topThreeFinishes: try row.int(19, StoredRange.streak),
      settings: Settings(
        accentForgiveness: try row.int(20, StoredRange.flag) != 0,
        sound: try row.int(21, StoredRange.flag) != 0,
        dailyGoal: try row.int(22, StoredRange.goal), retention: try row.double(23, Scheduler.retentionRange),
        voice: try row.choice(24, VoiceSpeed.init(rawValue:))),
      leagueTier: try row.int(25, StoredRange.leagueTier),
      leagueAnchor: try row.optionalDouble(26, StoredRange.seconds),
      leagueResult: try row.optionalChoice(27, WeekResult.init(stored:)),
      freezes: try row.int(28, StoredRange.freezes), frozenDays: frozen,
      bestStreak: try row.int(29, StoredRange.streak))
  }

  /// The one learner's row; nil when the store is new (it holds nothing at all yet).
  private static func learnerRow(_ database: SQLiteDatabase) throws(StoreError) -> StoredRow? {
    let rows = try database.rows(["id"] + columns, from: "learner")
    func damaged(_ message: String) -> StoreError {
      StoreError(kind: .corrupt, message: message, path: database.path)
    }
    guard let row = rows.first else {
      for table in ["daily_xp", "stars", "words_met", "cards", "reviews", "frozen_days"]
      where !(try database.query("SELECT 1 FROM \(table) LIMIT 1").isEmpty) {
        throw damaged("it has no learner, yet holds a learner's \(table)")
      }
      return nil
    }
    guard rows.count == 1 else { throw damaged("it holds \(rows.count) learners instead of one") }
    guard row.values.first == .integer(1) else { throw damaged("its learner is not learner 1") }
    return StoredRow(
      values: Array(row.values.dropFirst()), table: "learner", columns: columns, path: database.path)
  }

  /// Writes what changed from `old` to `learner`.
  static func save(_ learner: Learner, replacing old: Learner?, in database: SQLiteDatabase)
    throws(StoreError)
  {
    let quests = learner.quests
    let values: [SQLValue] = [
      .text(learner.name), .text(learner.username), .text(learner.joined), .text(learner.courseID),
      .int(learner.gems), .int(learner.energy.stored), .real(learner.energy.asOf.timeIntervalSince1970),
      .int(learner.totalXP), .int(learner.streakCount), .int(learner.position.unit),
      .int(learner.position.node),
      .int(learner.lessonsCompleted), .int(quests.day.ordinal), .int(quests.progress[.earnXP] ?? 0),
      .int(quests.progress[.combo] ?? 0), .int(quests.progress[.highScores] ?? 0),
      .text(quests.opened.map(\.rawValue).sorted().joined(separator: ",")), .int(learner.leagueWeek.ordinal),
      .int(learner.leagueXP), .int(learner.topThreeFinishes),
      .int(learner.settings.accentForgiveness ? 1 : 0),
      .int(learner.settings.sound ? 1 : 0), .int(learner.settings.dailyGoal),
      .real(learner.settings.retention), .text(learner.settings.voice.rawValue), .int(learner.leagueTier),
      learner.leagueAnchor.map(SQLValue.real) ?? .null,
      learner.leagueResult.map { .text($0.stored) } ?? .null,
      .int(learner.freezes), .int(learner.bestStreak),
    ]
    try database.query(
      """
      INSERT OR REPLACE INTO learner (id, name, username, joined, course_id, gems, energy, energy_as_of,
        total_xp, streak_count, unit, node, lessons_completed, quest_day, quest_xp, quest_combo,
        quest_high_scores, quests_opened, league_week, league_xp, top_three_finishes, accent_forgiveness, sound,
        daily_goal, retention, voice, league_tier, league_anchor, league_result, freezes, best_streak)
      VALUES (1, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
      """, values)
    for (day, xp) in learner.dailyXP where old?.dailyXP[day] != xp {
      try database.query(
        "INSERT OR REPLACE INTO daily_xp (day, xp) VALUES (?, ?)", [.int(day.ordinal), .int(xp)])
    }
    for day in learner.frozenDays where old?.frozenDays.contains(day) != true {
      try database.query("INSERT OR REPLACE INTO frozen_days (day) VALUES (?)", [.int(day.ordinal)])
    }
    for (key, stars) in learner.stars where old?.stars[key] != stars {
      try database.query(
        "INSERT OR REPLACE INTO stars (course_id, node_id, stars) VALUES (?, ?, ?)",
        [.text(key.course), .text(key.node), .int(stars)])
    }
    for (key, day) in learner.wordsMet where old?.wordsMet[key] != day {
      try database.query(
        "INSERT OR REPLACE INTO words_met (course_id, word, first_day) VALUES (?, ?, ?)",
        [.text(key.course), .text(key.word), .int(day.ordinal)])
    }
  }
}

extension SQLValue {
  static func int(_ value: Int) -> SQLValue { .integer(Int64(value)) }
}

extension WeekResult {
  /// `week,rank,from,to`, the rank empty when there was none.
  var stored: String { "\(week.ordinal),\(rank.map(String.init) ?? ""),\(from),\(to)" }

  init?(stored: String) {
    let parts = stored.split(separator: ",", omittingEmptySubsequences: false).map { Int($0) }
    guard parts.count == 4, let week = parts[0], let from = parts[2], let to = parts[3] else { return nil }
    self.init(week: Day(ordinal: week), rank: parts[1], from: min(9, max(0, from)), to: min(9, max(0, to)))
  }
}
