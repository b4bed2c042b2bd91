import Course
import Foundation
import Learner
import Review
import Store
import Terminal

/// What every learner-facing command shares: the store, the clock, the style and the width.
public struct AppContext {
  public let environment: AppEnvironment
  public let options: AppOptions
  public let store: any ProgressStore
  public let clock: Clock
  public let style: Style
  public let width: Int

  /// Opens the store for `options` through `environment`'s store service, or says why it can't be.
  public static func open(_ options: AppOptions, _ environment: AppEnvironment) throws(LingoError)
    -> AppContext
  {
    let store = try environment.store.open(options, environment.streams)
    return AppContext(
      environment: environment, options: options, store: store, clock: Clock(options, environment),
      style: options.style(environment),
      width: TerminalSize.columns(variables: environment.variables, isTerminal: environment.outputIsTerminal))
  }

  /// The learner as stored now (another window may have changed it), created on first use, and brought up
  /// to today: freezes spent on missed days, the day's quests, finished league weeks. A new learner is made
  /// from `sampleCourse` when the caller has already read the sample course, else from the file.
  public func learner(sampleCourse: Course? = nil) throws(LingoError) -> Learner {
    let moment = clock.moment
    var created = false
    let make = { [clock, environment] () -> Learner in
      created = true
      return SampleHistory.learner(
        clock: clock, course: sampleCourse ?? SampleHistory.course(environment))
    }
    do {
      // A new store starts with Sam and his history of reviews, in one transaction.
      return try store.update(makeLearner: make, reviewing: SampleHistory.courseName) { learner, book in
        if created { SampleHistory.record(learner, clock: clock, in: &book) }
        learner.catchUp(to: moment)
        return learner
      }
    } catch {
      throw .store(error)
    }
  }

  /// What a command at the prompt sees now: the learner brought up to today, and their course.
  func world() throws(LingoError) -> AppWorld {
    let learner = try learner()
    return AppWorld(
      learner: learner, course: try course(nil, for: learner), now: clock.now(), timeZone: clock.timeZone,
      display: display)
  }

  /// Changes the learner in one transaction.
  public func update<T>(_ change: (inout Learner) -> T) throws(LingoError) -> T {
    do {
      return try store.update(makeLearner: clock.sample, change)
    } catch {
      throw .store(error)
    }
  }

  /// The review book of `course` as the store keeps it.
  public func reviewBook(of course: Course) throws(LingoError) -> ReviewBook {
    do {
      return try store.reviewBook(course: course.id)
    } catch {
      throw .store(error)
    }
  }

  /// The course a learner studies (`StudiedCourse`: a bundled course by its id, or the file remembered for
  /// it), or the one given on the command line.
  public func course(_ argument: String?, for learner: Learner) throws(LingoError) -> Course {
    guard let argument else { return try StudiedCourse.course(for: learner, environment) }
    return try CourseFile.playable(argument, environment)
  }

  /// The status line above every view.
  public func statusLine(_ learner: Learner, course: Course) -> TerminalText {
    StatusLine.line(learner, course: course, today: clock.today, now: clock.now(), display: display)
  }

  /// How a lesson is shown: JSON Lines, plain labelled lines, or text animated only at a terminal.
  func presenter() -> any LessonPresenter {
    if options.json { return JSONPresenter(write: environment.write) }
    if plain { return PlainPresenter(write: environment.write) }
    return TextPresenter(
      style: style, animate: animates, write: environment.write, pause: environment.pause, width: width)
  }

  /// How the views look here.
  var display: Display {
    Display(style: style, width: width, plain: plain, animates: animates && !options.json)
  }

  /// Whether output is plain text for screen readers (`--plain`, `LINGO_PLAIN=1`).
  var plain: Bool { options.isPlain(environment) }

  /// Whether to animate: at a terminal that can move the cursor (`TERM` not `dumb`), unless `LINGO_REDUCE_MOTION=1` or plain output asks for stillness.
  var animates: Bool {
    environment.canMoveCursor && environment.inputIsTerminal && !options.reducesMotion(environment)
  }

  /// Where lines come from: the environment's terminal reader (readline, with `historyFile`) at a
  /// terminal, else the pipe, echoed unless JSON.
  public func reader(historyFile: String? = nil) -> any LineReader {
    if environment.inputIsTerminal && !options.json { return environment.lineReader.terminal(historyFile) }
    // The piped reader echoes the answer, escaped, after lingo's own prompt.
    let environment = environment
    let echo: (TerminalText) -> Void = { environment.write($0) }
    return PipedLineReader(echo: options.json ? nil : echo, next: environment.readLine)
  }
}
