import Course

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
        "no lesson '\(ref.terminalSafe)' in \(course.title.terminalSafe); give a lesson id or UNIT.NODE such as 2.4"
      )
    case .failure(.nothingToPlay(let kind)):
      throw .usage("'\(ref.terminalSafe)' is a \(kind.rawValue) with nothing to play; pick a lesson")
    }
  }
}
