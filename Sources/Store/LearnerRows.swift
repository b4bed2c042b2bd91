import Course
import Foundation
import Learner
import Review
import SQLite

/// The learner's tables: one row of scalars, and a row per day, node and word.
enum LearnerRows {
  /// The learner's columns, as `load` selects them and `storedRows` writes them.
  static let columns = [
    "name", "username", "joined", "course_id", "gems", "energy", "energy_as_of", "total_xp", "streak_count",
    "unit", "node", "lessons_completed", "quest_day", "quest_xp", "quest_combo", "quest_high_scores",
    "quests_opened", "league_week", "league_xp", "top_three_finishes", "accent_forgiveness", "sound",
    "daily_goal", "retention", "voice", "league_tier", "league_anchor", "league_result", "freezes",
    "best_streak", "quest_run", "streak_news", "keyboard",
  ]

  /// Every table a learner's progress is kept in: a reset empties them all.
  static let tables =
    [
      "learner", "daily_xp", "stars", "words_met", "cards", "reviews", "frozen_days", "positions",
    ] + PlayRows.tables + CourseFileRows.tables

  /// The stored learner, every value read by name and checked against its range; nil for a new store, which
  /// holds nothing yet. A store that holds another number of learners, or progress without a learner, is
  /// damaged.
  static func load(from database: SQLiteDatabase) throws(StoreError) -> Learner? {
    guard let row = try learnerRow(database) else { return nil }
    var dailyXP: [Day: Int] = [:]
    for day in try database.rows(["day", "xp"], from: "daily_xp") {
      dailyXP[try day.day("day")] = try day.int("xp", StoredRange.count)
    }
    var stars: [NodeKey: Int] = [:]
    for star in try database.rows(["course_id", "node_id", "stars"], from: "stars") {
      stars[NodeKey(course: try star.text("course_id"), node: try star.text("node_id"))] = try star.int(
        "stars", StoredRange.stars)
    }
    var words: [WordKey: Day] = [:]
    for word in try database.rows(["course_id", "word", "first_day"], from: "words_met") {
      words[WordKey(course: try word.text("course_id"), word: try word.text("word"))] = try word.day(
        "first_day")
    }
    var frozen: Set<Day> = []
    for day in try database.rows(["day"], from: "frozen_days") { frozen.insert(try day.day("day")) }
    var learner = try learner(row, dailyXP: dailyXP, stars: stars, words: words, frozen: frozen)
    for place in try database.rows(["course_id", "unit", "node"], from: "positions") {
      learner.positions[try place.text("course_id")] = PathPosition(
        unit: try place.int("unit", StoredRange.pathNumber),
        node: try place.int("node", StoredRange.pathNumber))
    }
    try PlayRows.load(into: &learner, from: database)
    try CourseFileRows.load(into: &learner, from: database)
    return learner
  }

  /// The learner of the `learner` row `row`, with the rows of the other tables read already.
  private static func learner(
    _ row: StoredRow, dailyXP: [Day: Int], stars: [NodeKey: Int], words: [WordKey: Day], frozen: Set<Day>
  ) throws(StoreError) -> Learner {
    let opened = Set(
      try row.text("quests_opened").split(separator: ",").compactMap {
        DailyQuests.Quest(rawValue: String($0))
      })
    // The daily goal is both the quests' XP goal and the setting.
    let dailyGoal = try row.int("daily_goal", StoredRange.goal)
    let quests = DailyQuests(
      day: try row.day("quest_day"),
      progress: [
        .combo: try row.int("quest_combo", StoredRange.count),
        .highScores: try row.int("quest_high_scores", StoredRange.count),
      ],
      opened: opened, xpGoal: dailyGoal, run: try row.int("quest_run", StoredRange.count))
    return Learner(
      name: try row.text("name"), username: try row.text("username"), joined: try row.text("joined"),
      courseID: try row.text("course_id"), gems: try row.int("gems", StoredRange.count),
      energy: Energy(stored: try row.int("energy", StoredRange.energy), asOf: try row.date("energy_as_of")),
      totalXP: try row.int("total_xp", StoredRange.count),
      streakCount: try row.int("streak_count", StoredRange.streak), dailyXP: dailyXP,
      position: PathPosition(
        unit: try row.int("unit", StoredRange.pathNumber), node: try row.int("node", StoredRange.pathNumber)),
      lessonsCompleted: try row.int("lessons_completed", StoredRange.count), stars: stars, wordsMet: words,
      quests: quests, leagueWeek: try row.day("league_week"),
      leagueXP: try row.int("league_xp", StoredRange.count),
      topThreeFinishes: try row.int("top_three_finishes", StoredRange.streak),
      settings: Settings(
        accentForgiveness: try row.int("accent_forgiveness", StoredRange.flag) != 0,
        sound: try row.int("sound", StoredRange.flag) != 0, dailyGoal: dailyGoal,
        retention: try row.double("retention", Scheduler.retentionRange),
        voice: try row.choice("voice", VoiceSpeed.init(rawValue:)),
        keyboard: try row.int("keyboard", StoredRange.flag) != 0),
      leagueTier: try row.int("league_tier", StoredRange.leagueTier),
      leagueAnchor: try row.optionalDouble("league_anchor", StoredRange.seconds),
      leagueResult: try row.optionalChoice("league_result", WeekResult.init(stored:)),
      freezes: try row.int("freezes", StoredRange.freezes), frozenDays: frozen,
      bestStreak: try row.int("best_streak", StoredRange.streak),
      streakNews: try row.optionalChoice("streak_news") { StreakNews(stored: $0, range: StoredRange.streak) })
  }

