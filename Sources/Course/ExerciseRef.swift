/// One exercise of a course named by where it is written: its node's id and its place in the node's
/// `exercises` (0-based). A played exercise is remembered by it (a node's last play, a learner's mistakes).
public struct ExerciseRef: Hashable, Sendable {
  public var node: String
  public var index: Int

  public init(node: String, index: Int) {
    self.node = node
    self.index = index
  }
}

extension Course {
  /// The exercise `ref` names, when the course still has it.
  public func exercise(_ ref: ExerciseRef) -> Exercise? {
    for unit in units {
      for node in unit.nodes where node.id == ref.node {
        return node.exercises.indices.contains(ref.index) ? node.exercises[ref.index] : nil
      }
    }
    return nil
  }
}
