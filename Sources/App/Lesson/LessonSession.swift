import Course
import Foundation
import Lesson
import Terminal

/// The shell around a lesson: reads lines, feeds the engine, hands its effects to the presenter.
struct LessonSession {
  /// How a session ended.
  enum End: Equatable {
    case completed(LessonSummary)
    case stopped(LingoError)
  }

  var lesson: Lesson
  let presenter: any LessonPresenter
  var reader: any LineReader
  let now: () -> Date
  let speak: (String) -> [String]
  /// Saves each point of energy as it is spent; a failure ends the session.
  let spendEnergy: () -> LingoError?
  /// The longest run of right answers so far.
  private(set) var bestCombo = 0
  /// Every exercise graded, with its grade and when: the reviews of the words it tests.
  private(set) var graded: [(exercise: Exercise, grade: Grade, at: Date)] = []

  /// Plays until the lesson completes or the learner or the input stops it.
  mutating func run() -> End {
    while let prompt = lesson.current {
      presenter.show(prompt, in: lesson)
      var waiting = true
      while waiting {
        guard let line = reader.readLine(prompt: presenter.answerPrompt, completions: prompt.completions)
        else {
          return .stopped(.inputEnded)
        }
        let effects: [LessonEffect]
        switch LessonInput(line) {
        case .quit:
          return .stopped(.quit)
        case .help:
          presenter.message(LessonInput.helpLines)
          continue
        case .listen:
          // A match has no prompt of its own: its words in the language taught are what is heard.
          presenter.message(speak(prompt.text.isEmpty ? prompt.left.joined(separator: ", ") : prompt.text))
          continue
        case .unknownCommand(let command):
          presenter.message(["Unknown command \(command.terminalSafe); type :help for the commands."])
          continue
        case .skip:
          effects = lesson.handle(.skipped, at: now())
        case .answer(let answer):
          effects = lesson.handle(.answerSubmitted(answer), at: now())
        }
        for case .graded(let grade) in effects { graded.append((prompt.exercise, grade, now())) }
        bestCombo = max(bestCombo, lesson.combo)
        for effect in effects {
          switch effect {
          // Shown by the caller once the lesson is saved, so what says complete is recorded.
          case .completed(let summary): return .completed(summary)
          case .energySpent: if let failure = spendEnergy() { return .stopped(failure) }
          default: break
          }
          presenter.show(effect, in: lesson)
          switch effect {
          case .outOfEnergy: return .stopped(.outOfEnergy)
          case .graded: waiting = false
          default: break
          }
        }
        if waiting, effects.contains(where: { if case .pairTried = $0 { true } else { false } }) {
          presenter.show(prompt, in: lesson)
        }
      }
    }
    return .stopped(.inputEnded)
  }
}