  /// The one learner's row; nil when the store is new (it holds nothing at all yet).
  private static func learnerRow(_ database: SQLiteDatabase) throws(StoreError) -> StoredRow? {
    let rows = try database.rows(["id"] + columns, from: "learner")
    func damaged(_ message: String) -> StoreError {
      StoreError(kind: .corrupt, message: message, path: database.path)
    }
    guard let row = rows.first else {
      for table in tables.dropFirst()
      where !(try database.query("SELECT 1 FROM \(table) LIMIT 1").isEmpty) {
        throw damaged("it has no learner, yet holds a learner's \(table)")
      }
      return nil
    }
    guard rows.count == 1 else { throw damaged("it holds \(rows.count) learners instead of one") }
    guard row.row["id"] == .integer(1) else { throw damaged("its learner is not learner 1") }
    return row
  }

  /// Writes what changed from `old` to `learner`, each value checked first against the range loading
  /// checks: a value outside it is refused with nothing written (the caller's transaction rolls back).
  static func save(_ learner: Learner, replacing old: Learner?, in database: SQLiteDatabase)
    throws(StoreError)
  {
    let rows = try storedRows(learner, replacing: old, path: database.path)
    let files = try CourseFileRows.storedRows(learner, replacing: old, path: database.path)
    try rows.learner.insert(into: database, fixed: [("id", .integer(1))])
    for values in rows.dailyXP + rows.frozen + rows.stars + rows.words + rows.positions {
      try values.insert(into: database)
    }
    try PlayRows.save(learner, replacing: old, in: database)
    for values in files { try values.insert(into: database) }
  }

  /// The rows `save` writes, every value checked against `StoredRange` as `load` checks it.
  static func storedRows(_ learner: Learner, replacing old: Learner?, path: String) throws(StoreError)
    -> (
      learner: StoredValues, dailyXP: [StoredValues], frozen: [StoredValues], stars: [StoredValues],
      words: [StoredValues], positions: [StoredValues]
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
    // Kept for older lingo, which reads it; this one reads the day's XP from `daily_xp`.
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
    try row.int("quest_run", quests.run, StoredRange.count)
    try row.choice("streak_news", learner.streakNews?.stored) {
      StreakNews(stored: $0, range: StoredRange.streak) != nil
    }
    try row.int("keyboard", learner.settings.keyboard ? 1 : 0, StoredRange.flag)
    var dailyXP: [StoredValues] = []
    for (day, xp) in learner.dailyXP.sorted(by: { $0.key < $1.key }) where old?.dailyXP[day] != xp {
      var values = StoredValues("daily_xp", path: path)
      try values.day("day", day)
      try values.int("xp", xp, StoredRange.count)
      dailyXP.append(values)
    }
    var frozen: [StoredValues] = []
    for day in learner.frozenDays.sorted() where old?.frozenDays.contains(day) != true {
      var values = StoredValues("frozen_days", path: path)
      try values.day("day", day)
      frozen.append(values)
    }
    var stars: [StoredValues] = []
    for (key, count) in learner.stars where old?.stars[key] != count {
      var values = StoredValues("stars", path: path)
      values.text("course_id", key.course)
      values.text("node_id", key.node)
      try values.int("stars", count, StoredRange.stars)
      stars.append(values)
    }
    var words: [StoredValues] = []
    for (key, day) in learner.wordsMet where old?.wordsMet[key] != day {
      var values = StoredValues("words_met", path: path)
      values.text("course_id", key.course)
      values.text("word", key.word)
      try values.day("first_day", day)
      words.append(values)
    }
    var positions: [StoredValues] = []
    for (course, place) in learner.positions.sorted(by: { $0.key < $1.key })
    where old?.positions[course] != place {
      var values = StoredValues("positions", path: path)
      values.text("course_id", course)
      try values.int("unit", place.unit, StoredRange.pathNumber)
      try values.int("node", place.node, StoredRange.pathNumber)
      positions.append(values)
    }
    return (row, dailyXP, frozen, stars, words, positions)
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
