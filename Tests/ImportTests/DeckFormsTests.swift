import Testing

@testable import Import

/// What a teacher's reading of imported exercises asked for: the forms a deck lists in one field are each
/// right, a governed preposition the meaning has no word for may be left out, and a sentence starts with a
/// capital where its other side does.
@Suite struct DeckFormsTests {
  @Test("a gender pair or a day and its date are forms; a phrase with a comma, or two things, stay whole")
  func listedForms() {
    let listing = ListedForms(language: "fr", learner: "en")
    let forms = { (field: String, meaning: String) in listing.forms(field, meaning: meaning) }
    #expect(forms("premier, première", "first") == ["premier", "première"])
    #expect(forms("premier, première.", "first") == ["premier", "première"])
    #expect(forms("un, une", "1") == ["un", "une"])
    #expect(forms("brun. brune.", "a brunette.") == ["brun", "brune"])
    #expect(forms("l'ami. l'amie.", "the friend") == ["l'ami", "l'amie"])
    // A note's comma is the note's: the forms are still listed.
    #expect(forms("premier, première", "first (m, f)") == ["premier", "première"])
    #expect(
      forms("un acteur (de cinéma, de théâtre), une actrice", "actor")
        == ["un acteur (de cinéma, de théâtre)", "une actrice"])
    // The day's name is asked, its date accepted.
    #expect(forms("Noël, le 25 décembre", "Christmas") == ["Noël", "le 25 décembre"])
    #expect(
      forms("le 15 août, l'Assomption", "the feast of the Assumption") == ["l'Assomption", "le 15 août"])
    #expect(
      forms("le Jour de l'An, le premier janvier", "New Year's Day") == [
        "le Jour de l'An", "le premier janvier",
      ])
    // One phrase with a comma, a sentence, two things, a plural, a month's name that is no date, a date the
    // meaning gives too, a decimal, quotes, a meaning that lists its own.
    for (field, meaning) in [
      ("oui, monsieur", "yes sir"), ("non, merci", "no thanks"), ("En mars, il pleut.", "It rains in March."),
      ("le chien, la chienne", "dog and bitch"), ("l'ami, l'amie", "friends"),
      ("Oncle. Tante.", "Uncle. Aunt."),
      ("Mars, la planète rouge", "Mars"), ("lundi, 3 mai", "Monday May 3rd"), ("3,5", "three point five"),
      ("«oui, bien sûr»", "yes of course"), ("„ja, klar“", "sure"), ("un oeuf, des oeufs", "eggs"),
      ("Il pleut. Il neige.", "rain"), ("premier, première", "first, foremost"),
    ] {
      #expect(forms(field, meaning) == nil, "\(field)")
    }
    // A meaning's list is split on its commas, never on a decimal one or one in brackets.
    #expect(ListedForms.meanings("woman, wife", besides: "la femme") == ["woman", "wife"])
    #expect(ListedForms.meanings("1,000", besides: "mille") == ["1,000"])
    #expect(
      ListedForms.meanings("to take (something, someone)", besides: "prendre") == [
        "to take (something, someone)"
      ])
  }

  @Test("a listed verb's preposition is left out where the meaning ends with none; no other word's")
  func governedPrepositions() throws {
    let spanish = try #require(GovernedPrepositions(language: "es", learner: "en"))
    #expect(spanish.withoutPreposition("enamorarse de", prompt: "to fall in love") == "enamorarse")
    #expect(spanish.withoutPreposition("soñar con", prompt: "to dream") == "soñar")
    // The meaning asks for the preposition, or the verb means something else alone, or the answer is no
    // listed verb: a noun that ends like a preposition, a compound preposition.
    #expect(spanish.withoutPreposition("soñar con", prompt: "to dream about") == nil)
    #expect(spanish.withoutPreposition("confiar en", prompt: "to rely on sb") == nil)
    for (answer, prompt) in [
      ("tratar de", "to try"), ("acabar de", "to have just"), ("quedarse con", "to keep"),
      ("el sobre", "envelope"), ("en cuanto a", "regarding"), ("a pesar de", "despite"), ("de", "of"),
    ] {
      #expect(spanish.withoutPreposition(answer, prompt: prompt) == nil, "\(answer)")
    }
    let french = try #require(GovernedPrepositions(language: "fr", learner: "en"))
    #expect(french.withoutPreposition("réfléchir à", prompt: "to reflect") == "réfléchir")
    #expect(french.withoutPreposition("avoir besoin de...", prompt: "to need") == "avoir besoin")
    #expect(french.withoutPreposition("s'intéresser à", prompt: "to be interested") == "s'intéresser")
    #expect(french.withoutPreposition("venir de", prompt: "to have just") == nil)
    #expect(french.withoutPreposition("se servir de", prompt: "to use") == nil)
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
      ("un P.D.G.", "A CEO."), ("es un hombre.", "Hombre"), ("…et puis il est parti.", "And then he left."),
      ("uno. dos. tres.", "One. Two. Three."),
    ] {
      #expect(SentenceCase.matched(text, to: other) == text)
    }
  }

  @Test(
    "an imported list: each form is right, the verb without its preposition is right, sentences capitalised")
  func importedList() throws {
    let lines = [
      "enamorarse de\tto fall in love", "tratar de\tto try", "primero, primera\tfirst", "sí, señor\tyes sir",
      "el hermano, la hermana\tsiblings", "segundo, segunda\tsecond / next",
      "Navidades, el 25 de diciembre\tChristmas", "rubio. rubia.\ta blond.",
      "tiene el pelo liso.\tHe has straight hair.", "el perro\tthe dog", "el gato\tthe cat",
      "la casa\tthe house", "el libro\tthe book",
    ]
    let (course, check) = try importedWhole(lines, "deck-forms", language: "es")
    #expect(check.status == 0 && importersWarnings(check.stdout).isEmpty, "\(check.stdout)")
    let into = exercises(course).filter { $0["answerLanguage"] as? String == "es" }
    func asked(_ prompt: String) -> [String: Any]? { into.first { $0["prompt"] as? String == prompt } }
    let love = try #require(asked("to fall in love"))
    #expect(love["answer"] as? String == "enamorarse de")
    #expect(love["alternatives"] as? [String] == ["enamorarse"])
    #expect(try #require(asked("to try"))["alternatives"] == nil)
    #expect(try #require(asked("yes sir"))["answer"] as? String == "sí, señor")
    #expect(try #require(asked("siblings"))["answer"] as? String == "el hermano, la hermana")
    // Forms beside a meaning that lists its own are no pairs of form and meaning: "next" is no `segunda`.
    #expect(asked("next")?["answer"] as? String != "segunda")
    let first = try #require(asked("first"))
    #expect(first["answer"] as? String == "primero")
    #expect(first["alternatives"] as? [String] == ["primera"])
    #expect(try #require(asked("Christmas"))["answer"] as? String == "Navidades")
    let blond = try #require(asked("a blond."))
    #expect(blond["answer"] as? String == "rubio" && blond["alternatives"] as? [String] == ["rubia"])
    #expect(try #require(asked("He has straight hair."))["answer"] as? String == "Tiene el pelo liso.")
    // No tile is a comma or a point.
    let tiles = exercises(course).flatMap { $0["bank"] as? [String] ?? [] }
    #expect(!tiles.contains { $0.contains(",") || $0.hasSuffix(".") }, "\(tiles)")
  }

  @Test("an expression of up to five words is taught and glossed whole; a sentence without its point is not")
  func expressionsAreTaught() throws {
    #expect(Classifier.isExpression("faire de la natation", "to go swimming"))
    #expect(!Classifier.isExpression("Il a le nez retroussé", "He has a turned-up nose"))
    #expect(!Classifier.isExpression("il pleut.", "it rains."))
    let lines = [
      "faire de la natation\tto go swimming", "la natation\tswimming",
      "rendre visite à quelqu'un\tto visit someone", "Il a le nez retroussé\tHe has a turned-up nose",
      "le chat\tthe cat", "le chien\tthe dog", "la maison\tthe house",
    ]
    let (course, check) = try importedWhole(lines, "expressions")
    #expect(check.status == 0, "\(check.stdout)")
    let taught = Set(nodes(course).flatMap { $0["teaches"] as? [String] ?? [] })
    let glossary = course["glossary"] as? [String: [String]] ?? [:]
    for expression in ["faire de la natation", "rendre visite à quelqu'un"] {
      #expect(taught.contains(expression), "\(taught)")
      #expect(glossary[expression] != nil, "\(glossary.keys.sorted())")
    }
    #expect(!taught.contains("Il a le nez retroussé"))
    #expect(glossary["Il a le nez retroussé"] == nil)
    // The hint no longer finds the expressions' words unglossed.
    #expect(!check.stdout.contains("'rendre'"), "\(check.stdout)")
  }

  @Test("an English verb's meaning is right without its to; a preposition's to stays")
  func infinitivesWithoutTo() throws {
    let marker = try #require(InfinitiveMarker(language: "fr", learner: "en"))
    #expect(marker.withoutMarker("to visit someone", prompt: "rendre visite à quelqu'un") == "visit someone")
    #expect(marker.withoutMarker("to get up", prompt: "se lever") == "get up")
    #expect(marker.withoutMarker("to eat", prompt: "s'amuser") == "eat")
    // A "to" before an article or a pronoun is a preposition; a prompt that is no verb has none to drop.
    #expect(marker.withoutMarker("to the left", prompt: "aller à gauche") == nil)
    #expect(marker.withoutMarker("to me", prompt: "donner") == nil)
    #expect(marker.withoutMarker("to school", prompt: "à l'école") == nil)
    #expect(marker.withoutMarker("to", prompt: "aller") == nil)
    #expect(marker.withoutMarker("to like, to love", prompt: "aimer") == nil)
    #expect(marker.withoutMarker("to love or to adore", prompt: "adorer") == nil)
    let spanish = try #require(InfinitiveMarker(language: "es", learner: "en"))
    #expect(spanish.withoutMarker("to and fro", prompt: "lugar") == nil)
    #expect(spanish.withoutMarker("to go", prompt: "ir") == "go")
    #expect(marker.withoutMarker("to whom", prompt: "tenir") == nil)
    #expect(InfinitiveMarker(language: "fr", learner: "de") == nil)
    let lines = [
      "la maison\thouse", "rendre visite à quelqu'un\tto visit someone", "se lever\tto get up",
      "aller à gauche\tto the left", "le chat\tcat",
    ]
    let (course, check) = try importedWhole(lines, "infinitives")
    #expect(check.status == 0, "\(check.stdout)")
    let all = exercises(course)
    func alternatives(_ prompt: String) throws -> [String] {
      try #require(all.first { $0["prompt"] as? String == prompt })["alternatives"] as? [String] ?? []
    }
    #expect(try alternatives("rendre visite à quelqu'un") == ["visit someone"])
    #expect(try alternatives("se lever") == ["get up"])
    #expect(try alternatives("aller à gauche") == [])
  }
}
