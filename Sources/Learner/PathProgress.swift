import Course

/// Where a node stands for a learner: done with its stars, current, or locked.
public enum NodeStatus: Sendable, Equatable {
  case done(stars: Int)
  case current
  case locked
}

/// Each course keeps its own place for ever: the learner's position in it is the node to play next, or the
/// place just past its last node once it is finished. Switching course never moves another course's place.
extension Learner {
  /// Where the learner stands in `course`: the stored place, or for a course never placed (a profile from
  /// before places were kept per course) its first node without stars.
  func place(in course: Course) -> PathPosition? {
    positions[course.id] ?? firstOpenNode(in: course)
  }

  /// The node to play next in `course`: the first node at or after the learner's place; nil once the
  /// course is finished.
  public func current(in course: Course) -> (unit: PathUnit, index: Int)? {
    guard let place = place(in: course) else { return nil }
    // The place names a node of the course (the usual case): found by its unit, without a walk of the path,
    // since every node's status asks for it.
    if let unit = course.units.first(where: { $0.number == place.unit }),
      unit.nodes.indices.contains(place.node - 1)
    {
      return (unit, place.node - 1)
    }
    for unit in course.units {
      for index in unit.nodes.indices where PathPosition(unit: unit.number, node: index + 1) >= place {
        return (unit, index)
      }
    }
    return nil
  }

  /// The current node's place in `course`, nil once it is finished.
  public func currentPosition(in course: Course) -> PathPosition? {
    current(in: course).map { PathPosition(unit: $0.unit.number, node: $0.index + 1) }
  }

  /// Whether every node of `course` is done: its last node completed.
  public func hasFinished(_ course: Course) -> Bool { !course.units.isEmpty && current(in: course) == nil }

  /// The status of the node at `index` of `unit` in `course`.
  public func status(of unit: PathUnit, index: Int, in course: Course) -> NodeStatus {
    let here = PathPosition(unit: unit.number, node: index + 1)
    let current = currentPosition(in: course)
    if here == current { return .current }
    if current.map({ here < $0 }) ?? true {
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

  /// Moves the learner's place in `courseID` past `position` when it is the node there to play: to `next`,
  /// or just past the last node when there is none. Whether this finished the course.
  mutating func advance(past position: PathPosition, next: PathPosition?, in courseID: String) -> Bool {
    guard position == positions[courseID] ?? PathPosition(unit: 1, node: 1) else { return false }
    positions[courseID] =
      next ?? PathPosition(unit: position.unit, node: position.node.adding(1, within: 1...Int.max))
    return next == nil
  }

  /// Keeps the learner's place in `course` as the node to play now: for a course never placed, its first
  /// node without stars; for a place the course no longer has (its content changed), the node after it;
  /// past the last node for a finished course.
  public mutating func keepPlace(in course: Course) {
    positions[course.id] =
      currentPosition(in: course)
      ?? course.units.last.map { PathPosition(unit: $0.number, node: $0.nodes.count + 1) }
  }

  /// The node a lesson plays when none is named: the current one, or in a finished course the one to
  /// practise.
  public func nodeToPlay(in course: Course) -> (unit: PathUnit, index: Int)? {
    current(in: course) ?? practiceNode(in: course)
  }

  /// The node to practise in a finished `course`: one of the playable nodes with the fewest stars; nil when
  /// it has none. Tied nodes take turns, the turn moving on with each lesson completed, so a course finished
  /// with every star practises all its lessons in turn rather than the first one for ever.
  public func practiceNode(in course: Course) -> (unit: PathUnit, index: Int)? {
    var fewest: [(unit: PathUnit, index: Int)] = []
    var least = Int.max
    for unit in course.units {
      for (index, node) in unit.nodes.enumerated() where node.isPlayable && node.exerciseCount > 0 {
        let count = stars[NodeKey(course: course.id, node: node.id)] ?? 3
        if count < least { (least, fewest) = (count, []) }
        if count == least { fewest.append((unit, index)) }
      }
    }
    guard !fewest.isEmpty else { return nil }
    return fewest[Int(lessonsCompleted.magnitude % UInt(fewest.count))]
  }
}
