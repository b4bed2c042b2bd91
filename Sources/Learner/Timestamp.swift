import Foundation

/// A strict time as a person types it (for `--now`): RFC 3339 with its offset (`2026-11-26T18:00:00Z`,
/// `…T18:00:00.5+01:00`), or a bare date at midnight UTC; from 1970-01-01 to 9999-12-31, offsets up to ±23:59.
public enum Timestamp {
  /// The times a command may run at (`--now`): 1970-03-01T00:00:00Z to 9999-10-31T23:59:59Z. The margin
  /// keeps what a command makes from its time inside the progress file's range (`ValueLimits`): the sample
  /// history reaches 35 days back, a league week starts up to six days before, a local day is up to a day
  /// off UTC, and review due dates stop at the range's end.
  public static let usable: ClosedRange<Date> =
    Date(timeIntervalSince1970: 5_097_600)...Date(timeIntervalSince1970: 253_397_030_399)

  /// `usable` as the text a message names it by.
  public static let usableText = "1970-03-01T00:00:00Z to 9999-10-31T23:59:59Z"

  /// The time `text` names, or nil when it is not one of the forms above or not a real date: the grammar's
  /// RFC 3339 profile (`time(_:_:)`), or a bare date, in the years 1970 to 9999.
  public static func parse(_ text: String) -> Date? {
    var text = text
    return text.withUTF8 { bytes -> Date? in
      guard let (year, month, day) = date(bytes), (1970...9999).contains(year) else { return nil }
      var time = TimeOfDay(seconds: 0)
      if bytes.count > 10 {
        guard let read = Self.time(bytes, .rfc3339) else { return nil }
        time = read
      }
      let midnight = Int64(Day(year: Int(year), month: Int(month), day: Int(day)).ordinal) * 86_400
      let fraction =
        time.fractionDigits == 0 ? 0 : Double(time.nanoseconds) / 1_000_000_000
      // The wall time is read in UTC and the offset taken off after: no time zone holds an offset past ±18:00.
      return Date(timeIntervalSince1970: Double(midnight + time.seconds + time.offset))
        .addingTimeInterval(fraction - Double(time.offset))
    }
  }
}

/// The one grammar of times `lingo` reads, byte by byte: `YYYY-MM-DD`, then `T`, the time of day, a fraction
/// and the offset. `Timestamp.parse` reads it for `--now` (the RFC 3339 profile, plus a bare date and the
/// usable range); `lingo schedule` reads its review times with it (the ISO 8601 profile), millions a second.
extension Timestamp {
  /// Which of the grammar's forms are taken.
  @frozen
  public enum Profile: Sendable {
    /// RFC 3339, as a person types it: `T` or `t`, seconds, a `.` fraction of one to nine digits, then `Z`,
    /// `z` or `±HH:MM`.
    case rfc3339
    /// ISO 8601 as Python's `datetime.fromisoformat` writes it: `T` or a space, seconds optional, a `.` or
    /// `,` fraction of any length (digits past the ninth dropped), then `Z`, `±HH`, `±HHMM` or `±HH:MM`.
    case iso8601
  }

  /// The time after a date's ten bytes: seconds from that date's midnight UTC (the time of day less the
  /// offset, so from a day before to a day after), the offset itself, and the fraction of a second.
  public struct TimeOfDay: Sendable, Equatable {
    public var seconds: Int64
    /// Seconds east of UTC.
    public var offset: Int64
    /// The fraction's first nine digits, as nanoseconds.
    public var nanoseconds: Int64
    /// How many digits the fraction had (0 without one).
    public var fractionDigits: Int

    @inlinable
    public init(seconds: Int64, offset: Int64 = 0, nanoseconds: Int64 = 0, fractionDigits: Int = 0) {
      (self.seconds, self.offset) = (seconds, offset)
      (self.nanoseconds, self.fractionDigits) = (nanoseconds, fractionDigits)
    }
  }

  /// The date `YYYY-MM-DD` that `text` starts with (years 0000 to 9999, a real day of the month), or nil.
  @inlinable
  public static func date(_ text: UnsafeBufferPointer<UInt8>) -> (year: Int64, month: Int64, day: Int64)? {
    guard text.count >= 10, text[4] == UInt8(ascii: "-"), text[7] == UInt8(ascii: "-"),
      let century = twoDigits(text, at: 0), let rest = twoDigits(text, at: 2),
      let month = twoDigits(text, at: 5), let day = twoDigits(text, at: 8), (1...12).contains(month)
    else { return nil }
    let year = century * 100 + rest
    guard day >= 1, day <= daysIn(month: month, year: year) else { return nil }
    return (year, month, day)
  }

