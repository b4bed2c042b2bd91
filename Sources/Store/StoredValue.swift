import Foundation
import Learner
import Review
import SQLite

/// The documented range of every value kept in the progress file (docs/progress-files.md); a value of the
/// wrong type or outside its range means the file is damaged, so no arithmetic on it can trap. Loading
/// and saving both check these (`StoredRow`, `StoredValues`); the rules' own limits are the same ranges.
enum StoredRange {
  /// Gems, XP, lessons, quest and league progress: 0 to a trillion (sums of these cannot overflow).
  static let count = ValueLimits.count
  /// Energy points.
  static let energy = 0...Energy.maximum
  /// A time, in seconds since 1970: 1970-01-01 to 9999-12-31.
  static let seconds = ValueLimits.seconds
  /// A day, as days since 1970-01-01: up to 9999-12-31.
  static let day = ValueLimits.day
  /// The streak and the top-three finishes: up to a million.
  static let streak = ValueLimits.streak
  /// A unit or node number on the path.
  static let pathNumber = 1...10_000
  /// An on/off setting.
  static let flag = 0...1
  /// The daily XP goal.
  static let goal = 1...10_000
  /// A node's stars.
  static let stars = 0...3
  /// A review card's stability, in days.
  static let stability = Card.stabilityRange
  /// A review card's difficulty.
  static let difficulty = Card.difficultyRange
  /// A review card's learning step.
  static let step = 0...1_000
  /// A league tier, Bronze (0) to Diamond (9).
  static let leagueTier = 0...9
  /// Streak freezes equipped.
  static let freezes = 0...Freezes.maximum
  /// A card's state number.
  static let cardState = 0...Int(UInt8.max)
  /// An exercise's place in its node.
  static let exercise = 0...1_000_000
}

/// One row about to be written to the progress file, every value checked against the range loading checks
/// (`StoredRange`), so that a save never writes what a load would call damaged.
struct StoredValues {
  let table: String
  let path: String
  private(set) var values: [SQLValue] = []
  /// The column of each value, in order.
  private(set) var columns: [String] = []

  init(_ table: String, path: String) {
    self.table = table
    self.path = path
  }

  /// Writes the row, replacing the one of the same key; `fixed` are columns whose values are the same for
  /// every row (the learner's `id = 1`), written before the checked ones.
  func insert(into database: SQLiteDatabase, fixed: [(String, SQLValue)] = []) throws(StoreError) {
    let names = (fixed.map(\.0) + columns).joined(separator: ", ")
    let marks = Array(repeating: "?", count: fixed.count + columns.count).joined(separator: ", ")
    try database.query(
      "INSERT OR REPLACE INTO \(table) (\(names)) VALUES (\(marks))", fixed.map(\.1) + values)
  }

  /// Adds the whole number `value` of `column`, which must lie in `range`.
  mutating func int(_ column: String, _ value: Int, _ range: ClosedRange<Int>) throws(StoreError) {
    guard range.contains(value) else { throw refused(column, "\(value)", range) }
    add(column, .integer(Int64(value)))
  }

  /// Adds the number `value` of `column`, which must be finite and lie in `range`.
  mutating func double(_ column: String, _ value: Double, _ range: ClosedRange<Double>) throws(StoreError) {
    guard value.isFinite, range.contains(value) else { throw refused(column, "\(value)", range) }
    add(column, .real(value))
  }

  /// Adds `value` of `column`, or NULL for nil; a number must lie in `range`.
  mutating func optionalDouble(_ column: String, _ value: Double?, _ range: ClosedRange<Double>)
    throws(StoreError)
  {
    guard let value else { return add(column, .null) }
    try double(column, value, range)
  }

  /// Adds `value` of `column`, or NULL for nil; a number must lie in `range`.
  mutating func optionalInt(_ column: String, _ value: Int?, _ range: ClosedRange<Int>) throws(StoreError) {
    guard let value else { return add(column, .null) }
    try int(column, value, range)
  }

  /// Adds the time `date` of `column`, within `StoredRange.seconds`.
  mutating func date(_ column: String, _ date: Date) throws(StoreError) {
    try double(column, date.timeIntervalSince1970, StoredRange.seconds)
  }

  /// Adds the time `date` of `column` or NULL for nil, within `StoredRange.seconds`.
  mutating func optionalDate(_ column: String, _ date: Date?) throws(StoreError) {
    try optionalDouble(column, date?.timeIntervalSince1970, StoredRange.seconds)
  }

  /// Adds the day `day` of `column`, within `StoredRange.day`.
  mutating func day(_ column: String, _ day: Day) throws(StoreError) {
    guard StoredRange.day.contains(day.ordinal) else { throw refused(column, "\(day)", dayRange) }
    add(column, .integer(Int64(day.ordinal)))
  }

  /// Adds the text `value` of `column`, or NULL for nil.
  mutating func text(_ column: String, _ value: String?) {
    add(column, value.map(SQLValue.text) ?? .null)
  }

