import Course
import Foundation
import Learner
import SQLite

/// The tables of what the learner played: each drawing node's last play (`last_plays`) and the exercises
/// missed (`mistakes`, newest first by `at`, then by the order written).
enum PlayRows {
  /// The tables, for a reset to empty.
  static let tables = ["last_plays", "mistakes"]

  /// Reads both tables into `learner`, every value checked against its range.
  static func load(into learner: inout Learner, from database: SQLiteDatabase) throws(StoreError) {
    for row in try database.rows(["course_id", "node_id", "exercises"], from: "last_plays") {
      let key = NodeKey(course: try row.text("course_id"), node: try row.text("node_id"))
      learner.lastPlays[key] = try row.choice("exercises", places(_:))
    }
    learner.mistakes = try database.rows(
      ["course_id", "node_id", "exercise", "at"], from: "mistakes", "ORDER BY at DESC, rowid DESC"
    ).map { row throws(StoreError) in
      Mistake(
        course: try row.text("course_id"),
        exercise: ExerciseRef(
          node: try row.text("node_id"), index: try row.int("exercise", StoredRange.exercise)),
        at: try row.date("at"))
    }
  }

  /// The places `text` lists by comma, each within `StoredRange.exercise`; nil when it lists something
  /// else. The empty text lists none.
  static func places(_ text: String) -> [Int]? {
    guard !text.isEmpty else { return [] }
    var places: [Int] = []
    for part in text.split(separator: ",", omittingEmptySubsequences: false) {
      guard let place = Int(part), StoredRange.exercise.contains(place) else { return nil }
      places.append(place)
    }
    return places
  }

  /// The rows that bring the tables from `old` to `learner`, checked: the rows to write, and the mistakes
  /// to delete (kept in `old`, gone from `learner`).
  static func storedRows(_ learner: Learner, replacing old: Learner?, path: String) throws(StoreError)
    -> (written: [StoredValues], deleted: [Mistake])
  {
    var written: [StoredValues] = []
    for (key, places) in learner.lastPlays.sorted(by: {
      ($0.key.course, $0.key.node) < ($1.key.course, $1.key.node)
    })
    where old?.lastPlays[key] != places {
      var values = StoredValues("last_plays", path: path)
      values.text("course_id", key.course)
      values.text("node_id", key.node)
      try values.choice("exercises", places.map(String.init).joined(separator: ",")) {
        Self.places($0) != nil
      }
      written.append(values)
    }
    let before = Set((old?.mistakes ?? []).map(Kept.init))
    // The oldest first, so that among mistakes of one moment the newest is written last (read first).
    for mistake in learner.mistakes.reversed() where !before.contains(Kept(mistake)) {
      var values = StoredValues("mistakes", path: path)
      values.text("course_id", mistake.course)
      values.text("node_id", mistake.exercise.node)
      try values.int("exercise", mistake.exercise.index, StoredRange.exercise)
      try values.date("at", mistake.at)
      written.append(values)
    }
    let now = Set(learner.mistakes.map { Key($0) })
    let deleted = (old?.mistakes ?? []).filter { !now.contains(Key($0)) }
    return (written, deleted)
  }

  /// Writes what changed from `old` to `learner`.
  static func save(_ learner: Learner, replacing old: Learner?, in database: SQLiteDatabase)
    throws(StoreError)
  {
    let rows = try storedRows(learner, replacing: old, path: database.path)
    for mistake in rows.deleted {
      try database.query(
        "DELETE FROM mistakes WHERE course_id = ? AND node_id = ? AND exercise = ?",
        [.text(mistake.course), .text(mistake.exercise.node), .int(mistake.exercise.index)])
    }
    for values in rows.written { try values.insert(into: database) }
  }

  /// A mistake's row key.
  private struct Key: Hashable {
    let course: String
    let exercise: ExerciseRef
    init(_ mistake: Mistake) { (course, exercise) = (mistake.course, mistake.exercise) }
  }

  /// A mistake's row as kept: its key and when.
  private struct Kept: Hashable {
    let key: Key
    let at: Date
    init(_ mistake: Mistake) { (key, at) = (Key(mistake), mistake.at) }
  }
}
