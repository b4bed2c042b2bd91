/// Month lengths for checking a date as it is read; day numbers come from `Day`.
enum ScheduleCalendar {
  static func isLeap(_ year: Int64) -> Bool { year % 4 == 0 && (year % 100 != 0 || year % 400 == 0) }

  static func daysIn(month: Int64, year: Int64) -> Int64 {
    switch month {
    case 2: isLeap(year) ? 29 : 28
    case 4, 6, 9, 11: 30
    default: 31
    }
  }
}

/// The last date read and the dates written lately: reviews and dues bunch on a few days, so most
/// times skip the calendar arithmetic.
struct ScheduleDayCache {
  /// The ten bytes `YYYY-MM-DD` of the last date read, and its day number.
  var readText: (UInt64, UInt16) = (0, 0)
  var readDay: Int64 = .min
  /// Days written and their text, `YYYY-MM-DD`, each in the slot its day number modulo 1,024 picks.
  var written = [(day: Int64, text: (UInt64, UInt16))](repeating: (.min, (0, 0)), count: 1024)
}

extension Int64 {
  /// The quotient rounded toward negative infinity.
  func quotientRoundingDown(_ divisor: Int64) -> Int64 {
    let quotient = self / divisor
    return (self % divisor != 0 && (self < 0) != (divisor < 0)) ? quotient - 1 : quotient
  }
}
