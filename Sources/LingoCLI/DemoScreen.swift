import Learner
import Lesson

/// What the demo's screen shows at one moment: the status line's numbers and one page.
struct DemoScreen: Sendable, Equatable {
  /// One of the three screens the hook passes through.
  enum Page: Sendable, Equatable {
    case lesson(DemoLessonPage)
    /// Lesson complete, with the XP count as far as it has got.
    case complete(LessonSummary, xpShown: Int)
    /// The streak moment: the count shown and the week's circles as filled so far.
    case streak(count: Int, week: [WeekDay])
  }

  var streak: Int
  var gems: Int
  var energy: Int
  var page: Page?
}

/// A lesson exercise on screen: the bar, the exercise, the answer line, the banner and the button.
struct DemoLessonPage: Sendable, Equatable {
  var prompt: Prompt
  var done: Int
  var total: Int
  var combo: Int
  var onFire: Bool
  var typed: [String] = []
  /// Whether CHECK is held down, the answer with the engine.
  var pressed = false
  var grade: Grade?
  /// A line the engine did not take as an answer.
  var refusal: String?
  /// Columns to the right of its place, while the exercise slides in.
  var offset = 0

  /// The page for the exercise `lesson` is at now.
  init?(_ lesson: Lesson) {
    guard let prompt = lesson.current else { return nil }
    self.prompt = prompt
    done = lesson.settled
    total = lesson.prompts.count
    combo = lesson.combo
    onFire = lesson.isOnFire
  }

  /// Whether the engine has spoken on this exercise.
  var isAnswered: Bool { grade != nil || refusal != nil }
}

/// A screen at its time in the script.
struct DemoFrame: Sendable, Equatable {
  let step: DemoStep
  let screen: DemoScreen
}
