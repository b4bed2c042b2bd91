import Foundation
import Testing

@testable import Course

/// `misspelled` asks the dictionary for suggestions only for its first words, and never for a long one:
/// a Hunspell suggestion costs 10 to 300 ms, and a course may hold thousands of unknown words.
@Suite struct SuggestionBoundTests {
  /// A lexicon that knows `words`, offers one suggestion for any word, and counts what it is asked.
  final class CountingLexicon: Lexicon, @unchecked Sendable {
    let words: WordListLexicon
    private let lock = NSLock()
    private var asked: [String] = []

    init(_ words: [String]) { self.words = WordListLexicon(words) }

    var suggested: [String] { lock.withLock { asked } }
    func knows(_ word: String) -> Bool { words.knows(word) }
    func suggestions(for word: String) -> [String] {
      lock.withLock { asked.append(word) }
      return ["fixed"]
    }
    func stems(of word: String) -> [String] { [] }
  }

  /// The findings of a course whose one translation's prompt is `prompt` in English, and what `english` was
  /// asked for.
  func lint(_ prompt: String) -> (findings: [Finding], asked: [String]) {
    let json = """
      {"format": 1, "id": "t", "title": "T",
       "language": {"code": "es", "name": "Spanish"}, "fromLanguage": {"code": "en", "name": "English"},
       "units": [{"id": "u", "number": 1, "title": "U", "nodes": [
         {"id": "n", "title": "N", "exercises": [
           {"kind": "translate", "answerLanguage": "es", "prompt": "\(prompt)", "answer": "hola perro",
            "bank": ["hola", "perro", "gato"]}]},
         {"id": "c", "kind": "checkpoint", "title": "C", "exercises": [
           {"kind": "match", "pairs": [["perro", "dog"], ["hola", "hello"]]}]}]}]}
      """
    let spanish = WordListLexicon(["hola", "perro", "gato"])
    let english = CountingLexicon(["hello", "dog"])
    let findings = Linter.lint(CourseLoader.load(Data(json.utf8)), dictionaries: (spanish, english))
      .filter { $0.rule == Rule.misspelled.id }
    return (findings, english.suggested)
  }

  @Test func onlyTheFirstMisspelledWordsAreGivenSuggestions() {
    let words = (1...14).map { "zorp" + String(repeating: "x", count: $0) }
    let (findings, asked) = lint("hello " + words.joined(separator: " "))
    #expect(findings.count == words.count)
    #expect(asked.count == SpellingRules.suggestedAtMost)
    #expect(
      findings.prefix(SpellingRules.suggestedAtMost).allSatisfy {
        $0.message.contains("did you mean 'fixed'")
      })
    #expect(
      findings.dropFirst(SpellingRules.suggestedAtMost).allSatisfy { !$0.message.contains("did you mean") })
    // The word is still named for the importer's report, suggestion or not.
    #expect(findings.compactMap(\.misspelledWord).count == words.count)
  }

  @Test func aLongWordIsGivenNoSuggestion() {
    let long = String(repeating: "q", count: SpellingRules.longestSuggested + 1)
    let (findings, asked) = lint("hello \(long) zorpq")
    #expect(findings.count == 2)
    #expect(asked == ["zorpq"])
  }
}
