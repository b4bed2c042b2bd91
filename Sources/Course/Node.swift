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
  /// How many of its exercises one lesson plays, drawn afresh each play; nil plays them all, in order.
  public var plays: Int?
  /// The exercises as decoded, or where to decode them from when first asked (a compiled course).
  private var stored: Stored

  /// A node's exercises: held, or read when first asked for.
  private enum Stored: Sendable {
    case held([Exercise])
    case deferred(DeferredExercises)
  }

  public init(
    id: String, kind: Kind = .lesson, title: String, xp: Int = 10, teaches: [String] = [],
    exercises: [Exercise], plays: Int? = nil
  ) {
    self.id = id
    self.kind = kind
    self.title = title
    self.xp = xp
    self.teaches = teaches
    self.stored = .held(exercises)
    self.plays = plays
  }

  /// A node whose exercises are decoded from `deferred` the first time they are asked for.
  public init(
    id: String, kind: Kind, title: String, xp: Int, teaches: [String], deferred: DeferredExercises,
    plays: Int?
  ) {
    self.init(id: id, kind: kind, title: title, xp: xp, teaches: teaches, exercises: [], plays: plays)
    self.stored = .deferred(deferred)
  }

  /// The node's exercises, in the course's order.
  public var exercises: [Exercise] {
    get {
      switch stored {
      case .held(let exercises): exercises
      case .deferred(let deferred): deferred.block.exercises
      }
    }
    set { stored = .held(newValue) }
  }

  /// The part of the course's glossary the node's exercises can use (`Glossary.lesson`), when a compiled
  /// course holds it: a lesson of the node glosses from it without reading the whole glossary.
  public var lessonGlossary: Glossary? {
    switch stored {
    case .held: nil
    case .deferred(let deferred): deferred.block.glossary
    }
  }

  /// The entries of `lessonGlossary` the course teaches, when a compiled course holds them.
  public var taughtGlossary: Glossary? {
    switch stored {
    case .held: nil
    case .deferred(let deferred): deferred.block.taught
    }
  }

  /// How many exercises the node holds, known without decoding deferred ones.
  public var exerciseCount: Int {
    switch stored {
    case .held(let exercises): exercises.count
    case .deferred(let deferred): deferred.count
    }
  }

  public static func == (lhs: Node, rhs: Node) -> Bool {
    lhs.id == rhs.id && lhs.kind == rhs.kind && lhs.title == rhs.title && lhs.xp == rhs.xp
      && lhs.teaches == rhs.teaches && lhs.plays == rhs.plays && lhs.exercises == rhs.exercises
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
