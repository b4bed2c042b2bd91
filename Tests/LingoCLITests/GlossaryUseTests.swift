import Foundation
import Testing

@testable import LingoCLI

/// The glossary at work outside the checker: the Words view shows each word with its meaning.
@Suite struct GlossaryUseTests {
  @Test("the Words view shows each word met with its meaning")
  func wordsViewShowsMeanings() {
    let variables = ["LINGO_HOME": temporaryHome(), "COLUMNS": "80"]
    _ = lingo(
      ["play", "--now", "2026-11-26T18:00:00Z", "--seed", "1"], input: rightAnswers, variables: variables)
    let words = lingo(["words", "--now", "2026-11-26T18:05:00Z"], variables: variables)
    #expect(words.stdout.contains("quiero"))
    #expect(words.stdout.range(of: "quiero +I want", options: .regularExpression) != nil, "\(words.stdout)")
    #expect(words.stdout.range(of: "manzana +apple", options: .regularExpression) != nil)
  }
}
