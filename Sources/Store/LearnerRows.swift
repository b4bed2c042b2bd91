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

  /// Writes what changed from `old` to `learner`, each value checked first against the range loading
  /// checks: a value outside it is refused with nothing written (the caller's transaction rolls back).
  static func save(_ learner: Learner, replacing old: Learner?, in database: SQLiteDatabase)
    throws(StoreError)
  {
    let rows = try storedRows(learner, replacing: old, path: database.path)
    try database.query(
      """
      INSERT OR REPLACE INTO learner (id, name, username, joined, course_id, gems, energy, energy_as_of,
        total_xp, streak_count, unit, node, lessons_completed, quest_day, quest_xp, quest_combo,
        quest_high_scores, quests_opened, league_week, league_xp, top_three_finishes, accent_forgiveness, sound,
        daily_goal, retention, voice, league_tier, league_anchor, league_result, freezes, best_streak)
      VALUES (1, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
      """, rows.learner)
    for values in rows.dailyXP {
      try database.query("INSERT OR REPLACE INTO daily_xp (day, xp) VALUES (?, ?)", values)
    }
    for values in rows.frozen {
      try database.query("INSERT OR REPLACE INTO frozen_days (day) VALUES (?)", values)
    }
    for values in rows.stars {
      try database.query("INSERT OR REPLACE INTO stars (course_id, node_id, stars) VALUES (?, ?, ?)", values)
    }
    for values in rows.words {
      try database.query(
        "INSERT OR REPLACE INTO words_met (course_id, word, first_day) VALUES (?, ?, ?)", values)
    }
  }

  /// The rows `save` writes, every value checked against `StoredRange` as `load` checks it.
  static func storedRows(_ learner: Learner, replacing old: Learner?, path: String) throws(StoreError)
    -> (
      learner: [SQLValue], dailyXP: [[SQLValue]], frozen: [[SQLValue]], stars: [[SQLValue]],
      words: [[SQLValue]]
    )
  {
    let quests = learner.quests
    var row = StoredValues("learner", path: path)
    row.text("name", learner.name)
    row.text("username", learner.username)
    row.text("joined", learner.joined)
    row.text("course_id", learner.courseID)
    try row.int("gems", learner.gems, StoredRange.count)
    try row.int("energy", learner.energy.stored, StoredRange.energy)
    try row.date("energy_as_of", learner.energy.asOf)
    try row.int("total_xp", learner.totalXP, StoredRange.count)
    try row.int("streak_count", learner.streakCount, StoredRange.streak)
    try row.int("unit", learner.position.unit, StoredRange.pathNumber)
    try row.int("node", learner.position.node, StoredRange.pathNumber)
    try row.int("lessons_completed", learner.lessonsCompleted, StoredRange.count)
    try row.day("quest_day", quests.day)
    try row.int("quest_xp", quests.progress[.earnXP] ?? 0, StoredRange.count)
    try row.int("quest_combo", quests.progress[.combo] ?? 0, StoredRange.count)
    try row.int("quest_high_scores", quests.progress[.highScores] ?? 0, StoredRange.count)
    row.text("quests_opened", quests.opened.map(\.rawValue).sorted().joined(separator: ","))
    try row.day("league_week", learner.leagueWeek)
    try row.int("league_xp", learner.leagueXP, StoredRange.count)
    try row.int("top_three_finishes", learner.topThreeFinishes, StoredRange.streak)
    try row.int("accent_forgiveness", learner.settings.accentForgiveness ? 1 : 0, StoredRange.flag)
    try row.int("sound", learner.settings.sound ? 1 : 0, StoredRange.flag)
    try row.int("daily_goal", learner.settings.dailyGoal, StoredRange.goal)
    try row.double("retention", learner.settings.retention, Scheduler.retentionRange)
    row.text("voice", learner.settings.voice.rawValue)
    try row.int("league_tier", learner.leagueTier, StoredRange.leagueTier)
    try row.optionalDouble("league_anchor", learner.leagueAnchor, StoredRange.seconds)
    try row.choice("league_result", learner.leagueResult?.stored) { WeekResult(stored: $0) != nil }
    try row.int("freezes", learner.freezes, StoredRange.freezes)
    try row.int("best_streak", learner.bestStreak, StoredRange.streak)
    var dailyXP: [[SQLValue]] = []
    for (day, xp) in learner.dailyXP.sorted(by: { $0.key < $1.key }) where old?.dailyXP[day] != xp {
      var values = StoredValues("daily_xp", path: path)
      try values.day("day", day)
      try values.int("xp", xp, StoredRange.count)
      dailyXP.append(values.values)
    }
    var frozen: [[SQLValue]] = []
    for day in learner.frozenDays.sorted() where old?.frozenDays.contains(day) != true {
      var values = StoredValues("frozen_days", path: path)
      try values.day("day", day)
      frozen.append(values.values)
    }
    var stars: [[SQLValue]] = []
    for (key, count) in learner.stars where old?.stars[key] != count {
      var values = StoredValues("stars", path: path)
      values.text("course_id", key.course)
      values.text("node_id", key.node)
      try values.int("stars", count, StoredRange.stars)
      stars.append(values.values)
    }
    var words: [[SQLValue]] = []
    for (key, day) in learner.wordsMet where old?.wordsMet[key] != day {
      var values = StoredValues("words_met", path: path)
      values.text("course_id", key.course)
      values.text("word", key.word)
      try values.day("first_day", day)
      words.append(values.values)
    }
    return (row.values, dailyXP, frozen, stars, words)
  }
}

extension SQLValue {
  static func int(_ value: Int) -> SQLValue { .integer(Int64(value)) }
}

extension WeekResult {
  /// `week,rank,from,to`, the rank empty when there was none.
  var stored: String { "\(week.ordinal),\(rank.map(String.init) ?? ""),\(from),\(to)" }

  /// The result `stored` names; nil when it is not one, or its week or rank lies outside the file's ranges.
  init?(stored: String) {
    let parts = stored.split(separator: ",", omittingEmptySubsequences: false).map { Int($0) }
    guard parts.count == 4, let week = parts[0], let from = parts[2], let to = parts[3],
      StoredRange.day.contains(week), parts[1].map(StoredRange.streak.contains) ?? true
    else { return nil }
    self.init(week: Day(ordinal: week), rank: parts[1], from: min(9, max(0, from)), to: min(9, max(0, to)))
  }
}