  /// Adds the text `value` of `column`, or NULL for nil; text must be one `reads` takes back, as loading
  /// reads it (`StoredRow.choice`).
  mutating func choice(_ column: String, _ value: String?, reads: (String) -> Bool) throws(StoreError) {
    if let value, !reads(value) {
      throw StoreError(
        kind: .other,
        message:
          "lingo refused to save \(table).\(column) = '\(value)', which would not load; nothing was written",
        path: path)
    }
    text(column, value)
  }

  private mutating func add(_ column: String, _ value: SQLValue) {
    columns.append(column)
    values.append(value)
  }

  private var dayRange: String {
    "\(Day(ordinal: StoredRange.day.lowerBound)) to \(Day(ordinal: StoredRange.day.upperBound))"
  }

  private func refused<T>(_ column: String, _ value: String, _ range: ClosedRange<T>) -> StoreError {
    refused(column, value, "\(range.lowerBound) to \(range.upperBound)")
  }

  private func refused(_ column: String, _ value: String, _ range: String) -> StoreError {
    StoreError(
      kind: .other,
      message: "lingo refused to save \(table).\(column) = \(value), outside \(range); nothing was written",
      path: path)
  }
}

/// One row read from the progress file, every column read by name and checked for its type and range as
/// it is read.
struct StoredRow {
  let row: SQLiteRow
  let table: String
  let path: String

  /// The value of column `column`; a column the row lacks is damage.
  private func value(_ column: String) throws(StoreError) -> SQLValue {
    guard let value = row[column] else { throw damaged(column, "is missing") }
    return value
  }

  /// The whole number in column `column`, which must lie in `range`.
  func int(_ column: String, _ range: ClosedRange<Int>) throws(StoreError) -> Int {
    guard case .integer(let value) = try value(column) else { throw damaged(column, "is not a whole number") }
    guard let number = Int(exactly: value), range.contains(number) else {
      throw damaged(column, "is \(value), outside \(range.lowerBound) to \(range.upperBound)")
    }
    return number
  }

  /// The number in column `column`, which must be finite and lie in `range`.
  func double(_ column: String, _ range: ClosedRange<Double>) throws(StoreError) -> Double {
    let number: Double
    switch try value(column) {
    case .real(let value): number = value
    case .integer(let value): number = Double(value)
    default: throw damaged(column, "is not a number")
    }
    guard number.isFinite, range.contains(number) else {
      throw damaged(column, "is \(number), outside \(range.lowerBound) to \(range.upperBound)")
    }
    return number
  }

  /// The number in column `column` or nil for NULL; a number must lie in `range`.
  func optionalDouble(_ column: String, _ range: ClosedRange<Double>) throws(StoreError) -> Double? {
    try value(column) == .null ? nil : try double(column, range)
  }

  /// The whole number in column `column` or nil for NULL; a number must lie in `range`.
  func optionalInt(_ column: String, _ range: ClosedRange<Int>) throws(StoreError) -> Int? {
    try value(column) == .null ? nil : try int(column, range)
  }

  /// The time in column `column`, in seconds since 1970 within `StoredRange.seconds`.
  func date(_ column: String) throws(StoreError) -> Date {
    Date(timeIntervalSince1970: try double(column, StoredRange.seconds))
  }

  /// The day in column `column`, within `StoredRange.day`.
  func day(_ column: String) throws(StoreError) -> Day { Day(ordinal: try int(column, StoredRange.day)) }

  /// The value of column `column`'s text that `make` knows (one of an enumeration's names).
  func choice<T>(_ column: String, _ make: (String) -> T?) throws(StoreError) -> T {
    let name = try text(column)
    guard let value = make(name) else { throw damaged(column, "is '\(name)', not one of the names it takes") }
    return value
  }

  /// The value of column `column`'s text that `make` knows, or nil for NULL.
  func optionalChoice<T>(_ column: String, _ make: (String) -> T?) throws(StoreError) -> T? {
    try value(column) == .null ? nil : try choice(column, make)
  }

  /// The text in column `column`. A blob reads as the text its bytes spell up to the first NUL, as SQLite
  /// hands a blob out as text.
  func text(_ column: String) throws(StoreError) -> String {
    switch try value(column) {
    case .text(let value): return value
    case .blob(let bytes): return String(decoding: bytes.prefix { $0 != 0 }, as: UTF8.self)
    default: throw damaged(column, "is not text")
    }
  }

  private func damaged(_ column: String, _ problem: String) -> StoreError {
    StoreError(kind: .corrupt, message: "\(table).\(column) \(problem)", path: path)
  }
}

extension SQLiteDatabase {
  /// The rows of `SELECT columns FROM table tail`, each ready to be read by name with its checks.
  func rows(_ columns: [String], from table: String, _ tail: String = "", _ values: [SQLValue] = [])
    throws(StoreError) -> [StoredRow]
  {
    try rows("SELECT \(columns.joined(separator: ", ")) FROM \(table) \(tail)", values).map {
      StoredRow(row: $0, table: table, path: path)
    }
  }
}
