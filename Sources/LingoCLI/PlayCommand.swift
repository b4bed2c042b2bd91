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
    // The course and the lesson are checked before the store is opened: a mistake leaves no progress file.
    let checked: (name: String, course: Course)?
    switch preflight(environment) {
    case .failure(let failure):
      environment.writeError(failure.message + "\n")
      return failure.code
    case .success(let course): checked = course
    }
    let prepared = AppContext.open(options, environment).flatMap { context in
      context.learner().flatMap { learner in
        let name = courseArgument ?? learner.courseID
        let course: Result<Course, CommandFailure> =
          if let checked, checked.name == name { .success(checked.course) } else {
            context.course(courseArgument, for: learner)
          }
        return course.flatMap { course in
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

  /// The course named on the command line, checked with the lesson asked for; nil when none is named.
  ///
  /// Without a course, a learner not stored yet will study the sample learner's course: that one is
  /// checked so that a missing lesson makes no store (and used if the learner's course is still it).
  private func preflight(_ environment: AppEnvironment) -> Result<
    (name: String, course: Course)?, CommandFailure
  > {
    var name = courseArgument
    if name == nil, !options.ephemeral, let store = StoreLocation.path(variables: environment.variables),
      !FileManager.default.fileExists(atPath: store)
    {
      name = Clock(options, environment).sample().courseID
    }
    guard let name else { return .success(nil) }
    let loaded = CourseFile.read(name, variables: environment.variables).flatMap { $0.course() }
    switch loaded {
    case .failure(let failure):
      return .failure(CommandFailure(.badCourse, failure.message))
    case .success(let course):
      if let lessonRef {
        do {
          _ = try LessonRef.resolve(lessonRef, in: course)
        } catch {
          return .failure(CommandFailure(.usage, "error: \(error.message)"))
        }
      }
      return .success((name, course))
    }
  }
}
