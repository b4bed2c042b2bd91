import Foundation

/// Intervals: whole days from stability, fuzz, and the whole days between two times.
extension Scheduler {
  /// The days until recall falls to the desired retention, rounded half to even, 1…maximum.
  func nextInterval(_ stability: Double) -> Int {
    let exact = (stability / factor) * intervalScale
    guard !exact.isNaN else { return 1 }
    return Int(min(max(exact.rounded(.toNearestOrEven), 1), Double(maximumInterval)))
  }

  /// `interval` days spread at random over a range that widens with the interval (none below 3 days).
  func fuzzed(_ interval: Int, using generator: inout some RandomNumberGenerator) -> Int {
    guard interval >= 3 else { return interval }
    let days = Double(interval)
    let delta = Self.fuzzRanges.reduce(1.0) { delta, range in
      delta + range.factor * max(min(days, range.end) - range.start, 0)
    }
    let upper = min(Int((days + delta).rounded(.toNearestOrEven)), maximumInterval)
    let lower = min(max(2, Int((days - delta).rounded(.toNearestOrEven))), upper)
    let spread = Double.random(in: 0..<1, using: &generator) * Double(upper - lower + 1) + Double(lower)
    return min(Int(spread.rounded(.toNearestOrEven)), maximumInterval)
  }

  /// Where fuzz grows: each day of the interval inside a range adds `factor` days either way.
  private static let fuzzRanges: [(start: Double, end: Double, factor: Double)] = [
    (2.5, 7, 0.15), (7, 20, 0.1), (20, .infinity, 0.05),
  ]

  /// Whole 24-hour periods from `start` to `end`, rounded down (negative when `end` comes first),
  /// with the times taken to the microsecond as Python's `timedelta.days` does.
  static func wholeDays(from start: Date, to end: Date) -> Int {
    let seconds = end.timeIntervalSince(start)
    if let whole = Int(exactly: seconds) {
      // The common case, whole seconds, without rounding to microseconds.
      let quotient = whole / 86_400
      return whole % 86_400 < 0 ? quotient - 1 : quotient
    }
    let microseconds = (seconds * 1_000_000).rounded(.toNearestOrEven)
    guard !microseconds.isNaN else { return 0 }
    let limit = 9.0e18
    let clamped = Int64(min(max(microseconds, -limit), limit))
    let day: Int64 = 86_400_000_000
    let quotient = clamped / day
    return Int(clamped % day < 0 ? quotient - 1 : quotient)
  }
}
