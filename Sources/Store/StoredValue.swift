import Foundation
import Learner

/// The documented range of every value kept in the progress file (docs/progress-files.md); a value of the
/// wrong type or outside its range means the file is damaged, so no arithmetic on it can trap.
enum StoredRange {
  /// Gems, XP, lessons, quest and league progress: 0 to a trillion (sums of these cannot overflow).
  static let count = 0...1_000_000_000_000
  /// Energy points.
  static let energy = 0...Energy.maximum
  /// A time, in seconds since 1970: 1970-01-01 to 9999-12-31.
  static let seconds: ClosedRange<Double> = 0...253_402_300_799
  /// A day, as days since 1970-01-01: up to 9999-12-31.
  static let day = 0...2_932_896
  /// The streak and the top-three finishes: up to a million.
  static let streak = 0...1_000_000
  /// A unit or node number on the path.
  static let pathNumber = 1...10_000
  /// An on/off setting.
  static let flag = 0...1
  /// The daily XP goal.
  static let goal = 1...10_000
  /// A node's stars.
  static let stars = 0...3
  /// A review card's stability, in days.
  static let stability: ClosedRange<Double> = 0...1_000_000
  /// A review card's difficulty.
  static let difficulty: ClosedRange<Double> = 1...10
  /// A review card's learning step.
  static let step = 0...1_000
  /// A league tier, Bronze (0) to Diamond (9).
  static let leagueTier = 0...9
  /// Streak freezes equipped.
  static let freezes = 0...2
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
