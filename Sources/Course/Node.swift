/// A stop on the path.
public struct Node: Sendable, Equatable {
  /// What a stop is: a lesson, a practice round, a chest of gems, or the unit's checkpoint.
  public enum Kind: String, Sendable, CaseIterable {
    case lesson, practice, chest, checkpoint
  }

  public var id: String
  public var kind: Kind
  public var title: String
  public var xp: Int
  /// The words this node teaches, in the language taught.
  public var teaches: [String]
  public var exercises: [Exercise]
  /// How many of its exercises one lesson plays, drawn afresh each play; nil plays them all, in order.
  public var plays: Int?

  public init(
    id: String, kind: Kind = .lesson, title: String, xp: Int = 10, teaches: [String] = [],
    exercises: [Exercise], plays: Int? = nil
  ) {
    self.id = id
    self.kind = kind
    self.title = title
    self.xp = xp
    self.teaches = teaches
    self.exercises = exercises
    self.plays = plays
  }

  /// Whether the node is played as a lesson (a chest is opened, not played).
  public var isPlayable: Bool { kind != .chest }

  /// Whether the node counts in a unit's "Lesson k of n".
  public var countsAsLesson: Bool { kind == .lesson || kind == .checkpoint }
}

extension PathUnit {
  /// The 1-based place of the node at `index` among the unit's lessons, and how many there are.
  public func lessonPlace(ofNodeAt index: Int) -> (number: Int, of: Int)? {
    guard nodes.indices.contains(index), nodes[index].countsAsLesson else { return nil }
    let number = nodes[..<index].filter(\.countsAsLesson).count + 1
    return (number, nodes.filter(\.countsAsLesson).count)
  }
}
