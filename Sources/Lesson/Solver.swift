import Course
import Foundation
import Randomness

/// Plays every exercise of a course through the engine with its own answer and each alternative.
public enum Solver {
  /// An `unsolvable` error for every answer the engine does not accept as right without a note, and for
  /// every answer a learner could not type: a choice named like a number, a line read as a command or comment.
  public static func check(_ course: Course, sources: CourseSources, lexicons: Lexicons = .none) -> [Finding]
  {
    var findings: [Finding] = []
    for (u, unit) in course.units.enumerated() {
      for (n, node) in unit.nodes.enumerated() {
        for (e, exercise) in node.exercises.enumerated() {
          let path = sources.exercise(unit: u, node: n, exercise: e)
          findings += TypedAnswers.check(exercise, at: path)
          for (line, answerPath) in answers(exercise, at: path) where TypedAnswers.problem(line) == nil {
            if let problem = play(exercise, answer: line, lexicons: lexicons) {
              findings.append(
                .error(
                  "unsolvable", "the engine does not accept '\(line)': \(problem); fix the exercise",
                  at: answerPath))
            }
          }
        }
      }
    }
    return findings
  }

  /// The lines a learner would type for each accepted answer, with where each answer is written.
  static func answers(_ exercise: Exercise, at path: JSONPath) -> [(String, JSONPath)] {
    switch exercise {
    case .selectImage(let select): [(select.answer, path.appending("answer"))]
    case .complete(let complete): [(complete.answer, path.appending("answer"))]
    case .translate(let translate):
      [(translate.answer, path.appending("answer"))]
        + translate.alternatives.enumerated().map { ($1, path.appending("alternatives").appending($0)) }
    case .match(let match):
      [(match.pairs.map { "\($0.left)=\($0.right)" }.joined(separator: ", "), path.appending("pairs"))]
    }
  }

  /// Why the engine did not take `answer` as right, or nil when it did.
  static func play(_ exercise: Exercise, answer: String, lexicons: Lexicons = .none) -> String? {
    var generator = SplitMix64(seed: 0)
    var lesson = Lesson(
      exercises: [exercise], baseXP: 0, energy: 1, lexicons: lexicons,
      startedAt: Date(timeIntervalSince1970: 0),
      generator: &generator)
    let effects = lesson.handle(.answerSubmitted(answer), at: Date(timeIntervalSince1970: 0))
    for effect in effects {
      switch effect {
      case .refused(let message): return "it is refused (\(message))"
      case .pairTried(_, _, false): return "a pair is taken as wrong"
      case .graded(let grade) where !grade.correct: return "it is graded wrong"
      case .graded(let grade) where !grade.notes.isEmpty:
        return "it is accepted only with the note \"\(grade.notes.map(\.rawValue).joined(separator: " "))\""
      case .graded: return nil
      default: continue
      }
    }
    return "the exercise is not finished by it"
  }
}
