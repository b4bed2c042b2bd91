import Foundation

/// Why a scheduler can't be made from the settings it was given.
public enum ReviewError: Error, Equatable, Sendable, LocalizedError {
  /// The desired retention is outside 0.70–0.97.
  case retentionOutOfRange(Double)
  /// FSRS-6 has 21 weights; this many were given.
  case wrongWeightCount(Int)
  /// A weight is outside the range FSRS-6 allows.
  case weightOutOfRange(index: Int, value: Double, range: ClosedRange<Double>)
  /// A learning or relearning step is negative or not finite.
  case badStep(TimeInterval)
  /// The maximum interval is less than one day.
  case maximumIntervalTooShort(Int)

  public var errorDescription: String? {
    switch self {
    case .retentionOutOfRange(let value):
      "desired retention \(value) is outside \(Scheduler.retentionRange.lowerBound)–"
        + "\(Scheduler.retentionRange.upperBound)"
    case .wrongWeightCount(let count):
      "FSRS-6 needs \(Parameters.defaults.weights.count) weights, not \(count)"
    case .weightOutOfRange(let index, let value, let range):
      "weight \(index) is \(value), outside \(range.lowerBound)–\(range.upperBound)"
    case .badStep(let seconds):
      "a step of \(seconds) seconds is not a duration"
    case .maximumIntervalTooShort(let days):
      "a maximum interval of \(days) days is shorter than one day"
    }
  }
}
