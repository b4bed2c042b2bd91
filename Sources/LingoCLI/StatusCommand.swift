import Course
import Foundation
import Learner
import Store
import Terminal

/// `lingo status`: one line for a shell prompt or a status bar; exit 0 when today's lesson is done, 1 when not.
/// It only reads the progress file, and shows the launch state without creating a learner when there is none.
struct StatusCommand: Command {
  let options: CommonOptions
  let format: String?

  init(_ words: [String]) throws(UsageError) {
    let arguments = try Arguments(
      words, flags: ["--ascii", "--plain", "--ephemeral", "--help", "-h"], options: ["--now", "--format"])
    guard arguments.positionals.isEmpty else {
      throw UsageError("status takes no arguments, not '\(arguments.positionals[0])'")
    }
    options = try CommonOptions(arguments)
    format = arguments.options["--format"]
  }

  func run(_ environment: AppEnvironment) -> ExitCode {
    let clock = Clock(options, environment)
    var stored: Learner?
    if !options.ephemeral {
      guard let path = StoreLocation.path(variables: environment.variables) else {
        environment.writeError("error: set HOME or LINGO_HOME so lingo knows where progress is kept\n")
        return .storeFailed
      }
      do {
        stored = try ProgressSnapshot.learner(path: path)
      } catch {
        environment.writeError("error: \(error.explanation)\n")
        return .storeFailed
      }
    }
    let learner = stored ?? clock.sample()
    let course: Course
    switch CourseFile.read(learner.courseID, variables: environment.variables).flatMap({ $0.course() }) {
    case .failure(let failure):
      environment.writeError(failure.lines.joined(separator: "\n") + "\n")
      return .badCourse
    case .success(let loaded): course = loaded
    }
    let status = DailyStatus(learner: learner, course: course, today: clock.today, now: clock.now())
    let view = StatusLineView(
      style: Style(color: false, ascii: options.ascii || options.isPlain(environment)),
      plain: options.isPlain(environment))
    if let format {
      switch view.fill(format, status) {
      case .failure(let unknown):
        environment.writeError(
          "error: --format has no field '\(unknown.name.terminalSafe)'; the fields are "
            + StatusLineView.fields.map { "{\($0)}" }.joined(separator: " ") + "\n")
        return .usage
      case .success(let line): environment.write(line + "\n")
      }
    } else {
      environment.write(view.line(status) + "\n")
    }
    return status.doneToday ? .success : .notDoneToday
  }
}

extension ExitCode {
  /// `lingo status`: today's lesson is not done yet (the same status as `check`'s errors).
  static let notDoneToday = ExitCode.courseHasErrors
}
