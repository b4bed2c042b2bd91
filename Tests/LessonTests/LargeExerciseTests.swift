import Course
import Foundation
import Testing

@testable import Lesson

/// Exercises far larger than a lesson has, graded as a small one is: the word lookups are indexed, not
/// scanned per word, and must still pick the same tiles, pairs and notes. (Their cost is measured by
/// benchmarks/check-solve-size.sh, not here.)
@Suite struct LargeExerciseTests {
  /// The solver's findings on a one-exercise course holding `exercise`, written as JSON.
  private func solve(_ exercise: Exercise) throws -> [Finding] {
    let json: String
    switch exercise {
    case .match(let match):
      let pairs = match.pairs.map { #"["\#($0.left)", "\#($0.right)"]"# }.joined(separator: ",")
      json = #"{"kind": "match", "pairs": [\#(pairs)]}"#
    case .translate(let translate):
      let bank = translate.bank.map { #""\#($0)""# }.joined(separator: ",")
      json = #"{"kind": "translate", "prompt": "p", "answer": "\#(translate.answer)", "bank": [\#(bank)]}"#
    default:
      json = ""
    }
    let text = """
      {"format": 1, "id": "big", "title": "Big", "language": {"code": "es", "name": "Spanish"},
       "fromLanguage": {"code": "en", "name": "English"}, "units": [{"id": "u", "number": 1, "title": "U",
       "nodes": [{"id": "n", "title": "N", "exercises": [\(json)]}]}]}
      """
    let loaded = CourseLoader.load(Data(text.utf8))
    let course = try #require(loaded.course, "\(loaded.errors.prefix(3))")
    return Solver.check(course, sources: loaded.sources)
  }

  @Test func fiveThousandPairsAreSolvedAndAWrongOneIsFound() throws {
    let pairs = (0..<5_000).map { Pair("izq\($0)", "der\($0)") }
    #expect(try solve(.match(Match(pairs: pairs))) == [])
    var lesson = makeLesson([.match(Match(pairs: pairs))])
    let line = (0..<4_999).map { "izq\($0)=der\(($0 + 1) % 5_000)" }.joined(separator: ", ")
    let effects = lesson.answer(line)
    #expect(effects.count == 4_999)
    #expect(effects.allSatisfy { if case .pairTried(_, _, false) = $0 { true } else { false } })
    #expect(lesson.answer("izq3=der3") == [.pairTried(left: "izq3", right: "der3", correct: true)])
    #expect(lesson.answer("izq3=der4") == [.refused("“izq3” is already matched.")])
    #expect(lesson.answer("izq4=der3") == [.refused("“der3” is already matched.")])
  }

  @Test func twentyThousandTilesAreSolved() throws {
    let words = (0..<20_000).map { "w\($0)" }
    let exercise = Exercise.translate(
      Translate(prompt: "p", answer: words.joined(separator: " "), bank: words + ["extra"]))
    #expect(try solve(exercise) == [])
  }

  @Test func repeatedTilesAreTakenOnceEachInAGreatBank() throws {
    let bank = Array(repeating: "la", count: 10_000) + ["casa"]
    let answer = (Array(repeating: "la", count: 10_000) + ["casa"]).joined(separator: " ")
    var right = makeLesson([.translate(Translate(prompt: "p", answer: answer, bank: bank))])
    #expect(right.answer(answer).grade?.correct == true)
    var over = makeLesson([.translate(Translate(prompt: "p", answer: answer, bank: bank))])
    #expect(over.answer(answer + " la") == [.refused("“la” is in the bank only 10000 times.")])
  }

  @Test func accentsAndTyposAreStillNotedInAGreatBank() throws {
    let words = (0..<3_000).map { "palabra\($0)" } + ["está", "mañana"]
    let answer = "está mañana"
    var accents = makeLesson([.translate(Translate(prompt: "p", answer: answer, bank: words))])
    let noted = try #require(accents.answer("esta mañana").grade)
    #expect(noted.correct && noted.notes == [.accents])
    var typo = makeLesson([.translate(Translate(prompt: "p", answer: answer, bank: words))])
    let typed = try #require(typo.answer("está mañanna").grade)
    #expect(typed.correct && typed.notes == [.typo])
    var mixed = makeLesson([.translate(Translate(prompt: "p", answer: answer, bank: words))])
    let both = try #require(mixed.answer("esta mañanna").grade)
    #expect(both.correct && both.notes == [.accents])
  }
}
