import Course
import Foundation
import Learner
import Lesson

/// Something that happened in a lesson played by the app: a line the learner typed, the end of input, or
/// what an effect the runner performed for the lesson gave back. It reaches the app as `AppEvent.lesson`.
public enum LessonAction: Equatable {
  /// The lesson was made for its context (its options shuffled, its lexicons handed in), ready to play.
  case began(LessonStart)
  /// A line typed in the lesson, read once at the edge, at `now`: an answer, `:skip`, `:listen`, `:hint`,
  /// `:help`, `:quit` or a command it doesn't know.
  case input(LessonInput, at: Date)
  /// The input ended (Ctrl-D, or the end of a pipe) before the lesson did.
  case inputEnded
  /// Ctrl-C while a line was read at a terminal.
  case interrupted
  /// What `:listen` said (`AppEffect.speak`).
  case spoke([String])
  /// The point of energy a CHECK spent was saved (nil), or why it was not.
  case energySaved(LingoError?)
  /// The completed lesson was saved with what it changed, or why it was not.
  case saved(Result<LessonSaved, LingoError>)
}

/// A lesson made for its context: what `AppEffect.play` gives back.
public struct LessonStart: Equatable, Sendable {
  public var context: LessonContext
  public var lesson: Lesson
  /// The learner's time zone, in which the time energy comes back is said.
  public var timeZone: TimeZone
  /// Whether the lesson is played at an interactive terminal (input and output, not `--json`): its end
  /// waits for Enter at CLAIM XP and CONTINUE, and leaving it asks first.
  public var atTerminal: Bool
  /// What is said once as the lesson starts, under its header (listening exercises left out).
  public var said: [String]

  public init(
    context: LessonContext, lesson: Lesson, timeZone: TimeZone, atTerminal: Bool = false, said: [String] = []
  ) {
    (self.context, self.lesson, self.timeZone, self.atTerminal) = (context, lesson, timeZone, atTerminal)
    self.said = said
  }
}

/// A completed lesson as saved: what it changed, the learner's week after it, and the course's totals
/// when it finished the course.
public struct LessonSaved: Equatable {
  public var outcome: LessonOutcome
  public var week: [WeekDay]
  public var finished: CourseFinished?

  public init(outcome: LessonOutcome, week: [WeekDay], finished: CourseFinished? = nil) {
    (self.outcome, self.week, self.finished) = (outcome, week, finished)
  }
}

/// A completed lesson to save in one transaction (`AppEffect.saveLesson`): the learner's record of it and
/// the reviews of the words its graded exercises test.
public struct LessonRecord: Equatable {
  public var course: Course
  public var completed: CompletedLesson
  public var graded: [GradedExercise]
  /// The recall the reviews aim for.
  public var retention: Double
  /// What it played: the node's draw, the exercises missed and right (`Learner.keep(_:at:)`).
  public var play: LessonPlay?

  public init(
    course: Course, completed: CompletedLesson, graded: [GradedExercise], retention: Double,
    play: LessonPlay? = nil
  ) {
    (self.course, self.completed, self.graded, self.retention) = (course, completed, graded, retention)
    self.play = play
  }
}

/// An exercise graded in a lesson, with its grade and when: a review of the words it tests.
public struct GradedExercise: Equatable, Sendable {
  public var exercise: Exercise
  public var grade: Grade
  public var at: Date

  public init(exercise: Exercise, grade: Grade, at: Date) {
    (self.exercise, self.grade, self.at) = (exercise, grade, at)
  }
}

/// What a lesson shows, as data: the runner hands it to the lesson's presenter (text, plain or JSON).
public enum LessonShow: Equatable {
  /// The header: the status line and the lesson's title.
  case started(LessonContext)
  /// An exercise to answer, as the lesson stands, with the words it introduces (shown the first time only).
  case prompt(Prompt, Lesson, newWords: [Gloss] = [])
  /// What `:hint` says: each word of the exercise with its meanings from the glossary.
  case hint([Gloss])
  /// What the engine decided about a line, as the lesson stands after it.
  case effect(LessonEffect, Lesson)
  /// What happened to the streak while the learner was away, before the header.
  case news(StreakNews)
  /// "Lesson complete!" and its three boxes.
  case completed(LessonSummary)
  /// Duo's word on the lesson just completed, at a terminal, above CLAIM XP.
  case claim(LessonSummary)
  /// The lesson ended below the passing accuracy: what it scored, and that nothing was recorded.
  case notPassed(LessonSummary)
  /// The streak after the lesson, with the week's days.
  case streak(StreakChange, week: [WeekDay])
  /// The day's goal, quest chests and league place after the lesson.
  case rewards(LessonOutcome)
  /// The lesson finished its course: the trophy, the totals and what next.
  case courseFinished(CourseFinished)
  /// Lines said between exercises: help, what was heard, an unknown command.
  case message([String])
  /// Why the lesson stopped before its end, with the exit code it stops with.
  case ended(ExitCode, message: String)
}

extension LessonPresenter {
  /// Shows `show`.
  func present(_ show: LessonShow) {
    switch show {
    case .started(let context): started(context)
    case .prompt(let prompt, let lesson, let words): self.show(prompt, in: lesson, newWords: words)
    case .hint(let glosses): hint(glosses)
    case .effect(let effect, let lesson): self.show(effect, in: lesson)
    case .news(let news): self.news(news)
    case .completed(let summary): completed(summary)
    case .claim(let summary): claim(summary)
    case .notPassed(let summary): notPassed(summary)
    case .streak(let change, let week): streak(change, week: week)
    case .rewards(let outcome): rewards(outcome)
    case .courseFinished(let finished): courseFinished(finished)
    case .message(let lines): message(lines)
    case .ended(let code, let message): ended(code, message: message)
    }
  }
}
