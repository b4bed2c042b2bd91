import Testing

@testable import Import

/// What a teacher's reading of imported exercises asked for: the forms a deck lists in one field are each
/// right, a governed preposition the meaning has no word for may be left out, and a sentence starts with a
/// capital where its other side does.
@Suite struct DeckFormsTests {
  @Test("forms listed with commas or as two sentences are each right; a phrase with a comma is kept whole")
  func listedForms() {
    #expect(Classifier.listed("Noël, le 25 décembre", besides: "Christmas") == ["Noël", "le 25 décembre"])
    #expect(Classifier.listed("premier, première", besides: "first") == ["premier", "première"])
    // Both sides with a comma are one phrase each, and a sentence is no list.
    #expect(Classifier.listed("sí, señor", besides: "yes, sir") == ["sí, señor"])
    #expect(Classifier.listed("Oui, je comprends.", besides: "Yes I understand.") == ["Oui, je comprends."])
    #expect(Classifier.genderForms("rubio. rubia.") == ["rubio", "rubia"])
    #expect(Classifier.genderForms("brun. brune.") == ["brun", "brune"])
    // Two sentences that are no gender pair stay a sentence.
    #expect(Classifier.genderForms("Il pleut. Il neige.") == nil)
    #expect(Classifier.genderForms("chat. chien.") == nil)
  }

  @Test("the preposition a verb governs is left out only where the meaning ends with none and the verb stays")
  func governedPrepositions() throws {
    let spanish = try #require(GovernedPrepositions(language: "es", learner: "en"))
    #expect(spanish.withoutPreposition("enamorarse de", prompt: "to fall in love") == "enamorarse")
    #expect(spanish.withoutPreposition("tener la intención de", prompt: "to intend") == "tener la intención")
    // The meaning asks for the preposition, or the verb means something else without it.
    #expect(spanish.withoutPreposition("tratar de", prompt: "to try to") == nil)
    #expect(spanish.withoutPreposition("acabar de", prompt: "to have just") == nil)
    #expect(spanish.withoutPreposition("dejar de", prompt: "to stop") == nil)
    // A lone preposition, or an answer that ends with another word.
    #expect(spanish.withoutPreposition("de", prompt: "of") == nil)
    #expect(spanish.withoutPreposition("el perro", prompt: "the dog") == nil)
    let french = try #require(GovernedPrepositions(language: "fr", learner: "en"))
    #expect(french.withoutPreposition("réfléchir à", prompt: "to reflect") == "réfléchir")
    #expect(french.withoutPreposition("avoir besoin de...", prompt: "to need") == "avoir besoin")
    #expect(french.withoutPreposition("beaucoup de", prompt: "a lot") == "beaucoup")
    #expect(french.withoutPreposition("beaucoup de", prompt: "a lot of") == nil)
    #expect(french.withoutPreposition("venir de", prompt: "to have just") == nil)
    #expect(GovernedPrepositions(language: "ja", learner: "en") == nil)
  }

  @Test("a sentence a deck starts in lower case starts with a capital where its other side has one")
  func sentenceCase() {
    #expect(SentenceCase.matched("tiene el pelo liso.", to: "He has straight hair.") == "Tiene el pelo liso.")
    #expect(SentenceCase.matched("what are you doing?", to: "¿Qué haces?") == "What are you doing?")
    #expect(SentenceCase.matched("¿qué haces?", to: "What are you doing?") == "¿Qué haces?")
    #expect(SentenceCase.matched("élève sérieux!", to: "A serious pupil!") == "Élève sérieux!")
    // Fragments, lists, words with capitals of their own, and both sides in lower case are left alone.
    for (text, other) in [
      ("voy...", "I go..."), ("coger el metro, un taxi, etc.", "To take the metro, a taxi, etc."),
      ("iPhone nuevo.", "A new iPhone."), ("how?", "¿cómo?"), ("tiene el pelo liso", "He has straight hair."),
      ("un P.D.G.", "A CEO."), ("es un hombre.", "Hombre"),
    ] {
      #expect(SentenceCase.matched(text, to: other) == text)
    }
  }

  @Test(
    "an imported list: each form is right, the verb without its preposition is right, sentences capitalised")
  func importedList() throws {
    let lines = [
      "enamorarse de\tto fall in love", "acabar de\tto have just", "primero, primera\tfirst",
      "Navidades, el 25 de diciembre\tChristmas", "rubio. rubia.\ta blond.",
      "tiene el pelo liso.\tHe has straight hair.", "el perro\tthe dog", "el gato\tthe cat",
      "la casa\tthe house", "el libro\tthe book",
    ]
    let (course, check) = try importedWhole(lines, "deck-forms", language: "es")
    #expect(check.stdout.contains("0 errors") && importersWarnings(check.stdout).isEmpty, "\(check.stdout)")
    let into = exercises(course).filter { $0["answerLanguage"] as? String == "es" }
    func asked(_ prompt: String) -> [String: Any]? { into.first { $0["prompt"] as? String == prompt } }
    let love = try #require(asked("to fall in love"))
    #expect(love["answer"] as? String == "enamorarse de")
    #expect(love["alternatives"] as? [String] == ["enamorarse"])
    #expect(try #require(asked("to have just"))["alternatives"] == nil)
    let first = try #require(asked("first"))
    #expect(first["answer"] as? String == "primero")
    #expect(first["alternatives"] as? [String] == ["primera"])
    #expect(try #require(asked("Christmas"))["answer"] as? String == "Navidades")
    let blond = try #require(asked("a blond."))
    #expect(blond["answer"] as? String == "rubio" && blond["alternatives"] as? [String] == ["rubia"])
    #expect(try #require(asked("He has straight hair."))["answer"] as? String == "Tiene el pelo liso.")
    // No tile is a comma or a point, and no bank asks both forms of a field.
    let tiles = exercises(course).flatMap { $0["bank"] as? [String] ?? [] }
    #expect(!tiles.contains { $0.contains(",") || $0.hasSuffix(".") }, "\(tiles)")
  }
}
