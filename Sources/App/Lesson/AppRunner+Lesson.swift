import Course
import Foundation
import Language
import Learner
import Lesson
import Randomness
import Review
import Store
import Terminal

/// The lesson's part of the runner: its answers read, and its effects performed against the store, the
/// dictionaries and the speaker, each giving back a `LessonAction`.
extension AppRunner {
  /// `lingo play` and `lingo review`: the lesson of `context` played on its own, its answers from the
  /// input; what stopped it before the end is thrown.
  public static func play(_ context: LessonContext, _ app: AppContext) throws(LingoError) {
    var runner = AppRunner(app: app, reader: app.reader(), oneShot: true, state: AppState(lessonOnly: true))
    if try runner.perform(all: [.play(context)]) { return }
    while runner.state.lesson?.awaitsAnswer == true {
      let event = runner.answer()
      if try runner.run(event) { return }
    }
  }

  /// The learner's next line in the lesson, read at the edge, or the end of input.
  mutating func answer() -> AppEvent {
    let completions = state.lesson?.lesson.current?.completions ?? []
    switch reader.read(prompt: presenter.answerPrompt, completions: completions) {
    case .line(let line): return .lesson(.input(LessonInput(line), at: app.clock.now()))
    case .ended: return .lesson(.inputEnded)
    case .interrupted: return .lesson(.interrupted)
    }
  }

  /// A button's line that waits for Enter (Ctrl-D and Ctrl-C go on too); only at an interactive terminal.
  mutating func waitForEnter(_ label: String) {
    guard atTerminal else { return }
    let prompt: TerminalText =
      app.display.plain
      ? "\(label): press Enter. " : StreakMoment(style: app.style, width: app.width).button("\(label)")
    app.environment.write("\n")
    _ = reader.read(prompt: prompt, completions: [])
  }

  /// Whether input and output are an interactive terminal and the run is not `--json`: the lesson's end
  /// waits for Enter, and leaving it asks first.
  var atTerminal: Bool {
    let environment = app.environment
    return environment.inputIsTerminal && environment.outputIsTerminal && !app.options.json
  }

  /// The lesson of `context` made now: its options shuffled with the seed, the course's lexicons handed in.
  func began(_ context: LessonContext) -> AppEvent {
    let environment = app.environment
    let sound = context.learner.settings.sound
    // Listening is left out where nothing can be heard, before a node draws its set from what is left.
    let (heard, leftOut) = Hearing.playable(
      context.exercises, canHear: sound && environment.speech.canSpeak())
    var context = context
    context.origins = LessonContext.aligned(context.origins, from: context.exercises, to: heard)
    context.exercises = heard
    var generator = SplitMix64(seed: app.options.seed ?? environment.randomSeed())
    // A node that plays fewer than it holds draws its set with the seed, before the options are shuffled.
    context = context.drawn(using: &generator)
    // The keyboard setting types each bank translation: one for one, so each keeps its origin.
    context.exercises = Keyboard.exercises(context.exercises, on: context.learner.settings.keyboard)
    // The lesson glosses only its own texts: the glossary's entries they can use are all it needs, found
    // in its node's part of the glossary when a compiled course holds one, with those the course teaches.
    let node = context.node
    context.course.glossary = (node?.lessonGlossary ?? context.course.glossary).lesson(context.exercises)
    context.taught = node?.taughtGlossary?.lesson(context.exercises) ?? Hints.taughtGlossary(context.course)
    let lesson = Lesson(
      exercises: context.exercises, baseXP: context.xp, scoring: context.scoring, energy: context.energy,
      accentForgiveness: context.learner.settings.accentForgiveness,
      lexicons: environment.lexicons.shelf().lexicons(for: context.course), glossary: context.course.glossary,
      learnerLanguage: context.course.fromLanguage.code,
      startedAt: app.clock.now(), generator: &generator)
    return .lesson(
      .began(
        LessonStart(
          context: context, lesson: lesson, timeZone: app.clock.timeZone, atTerminal: atTerminal,
          said: Hearing.leftOut(leftOut, soundOff: !sound))))
  }

  /// What `:listen` says when `text` is spoken.
  func spoken(_ text: String, language: String, wordsPerMinute: Int) -> AppEvent {
    let environment = app.environment
    return .lesson(
      .spoke(
        environment.speech.speak(
          SpeechRequest(
            text: text, language: language, wordsPerMinute: wordsPerMinute,
            file: app.options.speechFile
              ?? environment.variables["LINGO_SPEECH_FILE"].flatMap { $0.isEmpty ? nil : $0 }))))
  }

  /// Saves one point of energy spent.
  func energySpent() -> AppEvent {
    let clock = app.clock
    do {
      // The stored energy can be empty when another window spent the last point: the lesson plays by the
      // energy it started with, as it always has, so whether a point was there is not asked.
      try app.store.update(makeLearner: clock.sample) { learner in
        if !learner.energy.spend(at: clock.now()) { return }
      }
      return .lesson(.energySaved(nil))
    } catch {
      return .lesson(.energySaved(.store(error)))
    }
  }

  /// Saves the completed lesson with the reviews of the words it tested, in one transaction.
  func saved(_ record: LessonRecord) -> AppEvent {
    let (clock, environment) = (app.clock, app.environment)
    let moment = clock.moment
    let reviews = WordReviews(course: record.course, retention: record.retention)
    var generator = SplitMix64(seed: app.options.seed ?? environment.randomSeed())
    let rated = record.graded.map {
      ($0.exercise, WordReviews.rating(correct: $0.grade.correct, noted: !$0.grade.notes.isEmpty), $0.at)
    }
    do {
      let (outcome, learner) = try app.store.update(
        makeLearner: clock.sample, reviewing: record.course.id
      ) { learner, book in
        reviews.record(rated, in: &book, using: &generator)
        learner.keepPlace(in: record.course)
        let outcome = learner.complete(record.completed, at: moment)
        if let play = record.play { learner.keep(play, at: moment.date) }
        return (outcome, learner)
      }
      let finished =
        outcome.finishedCourse ? CourseFinished(learner, course: record.course, oneShot: oneShot) : nil
      return .lesson(
        .saved(
          .success(LessonSaved(outcome: outcome, week: learner.week(of: moment.day), finished: finished))))
    } catch {
      return .lesson(.saved(.failure(.store(error))))
    }
  }
}
