import Course
import Foundation
import Lesson
import TestSupport
import Testing

/// The grader's dictionary from the command line: `lingo play` hands the lesson the Hunspell lexicon.
@Suite("a real word is a wrong word in a played lesson")
struct WrongWordPlayTests {
  /// Lesson 1.5 of the Spanish course ("people"), which draws its set (`plays`), up to its bank "A boy and a
  /// girl" (`Un chico y una chica`), answered `Un chico y uno chica` (`uno`, a word the course never writes,
  /// is no tile): the first seed whose set holds it, and the input (the right answers before it).
  static let lesson: (seed: UInt64, input: String)? = {
    let home = MemoryHome()
    // The sample learner, as --ephemeral makes it at the same time.
    _ = lingo(["learn"] + fixed[1...2], home: home)
    guard let learner = home.learner,
      let data = try? Data(contentsOf: packageRoot.appendingPathComponent("courses/spanish.json")),
      let course = CourseLoader.load(data).course, let unit = course.units.first,
      let index = unit.nodes.firstIndex(where: { $0.id == "people" })
    else { return nil }
    for seed in UInt64(1)...50 {
      let exercises = playedExercises(unit, index: index, of: course, for: learner, seed: seed)
      let bank = exercises.firstIndex {
        if case .translate(let translate) = $0 { translate.prompt == "A boy and a girl" } else { false }
      }
      guard let bank else { continue }
      let before = exercises[..<bank].map(RightAnswer.line)
      return (seed, (before + ["Un chico y uno chica", ":quit"]).joined(separator: "\n") + "\n")
    }
    return nil
  }()

  func play(dictionaries: String) throws -> Run {
    let lesson = try #require(Self.lesson)
    return lingo(
      ["play", "--lesson", "people", "--ascii"] + fixed.dropLast() + ["\(lesson.seed)"], input: lesson.input,
      variables: ["LINGO_DICTIONARY_PATH": dictionaries])
  }

  @Test("with a Spanish dictionary, 'uno' for 'una' is wrong and named")
  func withADictionary() throws {
    let run = try play(dictionaries: packageRoot.path + "/Tests/Fixtures/Dictionaries/es")
    #expect(
      run.stdout.contains(
        "x Correct solution:\n  Un chico y una chica\n  ‘uno’ is a different word from ‘una’."),
      "\(run.stdout)")
    #expect(!run.stdout.contains("You have a typo."))
  }

  @Test("without one, the course's own words are all it knows, so 'uno' passes as a typo")
  func withoutADictionary() throws {
    let run = try play(dictionaries: "")
    #expect(run.stdout.contains("You have a typo. Un chico y una chica"), "\(run.stdout)")
  }
}
