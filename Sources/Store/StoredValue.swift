import Foundation
import Learner
import Review

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
}

/// One row about to be written to the progress file, every value checked against the range loading checks
/// (`StoredRange`), so that a save never writes what a load would call damaged.
struct StoredValues {
  let table: String
  let path: String
  private(set) var values: [SQLValue] = []

  init(_ table: String, path: String) {
    self.table = table
    self.path = path
  }

  /// Adds the whole number `value` of `column`, which must lie in `range`.
  mutating func int(_ column: String, _ value: Int, _ range: ClosedRange<Int>) throws(StoreError) {
    guard range.contains(value) else { throw refused(column, "\(value)", range) }
    values.append(.integer(Int64(value)))
  }

  /// Adds the number `value` of `column`, which must be finite and lie in `range`.
  mutating func double(_ column: String, _ value: Double, _ range: ClosedRange<Double>) throws(StoreError) {
    guard value.isFinite, range.contains(value) else { throw refused(column, "\(value)", range) }
    values.append(.real(value))
  }

  /// Adds `value` of `column`, or NULL for nil; a number must lie in `range`.
  mutating func optionalDouble(_ column: String, _ value: Double?, _ range: ClosedRange<Double>)
    throws(StoreError)
  {
    guard let value else { return values.append(.null) }
    try double(column, value, range)
  }

  /// Adds `value` of `column`, or NULL for nil; a number must lie in `range`.
  mutating func optionalInt(_ column: String, _ value: Int?, _ range: ClosedRange<Int>) throws(StoreError) {
    guard let value else { return values.append(.null) }
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
    values.append(.integer(Int64(day.ordinal)))
  }

  /// Adds the text `value` of `column`, or NULL for nil.
  mutating func text(_ column: String, _ value: String?) {
    values.append(value.map(SQLValue.text) ?? .null)
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

/// One row read from the progress file, every column checked for its type and range as it is read.
struct StoredRow {
  let values: [SQLValue]
  let table: String
  let columns: [String]
  let path: String

  /// The whole number in column `index`, which must lie in `range`.
  func int(_ index: Int, _ range: ClosedRange<Int>) throws(StoreError) -> Int {
    guard case .integer(let value) = values[index] else { throw damaged(index, "is not a whole number") }
    guard let number = Int(exactly: value), range.contains(number) else {
      throw damaged(index, "is \(value), outside \(range.lowerBound) to \(range.upperBound)")
    }
    return number
  }

  /// The number in column `index`, which must be finite and lie in `range`.
  func double(_ index: Int, _ range: ClosedRange<Double>) throws(StoreError) -> Double {
    let number: Double
    switch values[index] {
    case .real(let value): number = value
    case .integer(let value): number = Double(value)
    default: throw damaged(index, "is not a number")
    }
    guard number.isFinite, range.contains(number) else {
      throw damaged(index, "is \(number), outside \(range.lowerBound) to \(range.upperBound)")
    }
    return number
  }

  /// The number in column `index` or nil for NULL; a number must lie in `range`.
  func optionalDouble(_ index: Int, _ range: ClosedRange<Double>) throws(StoreError) -> Double? {
    values[index] == .null ? nil : try double(index, range)
  }

  /// The whole number in column `index` or nil for NULL; a number must lie in `range`.
  func optionalInt(_ index: Int, _ range: ClosedRange<Int>) throws(StoreError) -> Int? {
    values[index] == .null ? nil : try int(index, range)
  }

  /// The time in column `index`, in seconds since 1970 within `StoredRange.seconds`.
  func date(_ index: Int) throws(StoreError) -> Date {
    Date(timeIntervalSince1970: try double(index, StoredRange.seconds))
  }

  /// The day in column `index`, within `StoredRange.day`.
  func day(_ index: Int) throws(StoreError) -> Day { Day(ordinal: try int(index, StoredRange.day)) }

  /// The value of column `index`'s text that `make` knows (one of an enumeration's names).
  func choice<T>(_ index: Int, _ make: (String) -> T?) throws(StoreError) -> T {
    let name = try text(index)
    guard let value = make(name) else { throw damaged(index, "is '\(name)', not one of the names it takes") }
    return value
  }

  /// The value of column `index`'s text that `make` knows, or nil for NULL.
  func optionalChoice<T>(_ index: Int, _ make: (String) -> T?) throws(StoreError) -> T? {
    values[index] == .null ? nil : try choice(index, make)
  }

  /// The text in column `index`.
  func text(_ index: Int) throws(StoreError) -> String {
    guard case .text(let value) = values[index] else { throw damaged(index, "is not text") }
    return value
  }

  private func damaged(_ index: Int, _ problem: String) -> StoreError {
    StoreError(kind: .corrupt, message: "\(table).\(columns[index]) \(problem)", path: path)
  }
}

extension SQLiteDatabase {
  /// The rows of `SELECT columns FROM table tail`, each ready to be read with its checks.
  func rows(_ columns: [String], from table: String, _ tail: String = "", _ values: [SQLValue] = [])
    throws(StoreError) -> [StoredRow]
  {
    try query("SELECT \(columns.joined(separator: ", ")) FROM \(table) \(tail)", values).map {
      StoredRow(values: $0, table: table, columns: columns, path: path)
    }
  }
}
