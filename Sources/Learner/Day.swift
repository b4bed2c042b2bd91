import Foundation

/// A calendar day in the learner's own time zone; streaks count these, never 24-hour periods.
public struct Day: Hashable, Comparable, Sendable, CustomStringConvertible {
  /// Days since 1970-01-01 in the proleptic Gregorian calendar.
  public let ordinal: Int

  public init(ordinal: Int) { self.ordinal = ordinal }

  /// The day `date` falls on in `timeZone`.
  public init(_ date: Date, in timeZone: TimeZone) {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = timeZone
    let parts = calendar.dateComponents([.year, .month, .day], from: date)
    self.init(year: parts.year ?? 1970, month: parts.month ?? 1, day: parts.day ?? 1)
  }

  /// The day with this year, month (1–12) and day of month.
  public init(year: Int, month: Int, day: Int) {
    // Days from civil (Howard Hinnant's algorithm).
    let y = month <= 2 ? year - 1 : year
    let era = (y >= 0 ? y : y - 399) / 400
    let yoe = y - era * 400
    let mp = (month + 9) % 12
    let doy = (153 * mp + 2) / 5 + day - 1
    let doe = yoe * 365 + yoe / 4 - yoe / 100 + doy
    ordinal = era * 146_097 + doe - 719_468
  }

  /// Year, month and day of month.
  public var parts: (year: Int, month: Int, day: Int) {
    let z = ordinal + 719_468
    let era = (z >= 0 ? z : z - 146_096) / 146_097
    let doe = z - era * 146_097
    let yoe = (doe - doe / 1460 + doe / 36524 - doe / 146_096) / 365
    let doy = doe - (365 * yoe + yoe / 4 - yoe / 100)
    let mp = (5 * doy + 2) / 153
    let day = doy - (153 * mp + 2) / 5 + 1
    let month = mp < 10 ? mp + 3 : mp - 9
    return (yoe + era * 400 + (month <= 2 ? 1 : 0), month, day)
  }

  /// 0 for Sunday through 6 for Saturday.
  public var weekday: Int { ((ordinal % 7) + 7 + 4) % 7 }

  public func adding(_ days: Int) -> Day { Day(ordinal: ordinal + days) }

  public static func < (lhs: Day, rhs: Day) -> Bool { lhs.ordinal < rhs.ordinal }

  /// `November 2026`.
  public var monthAndYear: String {
    let names = [
      "January", "February", "March", "April", "May", "June", "July", "August", "September", "October",
      "November", "December",
    ]
    return "\(names[parts.month - 1]) \(parts.year)"
  }

  /// ISO 8601, `2026-11-26`.
  public var description: String {
    let (y, m, d) = parts
    return String(format: "%04d-%02d-%02d", y, m, d)
  }
}
