import Course
import Learner
import Review
import Store

/// The sample history on the command's clock, with the bundled course Sam studies.
extension SampleHistory {
  /// The bundled course Sam studies.
  public static let courseName = BundledCourse.first.name

  /// Sam at `clock`'s now, with the words of `course` met (none when the course can't be read).
  static func learner(clock: Clock, course: Course?) -> Learner { learner(at: clock.moment, course: course) }

  /// The bundled course Sam studies, when it can be read.
  static func course(variables: [String: String]) -> Course? {
    try? CourseFile.playable(courseName, variables: variables)
  }

  /// Replaces everything in `store` with the launch state; Sam, and the backup's path when one was kept.
  static func reset(
    _ store: any ProgressStore, clock: Clock, variables: [String: String], backupStamp: String
  ) throws(StoreError) -> (Learner, String?) {
    try reset(
      store, course: course(variables: variables), at: clock.moment, in: clock.timeZone,
      backupStamp: backupStamp)
  }

  /// Sam's review history on `clock`'s time zone.
  static func record(_ learner: Learner, clock: Clock, in book: inout ReviewBook) {
    record(learner, in: clock.timeZone, into: &book)
  }
}
