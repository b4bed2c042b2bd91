import Course
import Learner
import Lesson

/// How a lesson is shown: as text for people, or as JSON Lines for programs.
protocol LessonPresenter {
  /// The prompt before each answer line.
  var answerPrompt: String { get }
  func started(_ context: LessonContext)
  func show(_ prompt: Prompt, in lesson: Lesson)
  func show(_ effect: LessonEffect, in lesson: Lesson)
  func completed(_ summary: LessonSummary)
  func streak(_ change: StreakChange, week: [WeekDay])
  /// Quest chests opened and the league place after a lesson.
  func rewards(chests: [DailyQuests.Quest], league: (from: Int, to: Int))
  func message(_ lines: [String])
  func ended(_ outcome: ExitCode, message: String)
}

/// What a lesson is, for its header.
struct LessonContext {
  var course: Course
  var unit: PathUnit
  var nodeIndex: Int
  var learner: Learner
  var streak: Int
  var energy: Int

  var node: Node { unit.nodes[nodeIndex] }
}
