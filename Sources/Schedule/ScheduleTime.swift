import Foundation
import Learner

/// ISO 8601 times as `lingo schedule` reads them, with their offset: the grammar's ISO 8601 profile
/// (`Timestamp.time`), the date's day number cached.
enum ScheduleTime {
  /// Microseconds since 1970 for `YYYY-MM-DD(T| )HH:MM[:SS[.fraction]](Z|±HH[:MM])`; nil if it is not one.
  /// Digits of the fraction past the sixth are dropped, as Python's `datetime.fromisoformat` does.
  static func parse(_ text: UnsafeBufferPointer<UInt8>, cache: inout ScheduleDayCache) -> Int64? {
    guard let day = day(text, cache: &cache), let time = Timestamp.time(text, .iso8601) else { return nil }
    return (day * 86_400 + time.seconds) * 1_000_000 + time.nanoseconds / 1_000
  }

  /// The day number of the text's `YYYY-MM-DD`, from the cache when it is the last date read.
  private static func day(_ text: UnsafeBufferPointer<UInt8>, cache: inout ScheduleDayCache) -> Int64? {
    guard text.count >= 10, let base = text.baseAddress else { return nil }
    let raw = UnsafeRawPointer(base)
    let key = (raw.loadUnaligned(as: UInt64.self), raw.loadUnaligned(fromByteOffset: 8, as: UInt16.self))
    if key == cache.readText { return cache.readDay }
    guard let (year, month, day) = Timestamp.date(text), year >= 1 else { return nil }
    cache.readText = key
    cache.readDay = Int64(Day(year: Int(year), month: Int(month), day: Int(day)).ordinal)
    return cache.readDay
  }

  /// The times that read back once written in UTC, in microseconds since 1970: 0001-01-01T00:00:00Z to
  /// 9999-12-31T23:59:59.999999Z. A due time is kept inside them, so `lingo schedule` writes no time it
  /// would refuse to read.
  static let readable: ClosedRange<Int64> = -62_135_596_800_000_000...253_402_300_799_999_999

  /// Microseconds from 1970 to 2001, where Date counts from.
  static let referenceOffset: Int64 = 978_307_200_000_000

  /// The Date of a parsed time: the nearest to it, counted from 2001 so that microseconds survive.
  static func date(microseconds: Int64) -> Date {
    Date(timeIntervalSinceReferenceDate: Double(microseconds - referenceOffset) / 1_000_000)
  }
}
