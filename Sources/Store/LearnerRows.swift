import Foundation
import Learner

/// The learner's tables: one row of scalars, and a row per day, node and word.
enum LearnerRows {
  static func load(from database: SQLiteDatabase) throws(StoreError) -> Learner? {
    let rows = try database.query(
      """
      SELECT name, username, joined, course_id, gems, energy, energy_as_of, total_xp, streak_count, unit, node,
        lessons_completed, quest_day, quest_xp, quest_combo, quest_high_scores, quests_opened, league_week,
        league_xp, top_three_finishes, accent_forgiveness, sound, daily_goal, retention, voice
      FROM learner WHERE id = 1
      """)
    guard let row = rows.first else { return nil }
    func int(_ index: Int) -> Int { row[index].int ?? 0 }
    func text(_ index: Int) -> String { row[index].string ?? "" }
    var dailyXP: [Day: Int] = [:]
    for day in try database.query("SELECT day, xp FROM daily_xp") {
      dailyXP[Day(ordinal: day[0].int ?? 0)] = day[1].int ?? 0
    }
    var stars: [NodeKey: Int] = [:]
    for star in try database.query("SELECT course_id, node_id, stars FROM stars") {
      stars[NodeKey(course: star[0].string ?? "", node: star[1].string ?? "")] = star[2].int ?? 0
    }
    var words: [WordKey: Day] = [:]
    for word in try database.query("SELECT course_id, word, first_day FROM words_met") {
      words[WordKey(course: word[0].string ?? "", word: word[1].string ?? "")] = Day(
        ordinal: word[2].int ?? 0)
    }
    let opened = Set(text(16).split(separator: ",").compactMap { DailyQuests.Quest(rawValue: String($0)) })
    let quests = DailyQuests(
      day: Day(ordinal: int(12)), progress: [.earnXP: int(13), .combo: int(14), .highScores: int(15)],
      opened: opened)
    return Learner(
      name: text(0), username: text(1), joined: text(2), courseID: text(3), gems: int(4),
      energy: Energy(stored: int(5), asOf: Date(timeIntervalSince1970: row[6].double ?? 0)), totalXP: int(7),
      streakCount: int(8), dailyXP: dailyXP, position: PathPosition(unit: int(9), node: int(10)),
      lessonsCompleted: int(11), stars: stars, wordsMet: words, quests: quests,
      leagueWeek: Day(ordinal: int(17)), leagueXP: int(18), topThreeFinishes: int(19),
      settings: Settings(
        accentForgiveness: int(20) != 0, sound: int(21) != 0, dailyGoal: int(22),
        retention: row[23].double ?? 0.9, voice: VoiceSpeed(rawValue: text(24)) ?? .normal))
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
      .real(learner.settings.retention), .text(learner.settings.voice.rawValue),
    ]
    try database.query(
      """
      INSERT OR REPLACE INTO learner (id, name, username, joined, course_id, gems, energy, energy_as_of,
        total_xp, streak_count, unit, node, lessons_completed, quest_day, quest_xp, quest_combo,
        quest_high_scores, quests_opened, league_week, league_xp, top_three_finishes, accent_forgiveness, sound,
        daily_goal, retention, voice)
      VALUES (1, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
      """, values)
    for (day, xp) in learner.dailyXP where old?.dailyXP[day] != xp {
      try database.query(
        "INSERT OR REPLACE INTO daily_xp (day, xp) VALUES (?, ?)", [.int(day.ordinal), .int(xp)])
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
