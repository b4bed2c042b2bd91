import Course
import Foundation
import Lesson
import Review

/// Turns graded exercises into reviews of the words they test: right → Good, right with a note → Hard,
/// wrong → Again.
struct WordReviews {
  let vocabulary: Vocabulary
  let scheduler: Scheduler

  init(course: Course, retention: Double) {
    vocabulary = Vocabulary(course)
    // A retention outside FSRS's range falls back to the default rather than stopping a lesson.
    scheduler = (try? Scheduler(retention: retention, fuzz: true)) ?? Self.standard
  }

  /// The default scheduler: retention 0.9, fuzz on.
  static let standard: Scheduler = {
    do {
      return try Scheduler(fuzz: true)
    } catch {
      preconditionFailure("the default FSRS settings are valid")
    }
  }()

  /// Reviews, in order, every word each graded exercise tests.
  func record(
    _ graded: [(exercise: Exercise, grade: Grade, at: Date)], in book: inout ReviewBook,
    using generator: inout some RandomNumberGenerator
  ) {
    for (exercise, grade, at) in graded {
      let rating: Rating = grade.correct ? (grade.notes.isEmpty ? .good : .hard) : .again
      for entry in vocabulary.entries(testedBy: exercise) {
        book.review(entry.text, rating: rating, at: at, scheduler: scheduler, using: &generator)
      }
    }
  }
}
