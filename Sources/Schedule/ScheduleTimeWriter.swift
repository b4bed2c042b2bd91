import Learner

/// Times as `lingo schedule` writes them: UTC, `2026-01-08T07:45:07Z`, with `.ffffff` when there are
/// microseconds.
enum ScheduleTimeWriter {
  /// Appends the time `microseconds` after 1970 (each append checks its room).
  static func write(microseconds: Int64, to output: ScheduleOutput, cache: inout ScheduleDayCache) {
    let seconds = microseconds.quotientRoundingDown(1_000_000)
    let fraction = microseconds - seconds * 1_000_000
    let day = seconds.quotientRoundingDown(86_400)
    let time = seconds - day * 86_400
    if day == cache.readDay {
      // Often the day of the review itself, whose text was just read.
      return writeCached(cache.readText, time: time, fraction: fraction, to: output)
    }
    let slot = Int(truncatingIfNeeded: day) & (cache.written.count - 1)
    if cache.written[slot].day != day {
      let parts = Day(ordinal: Int(day)).parts
      let (year, month, dayOfMonth) = (Int64(parts.year), Int64(parts.month), Int64(parts.day))
      guard year <= 9999 else {
        // Past the year 9999: not reached, since dues are kept to `ScheduleTime.readable`; were it, the
        // year would take five digits, uncached.
        output.appendDigits(UInt64(clamping: year), count: 5)
        output.append(UInt8(ascii: "-"))
        output.appendDigits(UInt64(month), count: 2)
        output.append(UInt8(ascii: "-"))
        output.appendDigits(UInt64(dayOfMonth), count: 2)
        return writeTime(time, fraction: fraction, to: output)
      }
      cache.written[slot] = (day, text(year: year, month: month, day: dayOfMonth))
    }
    writeCached(cache.written[slot].text, time: time, fraction: fraction, to: output)
  }

  private static func writeCached(
    _ date: (UInt64, UInt16), time: Int64, fraction: Int64, to output: ScheduleOutput
  ) {
    output.append(date)
    writeTime(time, fraction: fraction, to: output)
  }

  /// `YYYY-MM-DD` as ten bytes.
  private static func text(year: Int64, month: Int64, day: Int64) -> (UInt64, UInt16) {
    var text: (UInt64, UInt16) = (0, 0)
    withUnsafeMutableBytes(of: &text) { bytes in
      for (index, value) in [year / 1000, year / 100 % 10, year / 10 % 10, year % 10].enumerated() {
        bytes[index] = UInt8(ascii: "0") + UInt8(value)
      }
      (bytes[4], bytes[7]) = (UInt8(ascii: "-"), UInt8(ascii: "-"))
      (bytes[5], bytes[6]) = (UInt8(ascii: "0") + UInt8(month / 10), UInt8(ascii: "0") + UInt8(month % 10))
      (bytes[8], bytes[9]) = (UInt8(ascii: "0") + UInt8(day / 10), UInt8(ascii: "0") + UInt8(day % 10))
    }
    return text
  }

  /// Appends `THH:MM:SS[.ffffff]Z` for `time` seconds into the day.
  private static func writeTime(_ time: Int64, fraction: Int64, to output: ScheduleOutput) {
    let seconds = Int(time)
    output.append(UInt8(ascii: "T"))
    output.appendPair(seconds / 3600)
    output.append(UInt8(ascii: ":"))
    output.appendPair(seconds / 60 % 60)
    output.append(UInt8(ascii: ":"))
    output.appendPair(seconds % 60)
    if fraction != 0 {
      let micro = Int(fraction)
      output.append(UInt8(ascii: "."))
      output.appendPair(micro / 10_000)
      output.appendPair(micro / 100 % 100)
      output.appendPair(micro % 100)
    }
    output.append(UInt8(ascii: "Z"))
  }
}