  /// The time that follows the date in `text` (from byte 10 to the end), in `profile`'s forms; nil when
  /// the rest of the text is not one.
  @inlinable
  public static func time(_ text: UnsafeBufferPointer<UInt8>, _ profile: Profile) -> TimeOfDay? {
    // The usual layouts, `…THH:MM:SSZ` and `…THH:MM:SS±HH:MM`, read directly.
    if text.count == 20, isZulu(text[19], profile), let seconds = secondsOfDay(text, profile) {
      return TimeOfDay(seconds: seconds)
    }
    if text.count == 25, text[22] == UInt8(ascii: ":"), let seconds = secondsOfDay(text, profile),
      let hours = twoDigits(text, at: 20), let minutes = twoDigits(text, at: 23), hours < 24, minutes < 60
    {
      let sign: Int64? = text[19] == UInt8(ascii: "+") ? 1 : text[19] == UInt8(ascii: "-") ? -1 : nil
      if let sign {
        let offset = sign * (hours * 3600 + minutes * 60)
        return TimeOfDay(seconds: seconds - offset, offset: offset)
      }
    }
    var reader = TimeReader(bytes: text, index: 10)
    let separated =
      reader.skip(UInt8(ascii: "T"))
      || (profile == .rfc3339 ? reader.skip(UInt8(ascii: "t")) : reader.skip(UInt8(ascii: " ")))
    guard separated, let hour = reader.digits(2), reader.skip(UInt8(ascii: ":")),
      let minute = reader.digits(2)
    else { return nil }
    var time = TimeOfDay(seconds: 0)
    var second: Int64 = 0
    if reader.skip(UInt8(ascii: ":")) {
      guard let value = reader.digits(2) else { return nil }
      second = value
      if reader.skip(UInt8(ascii: ".")) || (profile == .iso8601 && reader.skip(UInt8(ascii: ","))) {
        guard let (nanoseconds, digits) = reader.fraction(), profile == .iso8601 || digits <= 9 else {
          return nil
        }
        (time.nanoseconds, time.fractionDigits) = (nanoseconds, digits)
      }
    } else if profile == .rfc3339 {
      return nil
    }
    guard let offset = reader.offset(profile), reader.atEnd, hour < 24, minute < 60, second < 60 else {
      return nil
    }
    time.seconds = hour * 3600 + minute * 60 + second - offset
    time.offset = offset
    return time
  }

  @inlinable
  static func isZulu(_ byte: UInt8, _ profile: Profile) -> Bool {
    byte == UInt8(ascii: "Z") || (profile == .rfc3339 && byte == UInt8(ascii: "z"))
  }

  /// The seconds into the day of `…THH:MM:SS…` at offset 10, or nil.
  @inlinable
  static func secondsOfDay(_ text: UnsafeBufferPointer<UInt8>, _ profile: Profile) -> Int64? {
    let separator = text[10]
    guard separator == UInt8(ascii: "T") || (profile == .rfc3339 && separator == UInt8(ascii: "t")),
      text[13] == UInt8(ascii: ":"), text[16] == UInt8(ascii: ":"),
      let hour = twoDigits(text, at: 11), let minute = twoDigits(text, at: 14),
      let second = twoDigits(text, at: 17), hour < 24, minute < 60, second < 60
    else { return nil }
    return hour * 3600 + minute * 60 + second
  }

  /// The two digits at `index` (which with the next must be inside `text`) as a number, or nil.
  @inlinable
  static func twoDigits(_ text: UnsafeBufferPointer<UInt8>, at index: Int) -> Int64? {
    let tens = text[index] &- UInt8(ascii: "0")
    let ones = text[index + 1] &- UInt8(ascii: "0")
    guard tens < 10, ones < 10 else { return nil }
    return Int64(tens) * 10 + Int64(ones)
  }

  /// The days in `month` of `year` in the Gregorian calendar.
  @inlinable
  public static func daysIn(month: Int64, year: Int64) -> Int64 {
    switch month {
    case 2: year % 4 == 0 && (year % 100 != 0 || year % 400 == 0) ? 29 : 28
    case 4, 6, 9, 11: 30
    default: 31
    }
  }
}

/// A cursor over the bytes of a time.
@usableFromInline
struct TimeReader {
  @usableFromInline let bytes: UnsafeBufferPointer<UInt8>
  @usableFromInline var index: Int

  @inlinable
  init(bytes: UnsafeBufferPointer<UInt8>, index: Int) {
    self.bytes = bytes
    self.index = index
  }

  @inlinable
  var atEnd: Bool { index == bytes.count }

  @inlinable
  mutating func skip(_ byte: UInt8) -> Bool {
    guard index < bytes.count, bytes[index] == byte else { return false }
    index += 1
    return true
  }

  @inlinable
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

  /// One or more digits: the first nine as nanoseconds, and how many there were.
  @inlinable
  mutating func fraction() -> (nanoseconds: Int64, digits: Int)? {
    var value: Int64 = 0
    var count = 0
    while index < bytes.count, bytes[index] &- UInt8(ascii: "0") < 10 {
      if count < 9 { value = value * 10 + Int64(bytes[index] &- UInt8(ascii: "0")) }
      count += 1
      index += 1
    }
    guard count > 0 else { return nil }
    for _ in count..<max(count, 9) { value *= 10 }
    return (value, count)
  }

  /// `Z` or `±HH:MM` (and in ISO 8601 also `±HH` and `±HHMM`; in RFC 3339 also `z`) as seconds east of UTC;
  /// nil when there is no offset.
  @inlinable
  mutating func offset(_ profile: Timestamp.Profile) -> Int64? {
    if skip(UInt8(ascii: "Z")) || (profile == .rfc3339 && skip(UInt8(ascii: "z"))) { return 0 }
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
    if profile == .rfc3339 {
      guard skip(UInt8(ascii: ":")), let value = digits(2), value < 60 else { return nil }
      minutes = value
    } else if !atEnd {
      _ = skip(UInt8(ascii: ":"))
      guard let value = digits(2), value < 60 else { return nil }
      minutes = value
    }
    return sign * (hours * 3600 + minutes * 60)
  }
}
