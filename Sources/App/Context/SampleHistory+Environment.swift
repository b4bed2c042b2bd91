import Course
import Learner
import Review
import Store

/// The sample history (Store's `SampleHistory`, Learner's `Learner.sample` and `sampleEvenings`) on the
/// command's clock, with the bundled course Sam studies read from the environment.
extension SampleHistory {
  /// The bundled course Sam studies.
  public static let courseName = BundledCourse.first.name

  /// Sam at `clock`'s now, with the words of `course` met (none when the course can't be read).
  static func learner(clock: Clock, course: Course?) -> Learner { learner(at: clock.moment, course: course) }

  /// The bundled course Sam studies, from `environment`'s courses, when it can be read.
  static func course(_ environment: AppEnvironment) -> Course? {
    try? CourseFile.playable(courseName, environment)
  }

  /// Replaces everything in `store` with the launch state, Sam's course read from `environment`; Sam, and
  /// the backup's path when one was kept.
  static func reset(
    _ store: any ProgressStore, clock: Clock, environment: AppEnvironment, backupStamp: String
  ) throws(StoreError) -> (Learner, String?) {
    try reset(
      store, course: course(environment), at: clock.moment, in: clock.timeZone, backupStamp: backupStamp)
  }

  /// Sam's review history on `clock`'s time zone.
  static func record(_ learner: Learner, clock: Clock, in book: inout ReviewBook) {
    record(learner, in: clock.timeZone, into: &book)
  }
}
