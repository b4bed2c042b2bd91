import Foundation

/// Where a card is in its life: being learned, in long-term review, or being relearned after a lapse.
public enum State: Int, Sendable, CaseIterable, Codable {
  case learning = 1
  case review, relearning

  /// The state's name as py-fsrs spells it: "Learning", "Review" or "Relearning".
  public var name: String {
    switch self {
    case .learning: "Learning"
    case .review: "Review"
    case .relearning: "Relearning"
    }
  }
}

/// One word's memory as FSRS models it, and when it is due again.
public struct Card: Sendable, Equatable, Codable {
  /// Days until retrievability falls to 90 %; nil before the first review.
  public var stability: Double?
  /// How hard the word is, 1 (easy) to 10 (hard); nil before the first review.
  public var difficulty: Double?
  public var state: State
  /// The learning or relearning step the card is on; nil in review.
  public var step: Int?
  public var due: Date
  public var lastReview: Date?

  /// The times a card keeps, in seconds since 1970: 1970-01-01T00:00:00Z to 9999-12-31T23:59:59Z, the
  /// progress file's range for times; the scheduler keeps due dates inside it.
  public static let timeRange: ClosedRange<Double> = 0...253_402_300_799
  /// The stabilities a card keeps, in days.
  public static let stabilityRange: ClosedRange<Double> = 0...1_000_000
  /// The difficulties a card keeps.
  public static let difficultyRange: ClosedRange<Double> = 1...10

  /// A card as it was saved.
  public init(
    stability: Double?, difficulty: Double?, state: State, step: Int?, due: Date, lastReview: Date?
  ) {
    self.stability = stability
    self.difficulty = difficulty
    self.state = state
    self.step = step
    self.due = due
    self.lastReview = lastReview
  }

  /// A word never reviewed: learning, on the first step, due at `due`.
  public init(due: Date) {
    self.init(stability: nil, difficulty: nil, state: .learning, step: 0, due: due, lastReview: nil)
  }
}
