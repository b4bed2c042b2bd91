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
    guard let range = fuzzRange(days(interval)) else { return interval }
    return Int(fuzzedInterval(range, draw: Double.random(in: 0..<1, using: &generator)) / 86_400)
  }

  /// The days a review interval may be fuzzed to, as py-fsrs has them: round(d ± δ), δ growing 0.15,
  /// 0.1 and 0.05 a day past 2.5, 7 and 20 days; nil for an interval under 3 days, which stays.
  @usableFromInline
  func fuzzRange(_ interval: TimeInterval) -> ClosedRange<Int>? {
    let whole = Int((interval / 86_400).rounded(.down))
    guard whole >= 3 else { return nil }
    let days = Double(whole)
    let delta = Self.fuzzRanges.reduce(1.0) { delta, range in
      delta + range.factor * max(min(days, range.end) - range.start, 0)
    }
    let upper = min(Int((days + delta).rounded(.toNearestOrEven)), maximumInterval)
    let lower = min(max(2, Int((days - delta).rounded(.toNearestOrEven))), upper)
    return lower...upper
  }

  /// The fuzzed interval for a `draw` from 0..<1: like py-fsrs, it spreads over one day more than the
  /// range before rounding, and the maximum interval caps it.
  @usableFromInline
  func fuzzedInterval(_ range: ClosedRange<Int>, draw: Double) -> TimeInterval {
    let spread = draw * Double(range.count) + Double(range.lowerBound)
    return days(min(Int(spread.rounded(.toNearestOrEven)), maximumInterval))
  }

  /// Where fuzz grows: each day of the interval inside a range adds `factor` days either way.
  private static let fuzzRanges: [(start: Double, end: Double, factor: Double)] = [
    (2.5, 7, 0.15), (7, 20, 0.1), (20, .infinity, 0.05),
  ]

  /// `count` days in seconds.
  func days(_ count: Int) -> TimeInterval { TimeInterval(count) * 86_400 }

  /// `date` moved by `seconds`, to the microsecond as Python's datetime arithmetic is: the sum is
  /// made in whole microseconds, so a due date far ahead keeps the fraction of its review's time.
  @usableFromInline
  static func moved(_ date: Date, by seconds: TimeInterval) -> Date {
    let start = date.timeIntervalSinceReferenceDate
    if let whole = Int64(exactly: start), let step = Int64(exactly: seconds), whole.magnitude < 1 << 52,
      step.magnitude < 1 << 52
    {
      return Date(timeIntervalSinceReferenceDate: Double(whole + step))
    }
    let whole = start.rounded(.down)
    let microseconds =
      whole * 1_000_000 + ((start - whole) * 1_000_000).rounded() + (seconds * 1_000_000).rounded()
    return Date(timeIntervalSinceReferenceDate: microseconds / 1_000_000)
  }

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
