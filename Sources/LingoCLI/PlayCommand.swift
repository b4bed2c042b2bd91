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
    let prepared = AppContext.open(options, environment).flatMap { context in
      context.learner().flatMap { learner in
        context.course(courseArgument, for: learner).flatMap { course in
          LessonGame.make(context: context, course: course, learner: learner, ref: lessonRef)
        }
      }
    }
    switch prepared {
    case .failure(let failure):
      environment.writeError(failure.message + "\n")
      return failure.code
    case .success(let game):
      return game.play(reader: game.app.reader())
    }
  }
}
