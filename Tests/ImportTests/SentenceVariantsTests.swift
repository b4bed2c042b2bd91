import Testing

@testable import Import

/// Sentences several notes translate alike: the first taught both ways, the second read, the others
/// accepted as the first's answers.
@Suite struct SentenceVariantsTests {
  private func sentence(_ text: String, _ translation: String) -> Item {
    .sentence(Item.Sentence(key: text, text: text, translation: translation))
  }

  /// Each sentence's text, its alternatives after it, and whether it is asked into the language.
  private func shown(_ decks: [(deck: [String], items: [Item])]) -> [[String]] {
    decks.map { deck in
      deck.items.map { item in
        guard case .sentence(let sentence) = item else { return "" }
        return ([sentence.text] + sentence.alternatives).joined(separator: " | ")
          + (sentence.askedInto ? "" : " (read)")
      }
    }
  }

  @Test func aTranslationSharedAcrossDecksIsTaughtByTwoSentencesAndAcceptsTheRest() {
    let decks = [
      (
        deck: ["A"],
        items: [sentence("Tienes muchos amigos.", "You have many friends."), sentence("Hola.", "Hi.")]
      ),
      (
        deck: ["B"],
        items: [
          sentence("Tenés muchos amigos.", "you have many friends"), sentence("Buenas.", "Hello."),
          sentence("Ustedes tienen muchos amigos.", "You have many friends!"),
          sentence("Tienes muchos amigos", "You have many friends."),
        ]
      ),
    ]
    let (grouped, leftOut) = SentenceVariants.grouped(decks)
    #expect(
      shown(grouped) == [
        ["Tienes muchos amigos. | Ustedes tienen muchos amigos.", "Hola."],
        ["Tenés muchos amigos. (read)", "Buenas."],
      ])
    #expect(leftOut == 2, "the third is an answer, the fourth folds as the first")
  }

  @Test func theFirstAcceptsAtMostTheMostAnswers() {
    let family = (0..<12).map { sentence("Forma \($0).", "One thing.") }
    let (grouped, leftOut) = SentenceVariants.grouped([(deck: ["A"], items: family)])
    #expect(grouped[0].items.count == 2)
    #expect(shown(grouped)[0][0].split(separator: "|").count == SharedPrompts.most + 1)
    #expect(leftOut == 10)
  }
}
