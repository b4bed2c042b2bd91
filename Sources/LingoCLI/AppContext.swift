import Course
import Foundation
import Learner
import Store
import Terminal

/// What every learner-facing command shares: the store, the clock, the style and the width.
struct AppContext {
  let environment: AppEnvironment
  let options: CommonOptions
  let store: any ProgressStore
  let clock: Clock
  let style: Style
  let width: Int

  /// Opens the store for `options`, or says why it can't be.
  static func open(_ options: CommonOptions, _ environment: AppEnvironment) throws(LingoError) -> AppContext {
    let store = try StoreOpener(
      ephemeral: options.ephemeral, variables: environment.variables, streams: environment.streams
    ).open()
    return AppContext(
      environment: environment, options: options, store: store, clock: Clock(options, environment),
      style: options.style(environment),
      width: TerminalSize.columns(variables: environment.variables, isTerminal: environment.outputIsTerminal))
  }

  /// The learner as stored now (another window may have changed it), created on first use, and brought up
  /// to today: freezes spent on missed days, the day's quests, finished league weeks. A new learner is made
  /// from `sampleCourse` when the caller has already read the sample course, else from the file.
  func learner(sampleCourse: Course? = nil) throws(LingoError) -> Learner {
    let moment = clock.moment
    var created = false
    let make = { [clock, environment] () -> Learner in
      created = true
      return SampleHistory.learner(
        clock: clock, course: sampleCourse ?? SampleHistory.course(variables: environment.variables))
    }
    do {
      // A new store starts with Sam and his history of reviews, in one transaction.
      return try store.update(makeLearner: make, reviewing: "spanish") { learner, book in
        if created { SampleHistory.record(learner, clock: clock, in: &book) }
        learner.catchUp(to: moment)
        return learner
      }
    } catch {
      throw .store(error)
    }
  }

  /// Changes the learner in one transaction.
  func update<T>(_ change: (inout Learner) -> T) throws(LingoError) -> T {
    do {
      return try store.update(makeLearner: clock.sample, change)
    } catch {
      throw .store(error)
    }
  }

  /// The course a learner studies: the bundled course named by its id, or the one given on the command line.
  func course(_ argument: String?, for learner: Learner) throws(LingoError) -> Course {
    try CourseFile.playable(argument ?? learner.courseID, variables: environment.variables)
  }

  /// The status line above every view.
  func statusLine(_ learner: Learner, course: Course) -> String {
    if plain {
      return "\(course.language.name.plainSafe) course. Streak \(learner.streak(on: clock.today)) days, "
        + "\(learner.gems) gems, energy \(learner.energy.current(at: clock.now()))."
    }
    return LessonView(style: style).statusLine(
      flag: course.language.flag, code: course.language.code, streak: learner.streak(on: clock.today),
      gems: learner.gems, energy: learner.energy.current(at: clock.now()))
  }

  /// How a lesson is shown: JSON Lines, plain labelled lines, or text animated only at a terminal.
  func presenter() -> any LessonPresenter {
    if options.json { return JSONPresenter(write: environment.write) }
    if plain { return PlainPresenter(write: environment.write) }
    return TextPresenter(style: style, animate: animates, write: environment.write, pause: environment.pause)
  }

  /// Whether output is plain text for screen readers (`--plain`, `LINGO_PLAIN=1`).
  var plain: Bool { options.isPlain(environment) }

  /// Whether to animate: at a terminal that can move the cursor (`TERM` not `dumb`), unless `LINGO_REDUCE_MOTION=1` or plain output asks for stillness.
  var animates: Bool {
    environment.canMoveCursor && environment.inputIsTerminal && !options.reducesMotion(environment)
  }

  /// Where lines come from: readline at a terminal (with `historyFile`), else the pipe, echoed unless JSON.
  func reader(historyFile: String? = nil) -> any LineReader {
    if environment.inputIsTerminal && !options.json { return ReadlineLineReader(historyFile: historyFile) }
    return PipedLineReader(echo: options.json ? nil : environment.write, next: environment.readLine)
  }
}
