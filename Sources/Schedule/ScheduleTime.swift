import Foundation
import Learner

/// ISO 8601 times as `lingo schedule` reads them, with their offset.
enum ScheduleTime {
  /// Microseconds since 1970 for `YYYY-MM-DD(T| )HH:MM[:SS[.fraction]](Z|±HH[:MM])`; nil if it is not one.
  /// Digits of the fraction past the sixth are dropped, as Python's `datetime.fromisoformat` does.
  static func parse(_ text: UnsafeBufferPointer<UInt8>, cache: inout ScheduleDayCache) -> Int64? {
    guard let day = day(text, cache: &cache) else { return nil }
    // The usual layouts, `…THH:MM:SSZ` and `…THH:MM:SS±HH:MM`, read directly.
    if text.count == 20, text[19] == UInt8(ascii: "Z"), let seconds = secondsOfDay(text) {
      return (day * 86_400 + seconds) * 1_000_000
    }
    if text.count == 25, text[22] == UInt8(ascii: ":"), let seconds = secondsOfDay(text),
      let hours = twoDigits(text, at: 20), let minutes = twoDigits(text, at: 23), hours < 24, minutes < 60
    {
      let sign: Int64? = text[19] == UInt8(ascii: "+") ? 1 : text[19] == UInt8(ascii: "-") ? -1 : nil
      if let sign { return (day * 86_400 + seconds - sign * (hours * 3600 + minutes * 60)) * 1_000_000 }
    }
    var reader = Reader(bytes: text, index: 10)
    guard reader.skip(UInt8(ascii: "T")) || reader.skip(UInt8(ascii: " ")),
      let hour = reader.digits(2), reader.skip(UInt8(ascii: ":")), let minute = reader.digits(2)
    else { return nil }
    var second: Int64 = 0
    var microsecond: Int64 = 0
    if reader.skip(UInt8(ascii: ":")) {
      guard let value = reader.digits(2) else { return nil }
      second = value
      if reader.skip(UInt8(ascii: ".")) || reader.skip(UInt8(ascii: ",")) {
        guard let fraction = reader.fraction() else { return nil }
        microsecond = fraction
      }
    }
    guard let offset = reader.offset(), reader.atEnd, hour < 24, minute < 60, second < 60 else { return nil }
    let seconds = day * 86_400 + hour * 3600 + minute * 60 + second
    return (seconds - offset) * 1_000_000 + microsecond
  }

  /// The seconds into the day of `…THH:MM:SS…` at offset 10, or nil.
  private static func secondsOfDay(_ text: UnsafeBufferPointer<UInt8>) -> Int64? {
    guard text[10] == UInt8(ascii: "T"), text[13] == UInt8(ascii: ":"), text[16] == UInt8(ascii: ":"),
      let hour = twoDigits(text, at: 11), let minute = twoDigits(text, at: 14),
      let second = twoDigits(text, at: 17), hour < 24, minute < 60, second < 60
    else { return nil }
    return hour * 3600 + minute * 60 + second
  }

  private static func twoDigits(_ text: UnsafeBufferPointer<UInt8>, at index: Int) -> Int64? {
    let tens = text[index] &- UInt8(ascii: "0")
    let ones = text[index + 1] &- UInt8(ascii: "0")
    guard tens < 10, ones < 10 else { return nil }
    return Int64(tens) * 10 + Int64(ones)
  }

  /// The day number of the text's `YYYY-MM-DD`, from the cache when it is the last date read.
  private static func day(_ text: UnsafeBufferPointer<UInt8>, cache: inout ScheduleDayCache) -> Int64? {
    guard text.count >= 10, let base = text.baseAddress else { return nil }
    let raw = UnsafeRawPointer(base)
    let key = (raw.loadUnaligned(as: UInt64.self), raw.loadUnaligned(fromByteOffset: 8, as: UInt16.self))
    if key == cache.readText { return cache.readDay }
    var reader = Reader(bytes: text, index: 0)
    guard let year = reader.digits(4), reader.skip(UInt8(ascii: "-")), let month = reader.digits(2),
      reader.skip(UInt8(ascii: "-")), let day = reader.digits(2),
      year >= 1, (1...12).contains(month),
      (1...ScheduleCalendar.daysIn(month: month, year: year)).contains(day)
    else { return nil }
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

  /// A cursor over the bytes of a time.
  private struct Reader {
    let bytes: UnsafeBufferPointer<UInt8>
    var index: Int

    var atEnd: Bool { index == bytes.count }

    mutating func skip(_ byte: UInt8) -> Bool {
      guard index < bytes.count, bytes[index] == byte else { return false }
      index += 1
      return true
    }

    mutating func digits(_ count: Int) -> Int64? {
      guard index + count <= bytes.count else { return nil }
      var value: Int64 = 0
      for _ in 0..<count {
        let digit = bytes[index] &- UInt8(ascii: "0")
        guard digit < 10 else { return nil }
        value = value * 10 + Int64(digit)
        index += 1
      }
      return value
    }

    /// One or more digits as microseconds, truncated after the sixth.
    mutating func fraction() -> Int64? {
      var value: Int64 = 0
      var count = 0
      while index < bytes.count, bytes[index] &- UInt8(ascii: "0") < 10 {
        if count < 6 { value = value * 10 + Int64(bytes[index] &- UInt8(ascii: "0")) }
        count += 1
        index += 1
      }
      guard count > 0 else { return nil }
      for _ in count..<max(count, 6) { value *= 10 }
      return value
    }

    /// `Z`, `±HH`, `±HHMM` or `±HH:MM` as seconds east of UTC; nil when there is no offset.
    mutating func offset() -> Int64? {
      if skip(UInt8(ascii: "Z")) { return 0 }
      let sign: Int64
      if skip(UInt8(ascii: "+")) {
        sign = 1
      } else if skip(UInt8(ascii: "-")) {
        sign = -1
      } else {
        return nil
      }
      guard let hours = digits(2), hours < 24 else { return nil }
      var minutes: Int64 = 0
      if !atEnd {
        _ = skip(UInt8(ascii: ":"))
        guard let value = digits(2), value < 60 else { return nil }
        minutes = value
      }
      return sign * (hours * 3600 + minutes * 60)
    }
  }
}
