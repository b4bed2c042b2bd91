import Course
import Foundation
import Language
import Learner
import Lesson
import Randomness
import Review
import Store
import Terminal

/// One lesson played against the learner's store: energy saved as spent, the lesson saved when complete.
public struct LessonGame {
  public let app: AppContext
  let context: LessonContext
  let presenter: any LessonPresenter

  private var store: any ProgressStore { app.store }
  private var clock: Clock { app.clock }

  /// The lesson `ref` names (the learner's current node by default), ready to play.
  public static func make(context app: AppContext, course: Course, learner: Learner, ref: String?)
    throws(LingoError)
    -> LessonGame
  {
    let place = try LessonRef.resolve(ref ?? learner.position.description, in: course)
    let context = LessonContext(
      course: course, unit: place.unit, nodeIndex: place.index, learner: learner,
      streak: learner.streak(on: app.clock.today), energy: learner.energy.current(at: app.clock.now()))
    return LessonGame(app: app, context: context, presenter: app.presenter())
  }

  /// Plays the lesson with answers from `reader`; what stopped it before the end is thrown.
  public func play(reader: any LineReader) throws(LingoError) { _ = try playing(reader: reader) }

  /// Plays the lesson to its end: what completing it changed; what stopped it before is thrown.
  func playing(reader: any LineReader) throws(LingoError) -> LessonOutcome {
    let environment = app.environment
    let now = clock.now()
    guard context.energy > 0 else {
      presenter.ended(
        .outOfEnergy, message: OutOfEnergy.message(context.learner.energy, now: now, clock: clock))
      throw .outOfEnergy
    }
    var generator = SplitMix64(seed: app.options.seed ?? environment.randomSeed())
    let lesson = Lesson(
      exercises: context.exercises, baseXP: context.xp, energy: context.energy,
      accentForgiveness: context.learner.settings.accentForgiveness,
      lexicons: LexiconShelf(variables: environment.variables).lexicons(for: context.course), startedAt: now,
      generator: &generator)
    presenter.started(context)
    var session = LessonSession(
      lesson: lesson, presenter: presenter, reader: reader, now: clock.now,
      speak: { text in
        guard context.learner.settings.sound else {
          return ["Sound is off: turn it on with 'settings voice normal' (or slow, or fast)."]
        }
        return Speech.speak(
          text, language: context.course.language.code,
          wordsPerMinute: context.learner.settings.voice.wordsPerMinute,
          file: app.options.speechFile
            ?? environment.variables["LINGO_SPEECH_FILE"].flatMap { $0.isEmpty ? nil : $0 },
          environment: environment.variables)
      },
      spendEnergy: { spend() })
    switch session.run() {
    case .completed(let summary):
      return try finish(summary, session: session, environment)
    case .stopped(let error):
      let done = "\(session.lesson.settled) of \(session.lesson.prompts.count) done"
      let message =
        switch error {
        case .inputEnded:
          "Input ended before the lesson was finished (\(done)); only the energy spent counts."
        case .quit: "You left the lesson (\(done)); only the energy spent counts."
        case .store: "The lesson stopped because progress could not be saved."
        default: OutOfEnergy.message(Energy(stored: 0, asOf: clock.now()), now: clock.now(), clock: clock)
        }
      presenter.ended(exitCode(for: error), message: message)
      throw error
    }
  }

  /// Saves one point of energy spent; why it can't, when it can't.
  private func spend() -> LingoError? {
    do {
      _ = try store.update(makeLearner: clock.sample) { $0.energy.spend(at: clock.now()) }
      return nil
    } catch {
      return .store(error)
    }
  }

  /// Saves the completed lesson in one transaction, then shows it: what says complete is recorded.
  private func finish(_ summary: LessonSummary, session: LessonSession, _ environment: AppEnvironment)
    throws(LingoError) -> LessonOutcome
  {
    let moment = clock.moment
    var next: PathPosition?
    if case .node(let unit, let index) = context.source {
      next = context.course.position(after: unit, index: index)
    }
    let completed = CompletedLesson(
      courseID: context.course.id, nodeID: context.node?.id, position: context.position, next: next,
      xp: summary.xp,
      accuracy: summary.accuracy, bestCombo: session.bestCombo, words: context.node?.teaches ?? [])
    let reviews = WordReviews(course: context.course, retention: context.learner.settings.retention)
    var generator = SplitMix64(seed: app.options.seed ?? environment.randomSeed())
    let outcome: LessonOutcome
    let learner: Learner
    do {
      (outcome, learner) = try store.update(makeLearner: clock.sample, reviewing: context.course.id) {
        learner, book in
        reviews.record(
          session.graded.map {
            (
              $0.exercise, WordReviews.rating(correct: $0.grade.correct, noted: !$0.grade.notes.isEmpty),
              $0.at
            )
          }, in: &book, using: &generator)
        return (learner.complete(completed, at: moment), learner)
      }
    } catch {
      presenter.ended(.storeFailed, message: "The lesson was finished but could not be saved.")
      throw .store(error)
    }
    presenter.completed(summary)
    presenter.streak(outcome.streak, week: learner.week(of: moment.day))
    presenter.rewards(outcome)
    return outcome
  }
}

/// What to say when there is no energy: when it comes back and how to refill it.
enum OutOfEnergy {
  static func message(_ energy: Energy, now: Date, clock: Clock) -> String {
    var text = "You're out of energy."
    if let next = energy.nextPoint(at: now) {
      let formatter = DateFormatter()
      formatter.timeZone = clock.timeZone
      formatter.dateFormat = "HH:mm"
      text += " One point comes back at \(formatter.string(from: next)) (one every 30 minutes)."
    }
    return text + " Refill it now for \(Energy.refillPrice) gems: lingo refill."
  }
}
