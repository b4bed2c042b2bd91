import Course
import Foundation
import Learner
import Lesson
import Store
import Terminal

/// `lingo play [COURSE] [--lesson REF]`: one lesson, at a prompt or from a pipe.
struct PlayCommand: Command {
  let options: CommonOptions
  let courseArgument: String?
  let lessonRef: String?

  init(_ words: [String]) throws(UsageError) {
    let arguments = try Arguments(
      words, flags: CommonOptions.flags, options: CommonOptions.valued.union(["--lesson"]))
    guard arguments.positionals.count <= 1 else {
      throw UsageError("play takes one course, not \(arguments.positionals.count)")
    }
    options = try CommonOptions(arguments)
    courseArgument = arguments.positionals.first
    lessonRef = arguments.options["--lesson"]
  }

  func run(_ environment: AppEnvironment) -> ExitCode {
    switch prepare(environment) {
    case .failure(let failure):
      environment.writeError(failure.message + "\n")
      return failure.code
    case .success(let game):
      return game.play(environment)
    }
  }

  /// Everything a lesson needs before it starts, or why it can't.
  private func prepare(_ environment: AppEnvironment) -> Result<LessonGame, CommandFailure> {
    let clock = Clock(options, environment)
    let store: any ProgressStore
    let learner: Learner
    switch StoreOpener(ephemeral: options.ephemeral, variables: environment.variables).open() {
    case .failure(let failure): return .failure(failure)
    case .success(let opened): store = opened
    }
    do {
      learner = try store.learner(makeLearner: clock.sample)
    } catch {
      return .failure(CommandFailure(error))
    }
    let course: Course
    switch CourseFile.read(courseArgument, variables: environment.variables).flatMap({ $0.course() }) {
    case .success(let loaded): course = loaded
    case .failure(let failure):
      return .failure(CommandFailure(.badCourse, failure.lines.joined(separator: "\n")))
    }
    let place: (unit: PathUnit, index: Int)
    do {
      place = try LessonRef.resolve(lessonRef ?? learner.position.description, in: course)
    } catch {
      return .failure(CommandFailure(.usage, "error: \(error.message)"))
    }
    let style = options.style(environment)
    let presenter: any LessonPresenter =
      options.json
      ? JSONPresenter(write: environment.write)
      : TextPresenter(
        style: style, animate: environment.outputIsTerminal && environment.inputIsTerminal,
        write: environment.write, pause: environment.pause)
    let context = LessonContext(
      course: course, unit: place.unit, nodeIndex: place.index, learner: learner,
      streak: learner.streak(on: clock.today), energy: learner.energy.current(at: clock.now()))
    return .success(
      LessonGame(
        context: context, store: store, clock: clock, presenter: presenter,
        seed: options.seed ?? environment.randomSeed(),
        interactive: environment.inputIsTerminal && !options.json,
        echo: !options.json))
  }
}
