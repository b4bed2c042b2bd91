import Course

/// What the path's nodes award, read by the cards that offer them and by the rules that pay them.
public enum Rewards {
  /// The gems in a chest on the path.
  public static let chestGems = 20

  /// The XP a node's lesson or its practice gives before the accuracy bonus: the node's own.
  public static func lessonXP(_ node: Node) -> Int { node.xp }
}

extension Learner {
  /// Opens the chest node `key` at `position`; its gems, or nil when it was already open.
  public mutating func openChest(_ key: NodeKey, at position: PathPosition, next: PathPosition?) -> Int? {
    guard stars[key] == nil else { return nil }
    stars[key] = 3
    gems = gems.adding(Rewards.chestGems, within: ValueLimits.count)
    if courseID == key.course, self.position == position, let next { self.position = next }
    return Rewards.chestGems
  }

  /// Opens the chest at `index` of `unit` in `course`, moving on to the next node when the chest was the
  /// current one; its gems, or nil when it was already open or is not there.
  public mutating func openChest(at unit: PathUnit, index: Int, in course: Course) -> Int? {
    guard unit.nodes.indices.contains(index) else { return nil }
    return openChest(
      NodeKey(course: course.id, node: unit.nodes[index].id),
      at: PathPosition(unit: unit.number, node: index + 1),
      next: course.position(after: unit, index: index))
  }

  /// Switches to `chosen`, leaving `leaving`: the nodes passed there keep their place through their stars,
  /// and the new course picks up at its first node without stars.
  public mutating func switchCourse(from leaving: Course, to chosen: Course) {
    for unit in leaving.units {
      for (index, node) in unit.nodes.enumerated()
      where PathPosition(unit: unit.number, node: index + 1) < position {
        let key = NodeKey(course: leaving.id, node: node.id)
        stars[key] = stars[key] ?? 3
      }
    }
    courseID = chosen.id
    position = firstOpenNode(in: chosen)
  }

  /// The first node of `course` without stars: where a learner picks the course up again.
  public func firstOpenNode(in course: Course) -> PathPosition {
    for unit in course.units {
      for (index, node) in unit.nodes.enumerated()
      where stars[NodeKey(course: course.id, node: node.id)] == nil {
        return PathPosition(unit: unit.number, node: index + 1)
      }
    }
    return PathPosition(unit: course.units.first?.number ?? 1, node: 1)
  }
}

extension Course {
  /// The place of the node after `index` in `unit` on the path, or nil after the course's last node.
  public func position(after unit: PathUnit, index: Int) -> PathPosition? {
    if index + 1 < unit.nodes.count { return PathPosition(unit: unit.number, node: index + 2) }
    guard let next = units.drop(while: { $0.number != unit.number }).dropFirst().first else { return nil }
    return PathPosition(unit: next.number, node: 1)
  }
}
