import Course
import Foundation

/// Turns graded exercises into reviews of the words they test: right → Good, right with a note → Hard,
/// wrong → Again.
public struct WordReviews: Sendable {
  public let vocabulary: Vocabulary
  public let scheduler: Scheduler

  public init(course: Course, retention: Double) {
    vocabulary = Vocabulary(course)
    // A retention outside FSRS's range falls back to the default rather than stopping a lesson.
    scheduler = (try? Scheduler(retention: retention, fuzz: true)) ?? Self.standard
  }

  /// The default scheduler: retention 0.9, fuzz on.
  public static let standard = Scheduler.defaults(fuzz: true)

  /// The rating of an exercise graded `correct`, `noted` when the grade came with a note (a typo, an accent).
  public static func rating(correct: Bool, noted: Bool) -> Rating {
    correct ? (noted ? .hard : .good) : .again
  }

  /// Reviews, in order, every word each rated exercise tests.
  public func record(
    _ rated: [(exercise: Exercise, rating: Rating, at: Date)], in book: inout ReviewBook,
    using generator: inout some RandomNumberGenerator
  ) {
    for (exercise, rating, at) in rated {
      for entry in vocabulary.entries(testedBy: exercise) {
        book.review(entry.text, rating: rating, at: at, scheduler: scheduler, using: &generator)
      }
    }
  }
}
