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
