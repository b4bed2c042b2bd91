import Foundation
import TestSupport
import Testing

/// The grader's dictionary from the command line: `lingo play` hands the lesson the Hunspell lexicon.
@Suite("a real word is a wrong word in a played lesson")
struct WrongWordPlayTests {
  /// Lesson 1.4 of the Spanish course up to its blank "Ana es ___ chica.", answered `uno` (a word the course
  /// never writes).
  static let input = "boy\nchico=boy, chica=girl, hombre=man, mujer=woman\nuno\n:quit\n"

  func play(dictionaries: String) -> Run {
    lingo(
      ["play", "--lesson", "1.4", "--ascii"] + fixed, input: Self.input,
      variables: ["LINGO_DICTIONARY_PATH": dictionaries])
  }

  @Test("with a Spanish dictionary, 'uno' for 'una' is wrong and named")
  func withADictionary() {
    let run = play(dictionaries: packageRoot.path + "/Tests/Fixtures/Dictionaries/es")
    #expect(
      run.stdout.contains(
        "x Correct solution:\n  Ana es una chica.\n  Ana is a girl.\n  ‘uno’ is a different word from ‘una’."),
      "\(run.stdout)")
    #expect(!run.stdout.contains("You have a typo."))
  }

  @Test("without one, the course's own words are all it knows, so 'uno' passes as a typo")
  func withoutADictionary() {
    let run = play(dictionaries: "")
    #expect(run.stdout.contains("You have a typo. Ana es una chica."), "\(run.stdout)")
  }
}
