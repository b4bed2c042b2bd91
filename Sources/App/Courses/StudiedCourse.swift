import Course
import Foundation
import Learner
import Store

/// The course a learner studies, read where it is kept: a bundled course by its id, a course switched to
/// by its file (`settings course FILE`) from the file's remembered place (`Learner.courseFiles`).
public enum StudiedCourse {
  /// What `CourseFile` reads for `learner`'s course: the remembered file of a course that is not bundled,
  /// else the course's id (a bundled name).
  public static func argument(for learner: Learner) -> String {
    guard CourseFilePath.isCourseID(learner.courseID), let path = learner.courseFiles[learner.courseID] else {
      return learner.courseID
    }
    return path
  }

  /// `learner`'s course from `environment`'s courses, ready to play. A remembered file that is gone, no
  /// longer plays or now holds another course is said in one line with how to switch (exit 6).
  public static func course(for learner: Learner, _ environment: AppEnvironment) throws(LingoError) -> Course
  {
    let argument = argument(for: learner)
    guard argument != learner.courseID else { return try CourseFile.playable(argument, environment) }
    let failure = { (reason: String) in
      LingoError.course(.remembered(id: learner.courseID, path: argument, reason: reason))
    }
    let course: Course
    do {
      course = try CourseFile.playable(argument, environment)
    } catch {
      guard case .course(let cause) = error else { throw error }
      throw failure(reason(cause, path: argument, exists: environment.courses.exists(argument)))
    }
    guard course.id == learner.courseID else {
      throw failure("the file now holds the course '\(course.id)'")
    }
    return course
  }

  /// Why a remembered file can't be played, in a few words.
  private static func reason(_ failure: CourseFailure, path: String, exists: Bool) -> String {
    if !exists { return "the file is not there any more" }
    switch failure {
    case .unreadable(_, let reason): return reason
    case .schema: return "the file is a JSON Schema now, not a course"
    case .refused(_, _, let errors):
      return "it has \(errors == 1 ? "1 error" : "\(errors) errors") now ('lingo check --solve' lists them)"
    case .missing(let message), .remembered(_, _, let message): return message
    case .bundledID(_, let id): return "it holds the bundled course '\(id)'"
    }
  }

  /// The course `settings course` names (`choice`) in `environment`, read and checked as `lingo play FILE`
  /// reads it, and for a file its absolute, standardised path to remember. A file holding a bundled
  /// course's id is refused: it would share that course's progress.
  public static func chosen(_ choice: CourseChoice, _ environment: AppEnvironment) throws(LingoError)
    -> (course: Course, file: String?)
  {
    switch choice {
    case .bundled(let name):
      return (try CourseFile.playable(name, environment), nil)
    case .file(let typed):
      let course = try CourseFile.playable(typed, environment)
      let source = environment.courses
      let path = source.absolute(CourseFile.locate(typed, in: source) ?? typed)
      guard CourseFilePath.isStandardPath(path) else {
        throw .course(
          .unreadable(
            name: typed, reason: "its path is longer than \(CourseFilePath.maxLength) bytes, too long to keep"
          ))
      }
      guard CourseFilePath.isCourseID(course.id) else {
        throw .course(.bundledID(path: typed, id: course.id))
      }
      return (course, path)
    }
  }
}

/// What `settings course` switches to: a bundled course by its name, or a course file by its path as typed.
public enum CourseChoice: Equatable, Sendable {
  case bundled(String)
  case file(String)
}
