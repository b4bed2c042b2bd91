import Course
import Testing

@testable import Import

/// A bank offers the tiles of another right answer only where every sentence its tiles build is one the
/// grader takes; a sentence that starts with a subject pronoun is right without it where the language
/// drops it.
@Suite struct BankVariantsTests {
  @Test(
    "answers that change one word at one place are admitted; one changing another place or more is not",
    arguments: [
      (["Tiene muchos amigos."], [true]),
      (["Tienes muchos amigos.", "Tenéis muchos amigos."], [true, true]),
      // Another place once `tienes` is in: its tiles with `tienes` would build `Tienes muchas amigos`.
      (["Tienes muchos amigos.", "Tiene muchas amigos."], [true, false]),
      // Two words changed, or two put in: never.
      (["Tienes muchas amigas."], [false]),
      (["Tú tienes muchos amigos."], [false]),
      // A word put in, a word left out (no tile needed), then one in place of the same word.
      (
        ["Usted tiene muchos amigos.", "Muchos amigos.", "Ustedes tiene muchos amigos."],
        [true, true, true]
      ),
    ])
  func oneChangeAtOnePlace(_ others: [String], _ admitted: [Bool]) {
    let answer = TextPieces.tiles("Tiene muchos amigos.")
    var variants = BankVariants(answer: answer)
    var used = Set(answer.map(TextFolding.key))
    var result: [Bool] = []
    for other in others {
      let tiles = TextPieces.tiles(other)
      let missing = tiles.filter { !used.contains(TextFolding.key($0)) }
      let admits = variants.admits(tiles, missing: missing.count)
      if admits { used.formUnion(missing.map(TextFolding.key)) }
      result.append(admits)
    }
    #expect(result == admitted)
  }

  @Test(
    "a subject pronoun that starts a sentence is right left out where the language drops it",
    arguments: [
      ("Tú no eres un estudiante.", "es", "No eres un estudiante."),
      ("¿Vos sos la hija de Tom?", "es", "¿Sos la hija de Tom?"),
      ("Ustedes pueden venir juntos.", "es", "Pueden venir juntos."),
      ("¿Está Ud. hablando conmigo?", "es", nil),
      ("Ud. tiene razón.", "es", "Tiene razón."),
      ("Lei è molto gentile.", "it", "È molto gentile."),
      // Not a subject before its verb, or not a dropping language.
      ("Tú y yo somos amigos.", "es", nil), ("Yo también.", "es", nil), ("Yo que tú, no iría.", "es", nil),
      ("Tu perro es grande.", "es", nil), ("El perro es grande.", "es", nil), ("Ustedes, vengan.", "es", nil),
      ("¿Tú?", "es", nil), ("Il mange.", "fr", nil),
    ] as [(String, String, String?)])
  func withoutSubject(_ sentence: String, _ language: String, _ dropped: String?) {
    #expect(AlsoRightTiles(language: language, learner: "en")?.withoutSubject(sentence) == dropped)
  }
}

/// A word's answer that starts with an article is right without it where the prompt starts with none, and
/// with the article's other definiteness.
@Suite struct LeadingArticlesTests {
  @Test(
    arguments: [
      ("un celular", "cell phone", "es", "celular"), ("La maison", "house", "fr", "maison"),
      ("il libro rosso", "red book", "it", "libro rosso"),
      // The prompt has an article, the answer none, an elided article, an article alone.
      ("una alfombra", "a carpet", "es", nil), ("celular", "cell phone", "es", nil),
      ("l'automne", "autumn", "fr", nil), ("la", "her", "es", nil),
    ] as [(String, String, String, String?)])
  func withoutArticle(_ answer: String, _ prompt: String, _ language: String, _ bare: String?) throws {
    let articles = try #require(LeadingArticles(language: language, learner: "en"))
    #expect(articles.withoutArticle(answer, prompt: prompt) == bare)
  }

  @Test(
    arguments: [
      ("une maison", "house", "fr", ["la"]), ("La maison", "house", "fr", ["une"]),
      ("le pain", "bread", "fr", ["un", "du"]), ("des pommes", "apples", "fr", ["les"]),
      ("el libro", "book", "es", ["un"]), ("unas mesas", "tables", "es", ["las"]),
      ("lo zaino", "backpack", "it", ["uno", "dello"]), ("i libri", "books", "it", ["dei"]),
      // Before an answer with none, any article.
      ("maison", "house", "fr", ["des", "du", "la", "le", "les", "un", "une"]),
      (
        "guía de televisión", "television schedule", "es",
        ["el", "la", "las", "los", "un", "una", "unas", "unos"]
      ),
      // The prompt says "a" or "the"; an article alone.
      ("une maison", "a house", "fr", []), ("la maison", "the house", "fr", []),
      ("guía", "the guide", "es", []),
      ("la", "her", "es", []),
    ] as [(String, String, String, [String])])
  func alsoRight(_ answer: String, _ prompt: String, _ language: String, _ others: [String]) throws {
    let articles = try #require(LeadingArticles(language: language, learner: "en"))
    #expect(articles.alsoRight(in: answer, prompt: prompt) == others)
  }

  @Test(
    arguments: [
      ("un fiancé", "fiancé", "fr", true), ("l'Île de France", "Ile de France", "fr", true),
      ("la Loire", "the Loire", "fr", true), ("Ramadán", "Ramadan", "es", true),
      ("el hotel", "a hotel", "es", true),
      // Another word, a word more, an article alone.
      ("une maison", "house", "fr", false), ("le pain", "bread", "fr", false),
      ("el hotel grande", "hotel", "es", false), ("la", "the", "es", false), ("la", "her", "es", false),
    ] as [(String, String, String, Bool)])
  func aMeaningThatCopiesItsWord(_ text: String, _ meaning: String, _ language: String, _ copies: Bool) throws
  {
    let articles = try #require(LeadingArticles(language: language, learner: "en"))
    #expect(articles.copies(text, meaning: meaning) == copies)
  }
}
