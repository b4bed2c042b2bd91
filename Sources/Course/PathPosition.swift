/// A node's place on the path: the unit's number and the node's 1-based place in the unit.
public struct PathPosition: Sendable, Equatable, Comparable, CustomStringConvertible {
  public var unit: Int
  public var node: Int

  public init(unit: Int, node: Int) {
    self.unit = unit
    self.node = node
  }

  /// Reads `2.4`.
  public init?(_ text: String) {
    let parts = text.split(separator: ".", omittingEmptySubsequences: false)
    guard parts.count == 2, let unit = Int(parts[0]), let node = Int(parts[1]), unit > 0, node > 0 else {
      return nil
    }
    self.init(unit: unit, node: node)
  }

  public var description: String { "\(unit).\(node)" }

  public static func < (lhs: PathPosition, rhs: PathPosition) -> Bool {
    (lhs.unit, lhs.node) < (rhs.unit, rhs.node)
  }
}

/// Why a reference names no lesson to play.
public enum LessonRefProblem: Error, Equatable, Sendable {
  /// No node has that id or place.
  case notFound
  /// The node is there but has nothing to play (a chest, or no exercises); its kind.
  case nothingToPlay(Node.Kind)
}

extension Course {
  /// The node `ref` names: its place as UNIT.NODE (`2.4`) or its id; nil when there is none.
  public func place(named ref: String) -> (unit: PathUnit, index: Int)? {
    if let position = PathPosition(ref) {
      return units.first { $0.number == position.unit }.flatMap { unit in
        unit.nodes.indices.contains(position.node - 1) ? (unit, position.node - 1) : nil
      }
    }
    return units.lazy.compactMap { unit in unit.nodes.firstIndex { $0.id == ref }.map { (unit, $0) } }.first
  }

  /// The playable node with exercises that `ref` names, or why there is none.
  public func lesson(named ref: String) -> Result<(unit: PathUnit, index: Int), LessonRefProblem> {
    guard let (unit, index) = place(named: ref) else { return .failure(.notFound) }
    let node = unit.nodes[index]
    guard node.isPlayable, node.exerciseCount > 0 else { return .failure(.nothingToPlay(node.kind)) }
    return .success((unit, index))
  }
}
