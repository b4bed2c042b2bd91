import Testing

@testable import Import

/// "Please" said first or last: the same sentence with it at the other end is as right.
@Suite struct PolitePhrasesTests {
  @Test(arguments: [
    ("Por favor espere.", "es", "Espere, por favor."), ("Espere, por favor.", "es", "Por favor, espere."),
    ("Un momento por favor.", "es", "Por favor, un momento."), ("Please hold.", "en", "Hold, please."),
    ("Hold, please.", "en", "Please, hold."),
    ("S'il vous plaît, aidez-moi !", "fr", "Aidez-moi, s'il vous plaît !"),
    ("Per favore, chiudi la porta.", "it", "Chiudi la porta, per favore."),
  ])
  func thePhraseMovesToTheOtherEnd(_ sentence: String, _ language: String, _ moved: String) {
    #expect(PolitePhrases.moved(sentence, language: language) == moved)
  }

  @Test(arguments: [
    // A verb, not a word of politeness; a word it begins; nothing left beside it; a question.
    ("Do as you please.", "en"), ("Pleased to meet you.", "en"), ("Por favor.", "es"),
    ("¿Por favor, me ayudas?", "es"), ("Come in, please, Tom.", "en"), ("Por favor espere.", "de"),
  ])
  func otherSentencesStay(_ sentence: String, _ language: String) {
    #expect(PolitePhrases.moved(sentence, language: language) == nil)
  }

  @Test func aNameKeepsItsCapital() {
    #expect(PolitePhrases.moved("Tom, please.", language: "en", names: ["tom"]) == "Please, Tom.")
    #expect(PolitePhrases.moved("Sit down, please.", language: "en") == "Please, sit down.")
  }
}
