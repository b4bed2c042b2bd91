import Foundation
import Testing

@testable import LingoCLI

/// The glossary at work outside the checker: the Words view shows each word with its meaning.
@Suite struct GlossaryUseTests {
  @Test("the Words view shows each word met with its meaning")
  func wordsViewShowsMeanings() {
    let (variables, home) = (["COLUMNS": "80"], MemoryHome())
    _ = lingo(
      ["play", "--now", "2026-11-26T18:00:00Z", "--seed", "1"], input: rightAnswers, variables: variables,
      home: home)
    let words = lingo(["words", "--now", "2026-11-26T18:05:00Z"], variables: variables, home: home)
    #expect(words.stdout.contains("quiero"))
    #expect(words.stdout.range(of: "quiero +I want", options: .regularExpression) != nil, "\(words.stdout)")
    #expect(words.stdout.range(of: "manzana +apple", options: .regularExpression) != nil)
  }
}
