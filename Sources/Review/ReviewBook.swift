import Foundation

/// One review as the log keeps it: which word, when, and how it went.
public struct ReviewLogEntry: Sendable, Equatable {
  public var word: String
  public var at: Date
  public var rating: Rating

  public init(word: String, at: Date, rating: Rating) {
    self.word = word
    self.at = at
    self.rating = rating
  }
}

/// A course's review cards by word, with the reviews made since it was read.
public struct ReviewBook: Sendable, Equatable {
  public var cards: [String: Card]
  /// The reviews added, oldest first, for the log.
  public private(set) var added: [ReviewLogEntry] = []

  public init(cards: [String: Card] = [:]) { self.cards = cards }

  /// Reviews `word` (a new card when first seen) with `scheduler`, and logs it.
  public mutating func review(
    _ word: String, rating: Rating, at now: Date, scheduler: Scheduler,
    using generator: inout some RandomNumberGenerator
  ) {
    let card = cards[word] ?? Card(due: now)
    cards[word] = scheduler.review(card, rating: rating, at: now, using: &generator)
    added.append(ReviewLogEntry(word: word, at: now, rating: rating))
  }

  /// The words due at `now`, most overdue first.
  public func due(at now: Date) -> [String] {
    cards.filter { $0.value.due <= now }.sorted { ($0.value.due, $0.key) < ($1.value.due, $1.key) }.map(\.key)
  }

  /// When the next word not yet due comes due.
  public func nextDue(after now: Date) -> Date? {
    cards.values.map(\.due).filter { $0 > now }.min()
  }
}
