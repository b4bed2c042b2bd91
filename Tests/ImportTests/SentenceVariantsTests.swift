import Testing

@testable import Import

/// Sentences several notes translate alike: each is read, but the translation is asked into the language
/// once, by the first.
@Suite struct SentenceVariantsTests {
  private func sentence(_ text: String, _ translation: String) -> Item {
    .sentence(Item.Sentence(key: text, text: text, translation: translation))
  }

  private func askedInto(_ decks: [(deck: [String], items: [Item])]) -> [[Bool]] {
    decks.map { deck in
      deck.items.map { item in
        guard case .sentence(let sentence) = item else { return true }
        return sentence.askedInto
      }
    }
  }

  @Test func aTranslationSharedAcrossDecksIsAskedIntoTheLanguageByItsFirstSentenceOnly() {
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
        ]
      ),
    ]
    let marked = SentenceVariants.marked(decks)
    #expect(askedInto(marked) == [[true, true], [false, true, false]])
    #expect(marked.map(\.items.count) == [2, 3], "no sentence is taken out")
  }
}
