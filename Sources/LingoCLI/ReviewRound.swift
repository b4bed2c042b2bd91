import Course
import Foundation
import Learner
import Review

/// A round of spaced review: the words due, most overdue first, played through exercises that test them.
enum ReviewRound {
  /// The round's lesson, or the line to show when nothing is due.
  static func make(app: AppContext, course: Course, learner: Learner) throws(LingoError) -> Either {
    let book: ReviewBook
    do {
      book = try app.store.reviewBook(course: course.id)
    } catch {
      throw .store(error)
    }
    let now = app.clock.now()
    let due = ReviewChoice.words(in: book, at: now)
    let exercises = ReviewChoice.exercises(covering: due, in: course)
    guard !exercises.isEmpty else { return .nothing(nothingDue(book, now: now, app: app)) }
    let context = LessonContext(
      course: course, source: .review(words: due), exercises: exercises, title: "Review", xp: ReviewChoice.xp,
      learner: learner, streak: learner.streak(on: app.clock.today), energy: learner.energy.current(at: now))
    return .game(LessonGame(app: app, context: context, presenter: app.presenter()))
  }

  /// A round to play, or a line saying why there is none.
  enum Either {
    case game(LessonGame)
    case nothing(String)
  }

  private static func nothingDue(_ book: ReviewBook, now: Date, app: AppContext) -> String {
    guard let next = book.nextDue(after: now) else {
      return book.cards.isEmpty
        ? "No words to review yet: finish a lesson to meet some." : "Nothing to review right now."
    }
    let formatter = DateFormatter()
    formatter.timeZone = app.clock.timeZone
    formatter.dateFormat = "EEE d MMM, HH:mm"
    formatter.locale = Locale(identifier: "en_US_POSIX")
    return "Nothing to review right now. The next word is due \(formatter.string(from: next))."
  }
}
