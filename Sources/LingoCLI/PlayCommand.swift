import App
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

  init(_ words: [String]) throws(LingoError) {
    let arguments = try Arguments(
      words, flags: CommonOptions.flags, options: CommonOptions.valued.union(["--lesson"]))
    guard arguments.positionals.count <= 1 else {
      throw .usage("play takes one course, not \(arguments.positionals.count)")
    }
    options = try CommonOptions(arguments)
    courseArgument = arguments.positionals.first
    lessonRef = arguments.options["--lesson"]
  }

  func run(_ environment: AppEnvironment) throws(LingoError) {
    // The course and the lesson are checked before the store is opened: a mistake leaves no progress file.
    let checked = try preflight(environment)
    let context = try AppContext.open(options, environment)
    // A new learner is Sam, made from the sample course: the one checked above when it is that one.
    let learner = try context.learner(
      sampleCourse: checked.flatMap { $0.name == SampleHistory.courseName ? $0.course : nil })
    let name = courseArgument ?? learner.courseID
    let course =
      if let checked, checked.name == name { checked.course } else {
        try context.course(courseArgument, for: learner)
      }
    // Without a lesson named, chests on the way are opened first, and a finished course is practised.
    let ready = lessonRef == nil ? try context.onTheWay(to: course, for: learner) : learner
    try AppRunner.play(.node(lessonRef, in: course, learner: ready, app: context), context)
  }

  /// The course named on the command line, checked with the lesson asked for; nil when none is named.
  ///
  /// Without a course, a learner not stored yet (always so with `--ephemeral`) will study the sample
  /// learner's course: that one is checked so that a missing lesson makes no store, and read only once.
  private func preflight(_ environment: AppEnvironment) throws(LingoError) -> (name: String, course: Course)?
  {
    var name = courseArgument
    if name == nil, options.ephemeral || isNewStore(environment) {
      name = Clock(options, environment).sample().courseID
    }
    guard let name else { return nil }
    let course = try CourseFile.playable(name, environment)
    if let lessonRef { _ = try LessonRef.resolve(lessonRef, in: course) }
    return (name, course)
  }

  /// Whether the learner's store file is not there yet (a first run).
  private func isNewStore(_ environment: AppEnvironment) -> Bool {
    environment.store.made(options) == false
  }
}
