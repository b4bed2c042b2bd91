import Course
import Learner
import Lesson
import Terminal

/// How a lesson is shown: as text for people, or as JSON Lines for programs.
public protocol LessonPresenter {
  /// The prompt before each answer line.
  var answerPrompt: TerminalText { get }
  /// A streak that ended, or freezes that kept it, while the learner was away: said once, before the header.
  func news(_ news: StreakNews)
  func started(_ context: LessonContext)
  /// An exercise to answer, with the words it introduces under its instruction (`[]` when none).
  func show(_ prompt: Prompt, in lesson: Lesson, newWords: [Gloss])
  /// What `:hint` says: each word of the exercise with its meanings, in order.
  func hint(_ glosses: [Gloss])
  func show(_ effect: LessonEffect, in lesson: Lesson)
  func completed(_ summary: LessonSummary)
  /// Duo's word on the lesson just completed, shown at a terminal above CLAIM XP.
  func claim(_ summary: LessonSummary)
  /// The lesson ended below the passing accuracy: nothing was recorded, and it can be tried again.
  func notPassed(_ summary: LessonSummary)
  func streak(_ change: StreakChange, week: [WeekDay])
  /// The day's goal when met, quest chests opened and the league place after a lesson.
  func rewards(_ outcome: LessonOutcome)
  /// The course is finished: the trophy, its totals and what next.
  func courseFinished(_ finished: CourseFinished)
  func message(_ lines: [String])
  func ended(_ outcome: ExitCode, message: String)
}

/// What a lesson is, for its header and its record: a node of the path, or a round of review.
public struct LessonContext: Equatable, Sendable {
  /// Where the exercises come from.
  public enum Source: Equatable, Sendable {
    case node(unit: PathUnit, index: Int)
    /// The words due, reviewed by these exercises.
    case review(words: [String])
    /// The learner's mistakes and weakest words, practised (`lingo practice`).
    case practice
  }

  public var course: Course
  public var source: Source
  public var exercises: [Exercise] {
    // Exercises left out (listening without speech) take their origins with them, unless they were
    // given already.
    didSet {
      if origins.count != exercises.count { origins = Self.aligned(origins, from: oldValue, to: exercises) }
    }
  }
  /// Where the course writes each exercise (its node and place), by place in `exercises`; nil for one made
  /// for a review. A completed lesson's plays and mistakes are kept by it (`LessonContext+Plays.swift`).
  public var origins: [ExerciseRef?] = []
  /// Whether the node's exercises were drawn (`Node.plays`): what is played is the node's last play.
  public var drew = false
  public var title: String
  public var xp: Int
  public var learner: Learner
  public var streak: Int
  public var energy: Int
  /// The entries of the lesson's glossary its course teaches (the words a prompt may introduce), worked
  /// out once as the lesson begins; nil until then.
  public var taught: Glossary?

  /// The words a prompt of the lesson may introduce (`Hints.taughtLookup`).
  public var taughtLookup: GlossaryLookup { GlossaryLookup(taught ?? Hints.taughtGlossary(course)) }

  /// The node at `nodeIndex` of `unit`.
  public init(course: Course, unit: PathUnit, nodeIndex: Int, learner: Learner, streak: Int, energy: Int) {
    let node = unit.nodes[nodeIndex]
    self.init(
      course: course, source: .node(unit: unit, index: nodeIndex), exercises: node.exercises,
      title: node.title,
      xp: node.xp, learner: learner, streak: streak, energy: energy)
    origins = node.exercises.indices.map { ExerciseRef(node: node.id, index: $0) }
  }

  public init(
    course: Course, source: Source, exercises: [Exercise], title: String, xp: Int, learner: Learner,
    streak: Int,
    energy: Int
  ) {
    (self.course, self.source, self.exercises, self.title, self.xp) = (course, source, exercises, title, xp)
    (self.learner, self.streak, self.energy) = (learner, streak, energy)
  }

  /// The node played, when it is one.
  public var node: Node? {
    if case .node(let unit, let index) = source { return unit.nodes[index] }
    return nil
  }

  /// "Lesson 2 of 4" for a node that counts as a lesson, "5 words" for a review.
  public var place: String? {
    switch source {
    case .node(let unit, let index):
      return unit.lessonPlace(ofNodeAt: index).map { "Lesson \($0.number) of \($0.of)" }
    case .review(let words):
      return words.count == 1 ? "1 word" : "\(words.count) words"
    case .practice:
      return exercises.count == 1 ? "1 exercise" : "\(exercises.count) exercises"
    }
  }

  /// How the lesson pays: a node's passes at half right or pays nothing, a review pays what was right.
  public var scoring: Lesson.Scoring {
    if case .review = source { return .review }
    return .lesson
  }

  /// The id of what is played: the node's, "practice" or "review".
  public var id: String { node?.id ?? (source == .practice ? "practice" : "review") }

  /// Where the node is on the path, when it is a node.
  public var position: PathPosition? {
    if case .node(let unit, let index) = source { return PathPosition(unit: unit.number, node: index + 1) }
    return nil
  }
}
