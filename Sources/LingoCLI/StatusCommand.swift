import App
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

  init(_ words: [String]) throws(LingoError) {
    let arguments = try Arguments(
      words, flags: ["--ascii", "--plain", "--ephemeral", "--help", "-h"], options: ["--now", "--format"])
    guard arguments.positionals.isEmpty else {
      throw .usage("status takes no arguments, not '\(arguments.positionals[0])'")
    }
    options = try CommonOptions(arguments)
    format = arguments.options["--format"]
  }

  func run(_ environment: AppEnvironment) throws(LingoError) {
    let clock = Clock(options, environment)
    let learner = try environment.store.snapshot(options) ?? clock.sample()
    let course = try StudiedCourse.course(for: learner, environment)
    let status = DailyStatus(
      learner: learner, course: course, today: clock.today, now: clock.now(), skipped: clock.moment.skipped)
    let view = StatusLineView(
      style: Style(color: false, ascii: options.ascii || options.isPlain(environment)),
      plain: options.isPlain(environment))
    if let format {
      switch view.fill(format, status) {
      case .failure(let unknown):
        throw .usage(
          "--format has no field '\(unknown.name)'; the fields are "
            + StatusLineView.fields.map { "{\($0)}" }.joined(separator: " "))
      case .success(let line): environment.write(line + "\n")
      }
    } else {
      environment.write(view.line(status) + "\n")
    }
    if !status.doneToday { throw .notDoneToday }
  }
}
