/// The 21 weights of the FSRS-6 memory model.
public struct Parameters: Sendable, Equatable {
  /// w0…w20, each within `Parameters.bounds`.
  public let weights: [Double]

  /// FSRS-6's published defaults, as py-fsrs 6.3.2 ships them.
  public static let defaults = Parameters(
    checked: [
      0.212, 1.2931, 2.3065, 8.2956, 6.4133, 0.8334, 3.0194, 0.001, 1.8722, 0.1666, 0.796, 1.4835, 0.0614,
      0.2629, 1.6483, 0.6014, 1.8729, 0.5425, 0.0912, 0.0658, 0.1542,
    ])

  /// The range each weight may take (the optimizer's clamps).
  public static let bounds: [ClosedRange<Double>] = [
    0.001...100, 0.001...100, 0.001...100, 0.001...100, 1...10, 0.001...4, 0.001...4, 0.001...0.75,
    0...4.5, 0...0.8, 0.001...3.5, 0.001...5, 0.001...0.25, 0.001...0.9, 0...4, 0...1, 1...6, 0...2, 0...2,
    0...0.8, 0.1...0.8,
  ]

  /// Weights checked against their count and bounds.
  public init(_ weights: [Double]) throws(ReviewError) {
    guard weights.count == Self.bounds.count else { throw .wrongWeightCount(weights.count) }
    for (index, (weight, range)) in zip(weights, Self.bounds).enumerated() where !range.contains(weight) {
      throw .weightOutOfRange(index: index, value: weight, range: range)
    }
    self.weights = weights
  }

  private init(checked weights: [Double]) { self.weights = weights }
}
