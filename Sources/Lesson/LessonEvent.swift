import Foundation

/// Something the learner did in a lesson.
public enum LessonEvent: Sendable, Equatable {
  /// A line typed as the answer to the current exercise.
  case answerSubmitted(String)
  /// The learner gave up on the current exercise; it counts as missed.
  case skipped
}

/// What the engine decided, for the shell to show and save.
public enum LessonEffect: Sendable, Equatable {
  /// The line was not an answer; the same prompt repeats.
  case refused(String)
  /// One pair of a match exercise was matched, or was not a pair (a mistake).
  case pairTried(left: String, right: String, correct: Bool)
  /// A CHECK spent energy.
  case energySpent(remaining: Int)
  /// The exercise was graded.
  case graded(Grade)
  /// A CHECK was due with no energy left; the lesson is over.
  case outOfEnergy
  /// The last exercise was settled.
  case completed(LessonSummary)

  /// Whether a graded exercise was right; nil for any other effect.
  public var checked: Bool? {
    if case .graded(let grade) = self { return grade.correct }
    return nil
  }
}

/// The verdict on one exercise, as the banner shows it.
public struct Grade: Sendable, Equatable {
  public var correct: Bool
  /// "Nice job!", "Amazing!" or "Great job!" when right.
  public var praise: String?
  public var solution: String
  public var notes: [Note]
  /// Whether a missed exercise will come back at the end of the lesson.
  public var comesBack: Bool
  /// What the exercise's sentence means in the learner's language, shown under the banner
  /// (`Prompt.translation`); nil when the exercise has none.
  public var translation: String? = nil
  /// What a listening exercise said, shown only once it is answered; nil for an exercise that is read.
  public var heard: String? = nil
}

/// The three stat boxes of "Lesson complete!".
public struct LessonSummary: Sendable, Equatable {
  public var xp: Int
  /// Exercises right the first time, in whole percent.
  public var accuracy: Int
  public var seconds: Int
  public var exercises: Int
  public var mistakes: Int
  /// Whether the lesson passed: enough of it right (`Lesson.passingAccuracy`) to earn a star.
  public var passed: Bool

  public init(xp: Int, accuracy: Int, seconds: Int, exercises: Int, mistakes: Int, passed: Bool = true) {
    (self.xp, self.accuracy, self.seconds, self.exercises, self.mistakes) = (
      xp, accuracy, seconds, exercises, mistakes
    )
    self.passed = passed
  }

  /// The word over the accuracy box: it follows the accuracy, so a lesson below half is never "GOOD".
  public var accuracyWord: String {
    switch accuracy {
    case 100: "PERFECT"
    case 85...: "AMAZING"
    case 70...: "GREAT"
    case Lesson.passingAccuracy...: "GOOD"
    default: "NOT YET"
    }
  }

  /// The word over the time box.
  public var timeWord: String { seconds <= 180 ? "SPEEDY" : "COMMITTED" }

  /// The time as m:ss.
  public var clock: String { "\(seconds / 60):" + String(format: "%02d", seconds % 60) }
}
