import Course
import Learner

/// Finds the node a `--lesson` reference names: a node's id, or UNIT.NODE such as `2.4`.
enum LessonRef {
  /// The node `ref` names, whatever its kind, or nil.
  static func find(_ ref: String, in course: Course) -> (unit: PathUnit, index: Int)? {
    if let position = PathPosition(ref) {
      return course.units.first { $0.number == position.unit }.flatMap { unit in
        unit.nodes.indices.contains(position.node - 1) ? (unit, position.node - 1) : nil
      }
    }
    return course.units.lazy.compactMap { unit in unit.nodes.firstIndex { $0.id == ref }.map { (unit, $0) } }
      .first
  }

  /// The playable node `ref` names; a usage error when there is none.
  static func resolve(_ ref: String, in course: Course) throws(LingoError) -> (unit: PathUnit, index: Int) {
    guard let (unit, index) = find(ref, in: course) else {
      throw .usage(
        "no lesson '\(ref.terminalSafe)' in \(course.title.terminalSafe); give a lesson id or UNIT.NODE such as 2.4"
      )
    }
    let node = unit.nodes[index]
    guard node.isPlayable, !node.exercises.isEmpty else {
      throw .usage("'\(ref.terminalSafe)' is a \(node.kind.rawValue) with nothing to play; pick a lesson")
    }
    return (unit, index)
  }
}
