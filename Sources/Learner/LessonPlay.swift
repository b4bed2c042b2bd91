import Course
import Foundation

/// An exercise the learner missed: which, in which course, and when.
public struct Mistake: Sendable, Equatable {
  /// How many mistakes a learner keeps: the newest.
  public static let kept = 200

  public var course: String
  public var exercise: ExerciseRef
  public var at: Date

  public init(course: String, exercise: ExerciseRef, at: Date) {
    (self.course, self.exercise, self.at) = (course, exercise, at)
  }
}

/// What a completed lesson played, for the learner's record of plays and mistakes.
public struct LessonPlay: Sendable, Equatable {
  public var course: String
  /// The node that drew its set and the places drawn, in play order; nil when no set was drawn.
  public var drawn: (node: String, exercises: [Int])?
  /// The exercises missed the first time, in play order.
  public var missed: [ExerciseRef]
  /// The exercises right the first time.
  public var right: [ExerciseRef]

  public init(
    course: String, drawn: (node: String, exercises: [Int])? = nil, missed: [ExerciseRef],
    right: [ExerciseRef]
  ) {
    (self.course, self.drawn, self.missed, self.right) = (course, drawn, missed, right)
  }

  public static func == (a: LessonPlay, b: LessonPlay) -> Bool {
    a.course == b.course && a.drawn?.node == b.drawn?.node && a.drawn?.exercises == b.drawn?.exercises
      && a.missed == b.missed && a.right == b.right
  }
}

extension Learner {
  /// Records `play`, completed at `now`: the node's draw becomes its last play; each exercise missed goes
  /// to the front of the mistakes (once, at `now`), each right one leaves them; the oldest beyond
  /// `Mistake.kept` are dropped.
  public mutating func keep(_ play: LessonPlay, at now: Date) {
    if let drawn = play.drawn {
      lastPlays[NodeKey(course: play.course, node: drawn.node)] = drawn.exercises
    }
    let settled = Set(play.missed + play.right)
    var kept = mistakes.filter { $0.course != play.course || !settled.contains($0.exercise) }
    var seen: Set<ExerciseRef> = []
    // The newest first: the last missed in play order leads.
    let missed = play.missed.reversed().filter { seen.insert($0).inserted }
    kept.insert(contentsOf: missed.map { Mistake(course: play.course, exercise: $0, at: now) }, at: 0)
    mistakes = Array(kept.prefix(Mistake.kept))
  }

  /// The exercises of `course` missed, the newest first.
  public func mistakes(in course: String) -> [ExerciseRef] {
    mistakes.filter { $0.course == course }.map(\.exercise)
  }
}
