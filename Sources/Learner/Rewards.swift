import Course

/// What the path's nodes award, read by the cards that offer them and by the rules that pay them.
public enum Rewards {
  /// The gems in a chest on the path.
  public static let chestGems = 20

  /// The XP a node's lesson or its practice gives before the accuracy bonus: the node's own.
  public static func lessonXP(_ node: Node) -> Int { node.xp }
}

extension Learner {
  /// Opens the chest node `key` at `position`, moving the course's place past it when it was the node to
  /// play; its gems, or nil when it was already open.
  public mutating func openChest(_ key: NodeKey, at position: PathPosition, next: PathPosition?) -> Int? {
    // An open chest that is still the node to play (a place kept from an older lingo) is passed.
    _ = advance(past: position, next: next, in: key.course)
    guard stars[key] == nil else { return nil }
    stars[key] = 3
    gems = gems.adding(Rewards.chestGems, within: ValueLimits.count)
    return Rewards.chestGems
  }

  /// Opens the chest at `index` of `unit` in `course`, moving on to the next node when the chest was the
  /// current one; its gems, or nil when it was already open or is not there.
  public mutating func openChest(at unit: PathUnit, index: Int, in course: Course) -> Int? {
    guard unit.nodes.indices.contains(index) else { return nil }
    keepPlace(in: course)
    return openChest(
      NodeKey(course: course.id, node: unit.nodes[index].id),
      at: PathPosition(unit: unit.number, node: index + 1),
      next: course.position(after: unit, index: index))
  }

  /// Switches to `chosen`, leaving `leaving`: each keeps its own place, so switching back picks `leaving`
  /// up where it was, and `chosen` where the learner left it (its start, for a course never studied).
  ///
  /// - Parameters:
  ///   - leaving: the course studied until now; nil when it could not be read (its kept place stays as it is).
  ///   - file: where `chosen` was read from when it is not bundled (an absolute path), remembered by its id.
  public mutating func switchCourse(from leaving: Course?, to chosen: Course, file: String? = nil) {
    if let leaving { keepPlace(in: leaving) }
    keepPlace(in: chosen)
    courseID = chosen.id
    if let file { courseFiles[chosen.id] = file }
  }

  /// The first node of `course` without stars, nil when every node has them: where a profile from before
  /// places were kept per course picks the course up again.
  public func firstOpenNode(in course: Course) -> PathPosition? {
    for unit in course.units {
      for (index, node) in unit.nodes.enumerated()
      where stars[NodeKey(course: course.id, node: node.id)] == nil {
        return PathPosition(unit: unit.number, node: index + 1)
      }
    }
    return nil
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
