import Foundation
import Testing

@testable import Course

/// What real decks write, as the teacher's rules read it: alternatives a deck gives on purpose ("un enfant /
/// une enfant"), a form that is another right answer, English's "I'm", a joined name.
@Suite struct DeckConventionRuleTests {
  let rules = TeacherRuleTests()

  @Test("an alternative is right when the glossary glosses the two whole texts alike")
  func wholeTextsGlossedAlike() {
    let exercise = """
      [{"kind": "translate", "answerLanguage": "es", "prompt": "a friend", "answer": "un amigo",
        "alternatives": ["un amiga"], "bank": ["un", "amigo", "amiga", "perro"]}]
      """
    #expect(rules.lint(exercise).map(\.rule).contains("wrong-word-accepted"))
    let glossary = #""glossary": {"un amigo": ["a friend"], "un amiga": ["a friend"]},"#
    #expect(!rules.lint(exercise, extra: glossary).map(\.rule).contains("wrong-word-accepted"))
  }

  @Test("a tile of another right answer is no distractor that shares the answer's gloss")
  func alternativeTileIsNoSharedGloss() {
    let glossary = #""glossary": {"amigo": ["friend"], "amiga": ["friend"]},"#
    let exercise = """
      [{"kind": "translate", "answerLanguage": "es", "prompt": "friend", "answer": "amigo",
        "alternatives": ["amiga"], "bank": ["amigo", "amiga", "perro"]}]
      """
    #expect(!rules.lint(exercise, extra: glossary).map(\.rule).contains("shared-gloss"))
    let against = exercise.replacingOccurrences(of: #""alternatives": ["amiga"], "#, with: "")
    #expect(rules.lint(against, extra: glossary).map(\.rule).contains("shared-gloss"))
  }

  @Test("\"I'm\" keeps its capital like \"I\", and a joined known word is a name whole")
  func iAndJoinedNames() {
    let bank = { (first: String) in
      """
      [{"kind": "translate", "prompt": "Tengo un perro.", "answer": "\(first) a dog",
        "bank": ["\(first)", "have", "a", "dog", "hello"]}]
      """
    }
    #expect(!rules.lint(bank("I'm")).map(\.rule).contains("capital-giveaway"))
    #expect(rules.lint(bank("Have")).map(\.rule).contains("capital-giveaway"))
    let shirt = #""knownWords": ["T-shirt"],"#
    #expect(!rules.lint(bank("T-shirt"), extra: shirt).map(\.rule).contains("capital-giveaway"))
  }

  @Test("a misspelled finding names its word for a program to read; other findings name none")
  func misspelledWord() {
    let exercise = """
      [{"kind": "translate", "answerLanguage": "es", "prompt": "a dog", "answer": "un perrro",
        "bank": ["un", "perrro", "perro"]}]
      """
    let findings = rules.lint(exercise)
    #expect(findings.compactMap(\.misspelledWord) == ["perrro"])
    #expect(findings.filter { $0.rule != "misspelled" }.allSatisfy { $0.misspelledWord == nil })
  }
}
