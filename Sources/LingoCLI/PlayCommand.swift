import Course
import Foundation
import Learner
import Lesson
import Terminal

/// `lingo play [COURSE] [--lesson REF]`: one lesson, at a prompt or from a pipe.
struct PlayCommand {
  static let usage =
    "lingo play [COURSE] [--lesson UNIT.NODE|ID] [--json] [--now TIME] [--seed N] [--ephemeral]"

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
    let now = options.now.map { fixed in { fixed } } ?? environment.now
    let today = Day(now(), in: environment.timeZone)
    var learner = Learner.sample(today: today)
    let course: Course
    switch CourseFile.read(courseArgument, variables: environment.variables).flatMap({ $0.course() }) {
    case .success(let loaded): course = loaded
    case .failure(let failure):
      environment.writeError(failure.lines.joined(separator: "\n") + "\n")
      return .badCourse
    }
    let unit: PathUnit
    let index: Int
    do throws(UsageError) {
      (unit, index) = try LessonRef.resolve(lessonRef ?? learner.position.description, in: course)
    } catch {
      environment.writeError("error: \(error.message)\n")
      return .usage
    }
    let style = options.style(environment)
    let presenter: any LessonPresenter =
      options.json
      ? JSONPresenter(write: environment.write)
      : TextPresenter(
        style: style, animate: environment.outputIsTerminal && environment.inputIsTerminal && !options.json,
        write: environment.write, pause: environment.pause)
    let context = LessonContext(
      course: course, unit: unit, nodeIndex: index, learner: learner, streak: learner.streak(on: today))
    guard learner.energy > 0 else {
      presenter.ended(.outOfEnergy, message: "You're out of energy.")
      return .outOfEnergy
    }
    var generator = SplitMix64(seed: options.seed ?? environment.randomSeed())
    let lesson = Lesson(
      exercises: context.node.exercises, baseXP: context.node.xp, energy: learner.energy, startedAt: now(),
      generator: &generator)
    presenter.started(context)
    var session = LessonSession(
      lesson: lesson, presenter: presenter, reader: reader(environment, presenter: presenter), now: now,
      speak: { Speech.speak($0, language: course.language.code, path: environment.variables["PATH"]) })
    let end = session.run()
    learner.energy = session.lesson.energy
    switch end {
    case .completed(let summary):
      let change = learner.recordLesson(xp: summary.xp, on: today)
      presenter.streak(change, week: learner.week(of: today))
      return .success
    case .stopped(let code):
      let done = "\(session.lesson.settled) of \(session.lesson.prompts.count) done"
      let message =
        switch code {
        case .inputEnded:
          "Input ended before the lesson was finished (\(done)); only the energy spent counts."
        case .quit: "You left the lesson (\(done)); only the energy spent counts."
        default: "You're out of energy (\(done)). Refill it with gems: lingo refill."
        }
      presenter.ended(code, message: message)
      return code
    }
  }

  private func reader(_ environment: AppEnvironment, presenter: any LessonPresenter) -> any LineReader {
    if environment.inputIsTerminal && !options.json { return ReadlineLineReader() }
    return PipedLineReader(echo: options.json ? nil : environment.write, next: environment.readLine)
  }
}
