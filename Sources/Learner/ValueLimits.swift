import Foundation

/// The ranges the progress file keeps the learner's values in (docs/progress-files.md): the rules stop a
/// value at its range's end instead of making one that loading would call damaged.
public enum ValueLimits {
  /// Gems, XP, lessons, quest and league progress: 0 to a trillion (sums of these cannot overflow).
  public static let count = 0...1_000_000_000_000
  /// The streak and the top-three finishes: up to a million.
  public static let streak = 0...1_000_000
  /// A time, in seconds since 1970: 1970-01-01T00:00:00Z to 9999-12-31T23:59:59Z.
  public static let seconds: ClosedRange<Double> = 0...253_402_300_799
  /// A day, as days since 1970-01-01: 1970-01-01 to 9999-12-31.
  public static let day = 0...2_932_896
}

extension ClosedRange {
  /// `value`, or the nearer end of the range when it lies outside.
  public func clamp(_ value: Bound) -> Bound { Swift.min(Swift.max(value, lowerBound), upperBound) }
}

extension Int {
  /// `self + other` kept within `range`, without trapping however large either is.
  public func adding(_ other: Int, within range: ClosedRange<Int>) -> Int {
    let (sum, overflow) = addingReportingOverflow(other)
    if overflow { return other > 0 ? range.upperBound : range.lowerBound }
    return range.clamp(sum)
  }
}
