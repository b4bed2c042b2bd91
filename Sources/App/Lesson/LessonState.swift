import Foundation
import Learner
import Lesson

/// A lesson while the app plays it: the engine's state and what the app keeps beside it for the record.
public struct LessonState: Equatable, Sendable {
  /// Where the lesson is between two lines.
  public enum Stage: Equatable, Sendable {
    /// Waiting for the learner's next line.
    case answering
    /// A CHECK's point of energy is being saved: what the answer did is shown once it is.
    case savingEnergy(Answer)
    /// The lesson is complete and being saved: it says complete once it is.
    case saving(LessonSummary)
    /// The learner asked to leave (`:quit`, Ctrl-D, Ctrl-C) at a terminal: the next line says whether.
    case askingToLeave(Leaving)
  }

  /// How the learner asked to leave a lesson; each leaves with its own code.
  public enum Leaving: Equatable, Sendable {
    case quit, inputEnded, interrupted
  }

  /// What one line did to the lesson, shown in order from `next` on; `prompt` is the exercise it answered.
  public struct Answer: Equatable, Sendable {
    public var effects: [LessonEffect]
    public var next: Int
    public var prompt: Prompt
    public var at: Date

    public init(effects: [LessonEffect], next: Int, prompt: Prompt, at: Date) {
      (self.effects, self.next, self.prompt, self.at) = (effects, next, prompt, at)
    }
  }

  public var context: LessonContext
  public var lesson: Lesson
  public var timeZone: TimeZone
  /// Whether the lesson is played at an interactive terminal: it waits at its end, and asks before leaving.
  public var atTerminal: Bool
  public var stage = Stage.answering
  /// Every CHECK so far, right or not, in order (a skip is a wrong one; a match has no CHECK): the day's
  /// "in a row" quest counts across them.
  public var checks: [Bool] = []
  /// Every exercise graded, with its grade and when: the reviews of the words it tests.
  public var graded: [GradedExercise] = []

  public init(_ start: LessonStart) {
    (context, lesson, timeZone, atTerminal) = (start.context, start.lesson, start.timeZone, start.atTerminal)
  }

  /// Whether the lesson waits for a line (an answer, or whether to leave): no save is under way.
  public var awaitsAnswer: Bool {
    switch stage {
    case .answering, .askingToLeave: true
    case .savingEnergy, .saving: false
    }
  }
}
