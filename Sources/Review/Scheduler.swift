import Foundation

/// FSRS-6 scheduling: a review's rating and time in, the card's new memory state and due time out.
///
/// The results agree with py-fsrs 6.3.2 with fuzz off: elapsed time counts whole 24-hour periods,
/// same-day reviews use the short-term stability formula, and intervals round half to even.
public struct Scheduler: Sendable, Equatable {
  /// The desired retentions a learner may choose.
  public static let retentionRange: ClosedRange<Double> = 0.70...0.97

  public let parameters: Parameters
  /// The probability of recall that intervals are chosen for.
  public let retention: Double
  /// Seconds between the steps of a new card; empty sends a card straight to review.
  public let learningSteps: [TimeInterval]
  /// Seconds between the steps after a lapse; empty keeps a lapsed card in review.
  public let relearningSteps: [TimeInterval]
  /// The longest interval in days.
  public let maximumInterval: Int
  /// Whether review intervals of three days or more are spread by a few days at random.
  public let fuzz: Bool

  /// The forgetting curve's exponent, −w20, and the factor that makes R(S) = 0.9.
  let decay: Double
  let factor: Double
  /// Days per day of stability at the desired retention.
  let intervalScale: Double
  /// Terms of the memory equations that depend on the weights alone, worked out once.
  let constants: MemoryConstants

  /// A scheduler; the defaults are FSRS-6's and py-fsrs's, except that fuzz is off unless asked for.
  public init(
    parameters: Parameters = .defaults, retention: Double = 0.9, learningSteps: [TimeInterval] = [60, 600],
    relearningSteps: [TimeInterval] = [600], maximumInterval: Int = 36_500, fuzz: Bool = false
  ) throws(ReviewError) {
    guard Self.retentionRange.contains(retention) else { throw .retentionOutOfRange(retention) }
    if let bad = (learningSteps + relearningSteps).first(where: { !$0.isFinite || $0 < 0 }) {
      throw .badStep(bad)
    }
    guard maximumInterval >= 1 else { throw .maximumIntervalTooShort(maximumInterval) }
    self.init(
      valid: parameters, retention: retention, learningSteps: learningSteps, relearningSteps: relearningSteps,
      maximumInterval: maximumInterval, fuzz: fuzz)
  }

  /// FSRS-6's and py-fsrs's defaults, known valid, so nothing to check or throw; `fuzz` as asked.
  public static func defaults(fuzz: Bool) -> Scheduler {
    Scheduler(
      valid: .defaults, retention: 0.9, learningSteps: [60, 600], relearningSteps: [600],
      maximumInterval: 36_500,
      fuzz: fuzz)
  }

  /// A scheduler from settings already checked.
  private init(
    valid parameters: Parameters, retention: Double, learningSteps: [TimeInterval],
    relearningSteps: [TimeInterval], maximumInterval: Int, fuzz: Bool
  ) {
    self.parameters = parameters
    self.retention = retention
    self.learningSteps = learningSteps
    self.relearningSteps = relearningSteps
    self.maximumInterval = maximumInterval
    self.fuzz = fuzz
    decay = -parameters.weights[20]
    factor = pow(0.9, 1 / decay) - 1
    intervalScale = pow(retention, 1 / decay) - 1
    constants = MemoryConstants(parameters.weights)
  }

  /// The card after a review rated `rating` at `now`; `generator` fuzzes the interval when fuzz is on.
  @inlinable
  public func review(
    _ card: Card, rating: Rating, at now: Date, using generator: inout some RandomNumberGenerator
  ) -> Card {
    // Inlinable, so that callers' generators are specialized; the work is in the functions it calls.
    var (next, interval) = reviewed(card, rating: rating, at: now)
    if fuzz && next.state == .review, let range = fuzzRange(interval) {
      interval = fuzzedInterval(range, draw: Double.random(in: 0..<1, using: &generator))
    }
    next.due = Self.moved(now, by: interval)
    // A due date past 9999-12-31T23:59:59Z (a review near the end of time) stops there, as the file keeps it.
    if next.due.timeIntervalSince1970 > Card.timeRange.upperBound {
      next.due = Date(timeIntervalSince1970: Card.timeRange.upperBound)
    }
    next.lastReview = now
    return next
  }

  /// The card's memory and state after the review, and the wait until it is due, before any fuzz.
  @usableFromInline
  func reviewed(_ card: Card, rating: Rating, at now: Date) -> (card: Card, interval: TimeInterval) {
    var next = card
    if let stability = card.stability, let difficulty = card.difficulty {
      // Whole days since the last review; a review the same day uses the short-term formula.
      let elapsed = card.lastReview.map { Self.wholeDays(from: $0, to: now) }
      if let elapsed, elapsed < 1 {
        next.stability = shortTermStability(stability, rating: rating)
      } else {
        let recall = elapsed.map { retrievability(stability, afterDays: $0) } ?? 0
        next.stability = nextStability(
          stability, difficulty: difficulty, retrievability: recall, rating: rating)
      }
      next.difficulty = nextDifficulty(difficulty, rating: rating)
    } else {
      next.stability = initialStability(rating)
      next.difficulty = min(max(initialDifficulty(rating), 1), 10)
    }
    // A stability past what a card keeps (a million days, far beyond the longest interval) stops there.
    next.stability = next.stability.map { min($0, Card.stabilityRange.upperBound) }
    switch card.state {
    case .learning:
      let interval = advance(&next, through: learningSteps, rating: rating)
      return (next, interval)
    case .relearning:
      let interval = advance(&next, through: relearningSteps, rating: rating)
      return (next, interval)
    case .review:
      guard rating == .again, let first = relearningSteps.first else {
        return (next, days(nextInterval(next.stability ?? 0)))
      }
      next.state = .relearning
      next.step = 0
      return (next, first)
    }
  }

  /// The probability that the card's word is recalled at `now`; 0 for a card never reviewed.
  public func retrievability(of card: Card, at now: Date) -> Double {
    guard let lastReview = card.lastReview, let stability = card.stability else { return 0 }
    return retrievability(stability, afterDays: Self.wholeDays(from: lastReview, to: now))
  }

  /// R = (1 + factor·t/S)^decay, t the whole days elapsed (none when negative).
  private func retrievability(_ stability: Double, afterDays elapsed: Int) -> Double {
    pow(1 + factor * Double(max(0, elapsed)) / stability, decay)
  }

  /// Moves a learning or relearning card along `steps`; returns the wait until it is due.
  private func advance(_ card: inout Card, through steps: [TimeInterval], rating: Rating) -> TimeInterval {
    let step = max(0, card.step ?? 0)
    let graduates: Bool
    switch rating {
    case _ where steps.isEmpty: graduates = true
    case .again: graduates = false
    case .hard: graduates = step >= steps.count
    case .good: graduates = step + 1 >= steps.count
    case .easy: graduates = true
    }
    if graduates {
      card.state = .review
      card.step = nil
      return days(nextInterval(card.stability ?? 0))
    }
    switch rating {
    case .again:
      card.step = 0
      return steps[0]
    case .hard:
      // Hard repeats the step; on the first step it waits between the first two steps.
      guard step == 0 else { return steps[step] }
      return steps.count == 1 ? steps[0] * 1.5 : (steps[0] + steps[1]) / 2
    case .good, .easy:
      card.step = step + 1
      return steps[step + 1]
    }
  }
}
