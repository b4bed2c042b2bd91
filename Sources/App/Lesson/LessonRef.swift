import Course
import Learner

/// The usage error for a `--lesson` reference that names nothing to play.
public enum LessonRef {
  /// The playable node `ref` names; a usage error when there is none.
  public static func resolve(_ ref: String, in course: Course) throws(LingoError) -> (
    unit: PathUnit, index: Int
  ) {
    switch course.lesson(named: ref) {
    case .success(let place): return place
    case .failure(.notFound):
      throw .usage(
        "no lesson '\(ref)' in \(course.title); give a lesson id or UNIT.NODE such as 2.4"
      )
    case .failure(.nothingToPlay(let kind)):
      throw .usage("'\(ref)' is a \(kind.rawValue) with nothing to play; pick a lesson")
    }
  }
}

extension LessonContext {
  /// The lesson `ref` names for `learner` at `app`'s time: by default the learner's current node in
  /// `course` (where they are in that course), or in a finished course the node to practise.
  public static func node(_ ref: String?, in course: Course, learner: Learner, app: AppContext)
    throws(LingoError) -> LessonContext
  {
    let here = learner.nodeToPlay(in: course).map { "\($0.unit.number).\($0.index + 1)" }
    let place = try LessonRef.resolve(ref ?? here ?? "", in: course)
    return LessonContext(
      course: course, unit: place.unit, nodeIndex: place.index, learner: learner,
      streak: learner.streak(on: app.clock.today), energy: learner.energy.current(at: app.clock.now()))
  }
}
