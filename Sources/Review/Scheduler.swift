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
  public func review(
    _ card: Card, rating: Rating, at now: Date, using generator: inout some RandomNumberGenerator
  ) -> Card {
    var next = card
    if let stability = card.stability, let difficulty = card.difficulty {
      let sameDay = card.lastReview.map { Self.wholeDays(from: $0, to: now) < 1 } ?? false
      next.stability =
        sameDay
        ? shortTermStability(stability, rating: rating)
        : nextStability(
          stability, difficulty: difficulty, retrievability: retrievability(of: card, at: now), rating: rating
        )
      next.difficulty = nextDifficulty(difficulty, rating: rating)
    } else {
      next.stability = initialStability(rating)
      next.difficulty = min(max(initialDifficulty(rating), 1), 10)
    }
    var interval: TimeInterval
    switch card.state {
    case .learning:
      interval = advance(&next, through: learningSteps, rating: rating)
    case .relearning:
      interval = advance(&next, through: relearningSteps, rating: rating)
    case .review:
      if rating == .again, let first = relearningSteps.first {
        next.state = .relearning
        next.step = 0
        interval = first
      } else {
        interval = days(nextInterval(next.stability ?? 0))
      }
    }
    if fuzz && next.state == .review {
      interval = days(fuzzed(Int((interval / 86_400).rounded(.down)), using: &generator))
    }
    next.due = now + interval
    next.lastReview = now
    return next
  }

  /// The probability that the card's word is recalled at `now`; 0 for a card never reviewed.
  public func retrievability(of card: Card, at now: Date) -> Double {
    guard let lastReview = card.lastReview, let stability = card.stability else { return 0 }
    let elapsed = Double(max(0, Self.wholeDays(from: lastReview, to: now)))
    return pow(1 + factor * elapsed / stability, decay)
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

  /// `count` days in seconds.
  private func days(_ count: Int) -> TimeInterval { TimeInterval(count) * 86_400 }
}
