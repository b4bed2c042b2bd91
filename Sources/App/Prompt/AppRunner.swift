import Course
import Foundation
import Learner
import Terminal

/// The app's runner: reads the prompt, feeds `AppReducer` events, and performs the effects it returns
/// against the store and the terminal, feeding back what they give.
public struct AppRunner {
  let app: AppContext
  /// Where commands, and the answers of a lesson played from the prompt, come from.
  var reader: any LineReader
  /// Whether a mistyped command ends the run (a one-shot view), rather than being said at the prompt.
  let oneShot: Bool
  /// How a lesson played here is shown: JSON Lines, plain lines, or text.
  let presenter: any LessonPresenter
  public private(set) var state: AppState

  init(app: AppContext, reader: any LineReader, oneShot: Bool = false, state: AppState = AppState()) {
    (self.app, self.reader, self.oneShot, self.state) = (app, reader, oneShot, state)
    presenter = app.presenter()
  }

  /// `lingo`: the Learn path, then a view per command typed, until `quit` or the end of input.
  public static func prompt(_ options: AppOptions, _ environment: AppEnvironment) throws(LingoError) {
    let app = try AppContext.open(options, environment)
    let history = ReadlineLineReader.historyPath(variables: environment.variables)
    var runner = AppRunner(app: app, reader: app.reader(historyFile: options.ephemeral ? nil : history))
    if try runner.run(.opened) { return }
    let prompt = app.style.paint("lingo", .green) + app.style.symbol("› ", "> ")
    var completions = CompletionCache()
    while true {
      // While a lesson is played, its answers are read; else a command at the prompt.
      let event: AppEvent
      if runner.state.lesson?.awaitsAnswer == true {
        event = runner.answer()
      } else if let line = runner.reader.readLine(
        prompt: prompt, completions: completions.completions(app, generation: runner.state.commandsRun))
      {
        event = .typed(ShellInput(line))
      } else {
        event = .inputEnded
      }
      if try runner.run(event) || event == .inputEnded { return }
    }
  }

  /// A view as a one-shot command (`lingo quests`), or what keeps it from being shown.
  public static func show(_ input: ShellInput, _ options: AppOptions, _ environment: AppEnvironment)
    throws(LingoError)
  {
    let app = try AppContext.open(options, environment)
    var runner = AppRunner(app: app, reader: PipedLineReader(echo: nil, next: { nil }), oneShot: true)
    _ = try runner.run(.typed(input))
  }

  /// Reduces `event` and performs the effects it returns (`perform(all:)`).
  mutating func run(_ event: AppEvent) throws(LingoError) -> Bool {
    let effects = AppReducer.reduce(&state, event)
    // While a lesson is played, a Ctrl-C between two reads waits for the next one (which asks to leave).
    reader.holdInterrupts(state.lesson != nil)
    return try perform(all: effects)
  }

  /// Performs `effects` in order, with those of the events they lead to; a failed effect drops the rest.
  /// True when the app ended well; what ended it otherwise is thrown.
  mutating func perform(all effects: [AppEffect]) throws(LingoError) -> Bool {
    for effect in effects {
      if case .end(let error) = effect {
        if let error { throw error }
        return true
      }
      if case .waitForEnter(let label) = effect {
        waitForEnter(label)
        continue
      }
      guard let next = try perform(effect) else { continue }
      if try run(next) { return true }
      if case .failed = next { return false }
    }
    return false
  }

  /// Does what `effect` says; the event it gives back, if any.
  private func perform(_ effect: AppEffect) throws(LingoError) -> AppEvent? {
    let environment = app.environment
    switch effect {
    case .look(let input):
      return outcome { () throws(LingoError) in .looked(input, try app.world()) }
    case .readBook(let input, let world):
      return outcome { () throws(LingoError) in .bookRead(input, try app.reviewBook(of: world.course), world)
      }
    case .readCourse(let choice):
      return switched(to: choice)
    case .save(let change):
      return outcome { () throws(LingoError) in
        try app.update { change.apply(to: &$0) }
        return nil
      }
    case .openChest(let unit, let index, let world):
      return outcome { () throws(LingoError) in
        .chestOpened(gems: try app.update { $0.openChest(at: unit, index: index, in: world.course) }, world)
      }
    case .reset(let newName, let world):
      do {
        let said = try Reset.perform(
          app.store, newProfile: newName, clock: app.clock, environment: environment, display: app.display,
          from: .prompt)
        // The status line over what the reset said is the new learner's, read back after it.
        return .resetDone(said, (try? app.world()) ?? world)
      } catch {
        return .failed(error)
      }
    case .play(let context):
      return began(context)
    case .present(let show):
      presenter.present(show)
    case .speak(let text, let language, let wordsPerMinute):
      return spoken(text, language: language, wordsPerMinute: wordsPerMinute)
    case .spendEnergy:
      return energySpent()
    case .saveLesson(let record):
      return saved(record)
    case .animate(let frames):
      for frame in frames {
        environment.write(.lines(frame))
        environment.pause(0.2)
        environment.write("\u{1B}[\(frame.count)A\r\u{1B}[J")
      }
    case .show(let lines):
      environment.write(.lines(lines) + "\n")
    case .write(let text):
      environment.write(text)
    case .fail(let error):
      if oneShot { throw error }
      environment.report(error)
    case .end, .waitForEnter:
      break  // both done by `perform(all:)`
    }
    return nil
  }

  /// The course `choice` names read for `settings course` with the learner as stored now, or why not: a
  /// course refused is said and the prompt goes on.
  private func switched(to choice: CourseChoice) -> AppEvent {
    do {
      let learner = try app.learner()
      let chosen: (course: Course, file: String?)
      do {
        chosen = try StudiedCourse.chosen(choice, app.environment)
      } catch {
        return .courseRefused(error)
      }
      // The course studied until now keeps its place; when it can't be read (its file is gone), the place
      // kept for it stays as it is.
      let leaving = try? app.course(nil, for: learner)
      let clock = app.clock
      let world = AppWorld(
        learner: learner, course: chosen.course, now: clock.now(), timeZone: clock.timeZone,
        display: app.display)
      return .courseRead(file: chosen.file, leaving: leaving, world)
    } catch {
      return .failed(error)
    }
  }

  /// The event `made` gives, or `.failed` with what it threw.
  private func outcome(_ made: () throws(LingoError) -> AppEvent?) -> AppEvent? {
    do {
      return try made()
    } catch {
      return .failed(error)
    }
  }
}
