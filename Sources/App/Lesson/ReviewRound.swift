import Course
import Foundation
import Learner
import Review

/// A round of spaced review: the words due, most overdue first, played through exercises that test them.
public enum ReviewRound {
  /// A round to play, or the line to show when nothing is due.
  public enum Plan: Equatable {
    case round(LessonContext)
    case nothing(String)
  }

  /// The round of the words `book` has due at `now` for `learner`, or what to say when none is.
  static func plan(book: ReviewBook, course: Course, learner: Learner, now: Date, timeZone: TimeZone) -> Plan
  {
    let due = ReviewChoice.words(in: book, at: now)
    let exercises = ReviewChoice.exercises(covering: due, in: course)
    guard !exercises.isEmpty else { return .nothing(nothingDue(book, now: now, timeZone: timeZone)) }
    return .round(
      LessonContext(
        course: course, source: .review(words: due), exercises: exercises, title: "Review",
        xp: ReviewChoice.xp, learner: learner, streak: learner.streak(on: Day(now, in: timeZone)),
        energy: learner.energy.current(at: now)))
  }

  /// The round read from `app`'s store, or the line to show when nothing is due.
  public static func make(app: AppContext, course: Course, learner: Learner) throws(LingoError) -> Plan {
    plan(
      book: try app.reviewBook(of: course), course: course, learner: learner, now: app.clock.now(),
      timeZone: app.clock.timeZone)
  }

  /// When the next word is due, or that none is.
  private static func nothingDue(_ book: ReviewBook, now: Date, timeZone: TimeZone) -> String {
    guard let next = book.nextDue(after: now) else {
      return book.cards.isEmpty
        ? "No words to review yet: finish a lesson to meet some." : "Nothing to review right now."
    }
    let formatter = DateFormatter()
    formatter.timeZone = timeZone
    formatter.dateFormat = "EEE d MMM, HH:mm"
    formatter.locale = Locale(identifier: "en_US_POSIX")
    return "Nothing to review right now. The next word is due \(formatter.string(from: next))."
  }
}
