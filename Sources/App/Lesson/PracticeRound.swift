import Course
import Foundation
import Learner
import Review

/// A practice of the learner's mistakes (`lingo practice`, `practice` at the prompt): the exercises missed
/// most recently across the course, topped up with exercises of the weakest words (`PracticeChoice`),
/// played like a practice node: its XP when passed, and no move of the place on the path.
public enum PracticeRound {
  /// The practice of `learner` in `course` at `now`, or what to say when there is nothing to practise (no
  /// mistake the course still has, and no word due); `atShell` names the commands as the shell types them.
  static func plan(
    book: ReviewBook, course: Course, learner: Learner, now: Date, timeZone: TimeZone, atShell: Bool
  ) -> ReviewRound.Plan {
    let missed = learner.mistakes(in: course.id).filter { course.exercise($0) != nil }
    let nothing = ReviewRound.Plan.nothing(
      "Nothing to practise: no mistakes to go over and no words due. Play your next lesson: "
        + (atShell ? "lingo play." : "start."))
    guard !missed.isEmpty || !book.due(at: now).isEmpty else { return nothing }
    // The words' strengths as the Words view shows them.
    let weakest = PracticeChoice.weakest(in: book, at: now)
    let chosen = PracticeChoice.exercises(missed: missed, weakest: weakest, in: course)
    guard !chosen.isEmpty else { return nothing }
    var context = LessonContext(
      course: course, source: .practice, exercises: chosen.map(\.exercise), title: "Practice",
      xp: PracticeChoice.xp, learner: learner, streak: learner.streak(on: Day(now, in: timeZone)),
      energy: learner.energy.current(at: now))
    context.origins = chosen.map(\.ref)
    return .round(context)
  }

  /// The practice read from `app`'s store, or the line to show when there is nothing to practise.
  public static func make(app: AppContext, course: Course, learner: Learner) throws(LingoError)
    -> ReviewRound.Plan
  {
    plan(
      book: try app.reviewBook(of: course), course: course, learner: learner, now: app.clock.now(),
      timeZone: app.clock.timeZone,
      atShell: true)
  }
}
