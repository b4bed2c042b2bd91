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

  /// The time `text` names, or nil when it is not one of the forms above or not a real date.
  public static func parse(_ text: String) -> Date? {
    let bytes = Array(text.utf8)
    func number(_ range: Range<Int>) -> Int? {
      guard range.upperBound <= bytes.count else { return nil }
      var value = 0
      for byte in bytes[range] {
        guard (0x30...0x39).contains(byte) else { return nil }
        value = value * 10 + Int(byte - 0x30)
      }
      return value
    }
    func byte(_ index: Int) -> UInt8? { index < bytes.count ? bytes[index] : nil }
    guard let year = number(0..<4), byte(4) == 0x2D, let month = number(5..<7), byte(7) == 0x2D,
      let day = number(8..<10), (1970...9999).contains(year)
    else { return nil }
    var components = DateComponents(
      calendar: Calendar(identifier: .gregorian), timeZone: TimeZone(identifier: "UTC"), year: year,
      month: month, day: day)
    var index = 10
    var fraction = 0.0
    var offsetSeconds = 0
    if bytes.count > 10 {
      guard [0x54, 0x74].contains(byte(10)), let hour = number(11..<13), byte(13) == 0x3A,
        let minute = number(14..<16), byte(16) == 0x3A, let second = number(17..<19),
        hour < 24, minute < 60, second < 60
      else { return nil }
      (components.hour, components.minute, components.second) = (hour, minute, second)
      index = 19
      if byte(index) == 0x2E {
        let start = index + 1
        index = start
        while let digit = byte(index), (0x30...0x39).contains(digit), index - start < 9 { index += 1 }
        guard index > start, let digits = number(start..<index) else { return nil }
        fraction = Double(digits) / pow(10, Double(index - start))
      }
      guard let found = offset(bytes, from: index, number: number) else { return nil }
      offsetSeconds = found
    }
    // The wall time is read in UTC and the offset taken off by hand: TimeZone holds no offset past ±18:00.
    guard let date = components.date, components.isValidDate else { return nil }
    return date.addingTimeInterval(fraction - Double(offsetSeconds))
  }

  /// The offset at `index` (`Z`, `+01:00`, `-05:30`) in seconds, when it is the rest of the text.
  private static func offset(_ bytes: [UInt8], from index: Int, number: (Range<Int>) -> Int?) -> Int? {
    guard index < bytes.count else { return nil }
    if bytes[index] == 0x5A || bytes[index] == 0x7A { return index + 1 == bytes.count ? 0 : nil }
    guard [0x2B, 0x2D].contains(bytes[index]), bytes.count == index + 6, bytes[index + 3] == 0x3A,
      let hours = number((index + 1)..<(index + 3)), let minutes = number((index + 4)..<(index + 6)),
      hours < 24, minutes < 60
    else { return nil }
    let seconds = hours * 3600 + minutes * 60
    return bytes[index] == 0x2D ? -seconds : seconds
  }
}
