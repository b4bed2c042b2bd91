import Course

/// Where a node stands for a learner: done with its stars, current, or locked.
public enum NodeStatus: Sendable, Equatable {
  case done(stars: Int)
  case current
  case locked
}

extension Learner {
  /// The status of the node at `index` of `unit` in `course`.
  public func status(of unit: PathUnit, index: Int, in course: Course) -> NodeStatus {
    let here = PathPosition(unit: unit.number, node: index + 1)
    guard course.id == courseID else {
      return stars[NodeKey(course: course.id, node: unit.nodes[index].id)].map { .done(stars: $0) } ?? .locked
    }
    if here == position { return .current }
    if here < position {
      return .done(stars: stars[NodeKey(course: course.id, node: unit.nodes[index].id)] ?? 3)
    }
    return .locked
  }

  /// Whether every node of `unit` is done, its checkpoint included: the unit's passport stamp.
  public func hasFinished(_ unit: PathUnit, in course: Course) -> Bool {
    unit.nodes.indices.allSatisfy {
      if case .done = status(of: unit, index: $0, in: course) { true } else { false }
    }
  }
}
