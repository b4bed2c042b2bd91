import Foundation

/// Euler's number as Python's `math.e`; powers of it are taken with `pow`, as py-fsrs does, not `exp`.
private let e = 2.718281828459045

/// The lowest stability FSRS allows, in days.
private let minimumStability = 0.001

/// The terms of the memory equations that depend on the weights alone, each computed as py-fsrs does.
struct MemoryConstants: Sendable, Equatable {
  /// e^w8, the recall formula's scale.
  let recallScale: Double
  /// e^(w17·w18), which divides S to bound the stability after a lapse.
  let lapseDivisor: Double
  /// D₀(G) for each rating, unclamped (D₀(Easy) is the mean-reversion target), and e^(w17·(G − 3 + w18)),
  /// the same-day factor, for each rating.
  let initialDifficulties: [Double]
  let sameDayFactors: [Double]

  init(_ w: [Double]) {
    recallScale = pow(e, w[8])
    lapseDivisor = pow(e, w[17] * w[18])
    initialDifficulties = Rating.allCases.map { w[4] - pow(e, w[5] * Double($0.rawValue - 1)) + 1 }
    sameDayFactors = Rating.allCases.map { pow(e, w[17] * (Double($0.rawValue - 3) + w[18])) }
  }
}

/// FSRS-6's memory equations: how stability and difficulty change with a review.
extension Scheduler {
  private var w: [Double] { parameters.weights }

  /// S₀(G) = w[G−1].
  func initialStability(_ rating: Rating) -> Double {
    max(w[rating.rawValue - 1], minimumStability)
  }

  /// D₀(G) = w4 − e^(w5·(G−1)) + 1, not clamped (the mean-reversion target uses it as it is).
  func initialDifficulty(_ rating: Rating) -> Double {
    constants.initialDifficulties[rating.rawValue - 1]
  }

  /// D′ = w7·D₀(Easy) + (1 − w7)·(D + ΔD·(10 − D)/9) with ΔD = −w6·(G − 3), clamped to 1…10.
  func nextDifficulty(_ difficulty: Double, rating: Rating) -> Double {
    let delta = -(w[6] * Double(rating.rawValue - 3))
    let damped = difficulty + (10 - difficulty) * delta / 9
    let reverted = w[7] * constants.initialDifficulties[3] + (1 - w[7]) * damped
    return min(max(reverted, 1), 10)
  }

  /// Stability after a review on the same day: S·e^(w17·(G − 3 + w18))·S^(−w19), never lower unless Again.
  func shortTermStability(_ stability: Double, rating: Rating) -> Double {
    var increase = constants.sameDayFactors[rating.rawValue - 1] * pow(stability, -w[19])
    if rating != .again { increase = max(increase, 1) }
    return max(stability * increase, minimumStability)
  }

  /// Stability after a review a day or more since the last: the recall or the forget formula.
  func nextStability(_ stability: Double, difficulty: Double, retrievability: Double, rating: Rating)
    -> Double
  {
    let next =
      rating == .again
      ? forgetStability(stability, difficulty: difficulty, retrievability: retrievability)
      : recallStability(stability, difficulty: difficulty, retrievability: retrievability, rating: rating)
    return max(next, minimumStability)
  }

  /// S′ after a lapse: w11·D^(−w12)·((S+1)^w13 − 1)·e^((1−R)·w14), at most S / e^(w17·w18).
  private func forgetStability(_ stability: Double, difficulty: Double, retrievability: Double) -> Double {
    let longTerm =
      w[11] * pow(difficulty, -w[12]) * (pow(stability + 1, w[13]) - 1) * pow(e, (1 - retrievability) * w[14])
    let shortTerm = stability / constants.lapseDivisor
    return min(longTerm, shortTerm)
  }

  /// S′ after a recall: S·(1 + e^w8·(11 − D)·S^(−w9)·(e^((1−R)·w10) − 1)·hard penalty·easy bonus).
  private func recallStability(
    _ stability: Double, difficulty: Double, retrievability: Double, rating: Rating
  )
    -> Double
  {
    let hardPenalty = rating == .hard ? w[15] : 1
    let easyBonus = rating == .easy ? w[16] : 1
    let growth =
      constants.recallScale * (11 - difficulty) * pow(stability, -w[9])
      * (pow(e, (1 - retrievability) * w[10]) - 1)
      * hardPenalty * easyBonus
    return stability * (1 + growth)
  }
}
