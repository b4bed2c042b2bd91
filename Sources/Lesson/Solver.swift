import Course
import Foundation
import JSON
import Randomness

/// Plays every exercise of a course through the engine with its own answer and each alternative.
public enum Solver {
  /// An `unsolvable` error for every answer the engine does not accept as right without a note, and for
  /// every answer a learner could not type: a choice named like a number, a line read as a command or comment.
  /// Only the exercises of the units `units` (all of them if nil) are played.
  ///
  /// Many exercises are played in runs of consecutive exercises, a few for each processor, at once; the
  /// findings are put back in the course's order, so the result is the same as one run's.
  public static func check(
    _ course: Course, sources: CourseSources, units: Range<Int>? = nil, lexicons: Lexicons = .none
  ) -> [Finding] {
    // Where each exercise is, but not the exercise: a run takes its own out of the course.
    let places = (units ?? course.units.indices).flatMap { u in
      course.units[u].nodes.indices.flatMap { n in
        course.units[u].nodes[n].exercises.indices.map { Place(unit: u, node: n, exercise: $0) }
      }
    }
    let runs = max(1, min(Concurrently.parts, places.count / minimumRun))
    return Concurrently.map(runs) { run -> [Finding] in
      var findings: [Finding] = []
      for place in places[(run * places.count / runs)..<((run + 1) * places.count / runs)] {
        let exercise = course.units[place.unit].nodes[place.node].exercises[place.exercise]
        findings += check(exercise, lexicons: lexicons) {
          sources.exercise(unit: place.unit, node: place.node, exercise: place.exercise)
        }
      }
      return findings
    }.flatMap { $0 }
  }

  /// Below this many exercises for each, more runs at once cost more than they save.
  static let minimumRun = 100

  /// Where an exercise is in the course.
  struct Place {
    let unit: Int
    let node: Int
    let exercise: Int
  }

  /// The solver as the linter runs it: on each window of a course in turn, in its second pass.
  public static let player: Linter.Player = { course, sources, units, lexicons in
    check(course, sources: sources, units: units, lexicons: lexicons)
  }

  /// The findings of one exercise; its path (`path()`) is worked out only when there is one: most have none.
  static func check(_ exercise: Exercise, lexicons: Lexicons, path: () -> JSONPath) -> [Finding] {
    var findings: [Finding] = []
    let lines = lines(exercise)
    if TypedAnswers.hasProblem(exercise, lines: lines) {
      findings += TypedAnswers.check(exercise, at: path())
    }
    // Every answer is played on a copy of one fresh lesson: the same shuffle, prepared once. The last
    // answer plays the fresh lesson itself, so that playing it copies none of its parts.
    let last = lines.indices.last { TypedAnswers.problem(lines[$0]) == nil }
    var fresh: Lesson?
    for (index, line) in lines.enumerated() where TypedAnswers.problem(line) == nil {
      var lesson = fresh ?? Self.lesson(exercise, lexicons: lexicons)
      fresh = index != last ? lesson : nil
      if let problem = play(&lesson, answer: line) {
        findings.append(
          Finding(
            .unsolvable, "the engine does not accept '\(line)': \(problem); fix the exercise",
            at: answerPath(exercise, index, at: path())))
      }
    }
    return findings
  }

  /// The lines a learner would type for each accepted answer, with where each answer is written.
  static func answers(_ exercise: Exercise, at path: JSONPath) -> [(String, JSONPath)] {
    lines(exercise).enumerated().map { ($1, answerPath(exercise, $0, at: path)) }
  }

  /// The lines a learner would type for each accepted answer (see `RightAnswer.lines`).
  static func lines(_ exercise: Exercise) -> [String] { RightAnswer.lines(exercise) }

  /// Where the answer at `index` of `lines(exercise)` is written, in the exercise at `path`.
  static func answerPath(_ exercise: Exercise, _ index: Int, at path: JSONPath) -> JSONPath {
    switch exercise {
    case .selectImage, .complete: path.appending("answer")
    case .translate, .type:
      index == 0 ? path.appending("answer") : path.appending("alternatives").appending(index - 1)
    case .listen:
      index == 0 ? path.appending("prompt") : path.appending("alternatives").appending(index - 1)
    case .match: path.appending("pairs")
    }
  }

  /// Why the engine did not take `answer` as right, or nil when it did.
  static func play(_ exercise: Exercise, answer: String, lexicons: Lexicons = .none) -> String? {
    play(lesson(exercise, lexicons: lexicons), answer: answer)
  }

  /// A lesson of `exercise` alone, shuffled with seed 0, started at the epoch.
  static func lesson(_ exercise: Exercise, lexicons: Lexicons) -> Lesson {
    var generator = SplitMix64(seed: 0)
    return Lesson(
      exercises: [exercise], baseXP: 0, energy: 1, lexicons: lexicons,
      startedAt: Date(timeIntervalSince1970: 0),
      generator: &generator)
  }

  /// Why the engine did not take `answer` as right in (a copy of) `lesson`, or nil when it did.
  static func play(_ lesson: Lesson, answer: String) -> String? {
    var lesson = lesson
    return play(&lesson, answer: answer)
  }

  /// Why the engine did not take `answer` as right in `lesson`, which it plays; nil when it did.
  static func play(_ lesson: inout Lesson, answer: String) -> String? {
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
