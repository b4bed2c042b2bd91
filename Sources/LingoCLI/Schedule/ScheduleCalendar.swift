/// Proleptic Gregorian dates as days since 1970-01-01 and back (Howard Hinnant's algorithms).
enum ScheduleCalendar {
  static func isLeap(_ year: Int64) -> Bool { year % 4 == 0 && (year % 100 != 0 || year % 400 == 0) }

  static func daysIn(month: Int64, year: Int64) -> Int64 {
    switch month {
    case 2: isLeap(year) ? 29 : 28
    case 4, 6, 9, 11: 30
    default: 31
    }
  }

  /// Days from 1970-01-01 to the date.
  static func daysSince1970(year: Int64, month: Int64, day: Int64) -> Int64 {
    let y = month <= 2 ? year - 1 : year
    let era = y.quotientRoundingDown(400)
    let yearOfEra = y - era * 400
    let dayOfYear = (153 * (month > 2 ? month - 3 : month + 9) + 2) / 5 + day - 1
    let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
    return era * 146_097 + dayOfEra - 719_468
  }

  /// The year, month and day `days` after 1970-01-01.
  static func date(daysSince1970 days: Int64) -> (year: Int64, month: Int64, day: Int64) {
    let z = days + 719_468
    let era = z.quotientRoundingDown(146_097)
    let dayOfEra = z - era * 146_097
    let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36524 - dayOfEra / 146_096) / 365
    let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
    let shifted = (5 * dayOfYear + 2) / 153
    let day = dayOfYear - (153 * shifted + 2) / 5 + 1
    let month = shifted < 10 ? shifted + 3 : shifted - 9
    return (yearOfEra + era * 400 + (month <= 2 ? 1 : 0), month, day)
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
