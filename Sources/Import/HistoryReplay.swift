import Foundation
import Review

/// Anki's review log replayed through lingo's FSRS-6 scheduler into a course's review book.
public enum HistoryReplay {
  /// What the replay did: words given a history, and words kept because lingo already reviews them.
  public struct Outcome: Sendable, Equatable {
    public var replayed = 0
    public var kept = 0
    public var reviews = 0
  }

  /// Replays each word's reviews, oldest first, into `book`; a word the book already holds is left as it is,
  /// so nothing learned in lingo is replaced.
  public static func replay(
    _ history: [(word: String, reviews: [SourceReview])], into book: inout ReviewBook, scheduler: Scheduler
  ) -> Outcome {
    var outcome = Outcome()
    var generator = NoFuzz()
    var done: Set<String> = []
    for (word, reviews) in history where done.insert(word).inserted {
      guard book.cards[word] == nil else {
        outcome.kept += 1
        continue
      }
      for review in reviews.sorted(by: { $0.at < $1.at }) {
        guard let rating = Rating(rawValue: review.ease) else { continue }
        book.review(word, rating: rating, at: review.at, scheduler: scheduler, using: &generator)
        outcome.reviews += 1
      }
      outcome.replayed += 1
    }
    return outcome
  }

  /// The generator handed to a scheduler without fuzz, which draws nothing.
  private struct NoFuzz: RandomNumberGenerator {
    mutating func next() -> UInt64 { 0 }
  }
}
