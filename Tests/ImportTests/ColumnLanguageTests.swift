import Testing

@testable import Import

/// The decision over word counts: which column is the language taught, which its translation.
@Suite struct ColumnLanguageTests {
  /// A column of 100 words, `es` and `en` of them known to each dictionary (nil: no dictionary).
  static func column(es: Int?, en: Int?, words: Int = 100) -> ColumnCount {
    var known: [String: Int] = [:]
    if let es { known["es"] = es }
    if let en { known["en"] = en }
    return ColumnCount(words: words, known: known)
  }

  static func choose(_ counts: [ColumnCount]) -> ColumnLanguages.Choice {
    ColumnLanguages.choose(counts, taught: "es", learner: "en")
  }

  @Test func theOrderStandsWhenTheColumnsReadAsIt() {
    #expect(
      Self.choose([Self.column(es: 95, en: 20), Self.column(es: 22, en: 99)]) == .take(taught: 0, meaning: 1))
  }

  @Test func swappedColumnsAreTakenTheOtherWayRound() {
    #expect(
      Self.choose([Self.column(es: 21, en: 100), Self.column(es: 98, en: 24)]) == .take(taught: 1, meaning: 0)
    )
    // Without the learner's dictionary, the taught language's alone tells.
    #expect(
      Self.choose([Self.column(es: 21, en: nil), Self.column(es: 98, en: nil)])
        == .take(taught: 1, meaning: 0))
  }

  @Test func ofThreeColumnsTheOnesInTheLanguagesAreTaken() {
    let counts = [Self.column(es: 100, en: 21), Self.column(es: 36, en: 27), Self.column(es: 15, en: 99)]
    #expect(Self.choose(counts) == .take(taught: 0, meaning: 2))
  }

  @Test func noColumnInTheLanguageTaughtIsRefused() {
    #expect(Self.choose([Self.column(es: 10, en: 100), Self.column(es: 30, en: 20)]) == .refuse)
  }

  @Test func whatCannotBeToldKeepsTheOrder() {
    // No dictionary for the language taught.
    #expect(
      Self.choose([Self.column(es: nil, en: 100), Self.column(es: nil, en: 10)])
        == .take(taught: 0, meaning: 1))
    // Too few words to judge.
    #expect(
      Self.choose([Self.column(es: 0, en: 4, words: 4), Self.column(es: 4, en: 0, words: 4)])
        == .take(taught: 0, meaning: 1))
    // Both columns read as both languages (cognates): neither is clearly the other.
    #expect(
      Self.choose([Self.column(es: 80, en: 75), Self.column(es: 78, en: 82)]) == .take(taught: 0, meaning: 1))
    // A column the taught dictionary knows half of is not refused.
    #expect(
      Self.choose([Self.column(es: 55, en: 100), Self.column(es: 50, en: 60)]) == .take(taught: 0, meaning: 1)
    )
  }

  @Test func countsOfKnownWords() {
    let spanish: Set<String> = ["el", "perro", "come", "arte", "va", "il"]
    let counts = ColumnLanguages.count(
      [["El perro come.", "l'arte"], ["The dog eats."]], dictionaries: ["es": spanish.contains])
    #expect(counts == [ColumnCount(words: 4, known: ["es": 4]), ColumnCount(words: 3, known: ["es": 0])])
    #expect(ColumnLanguages.words("¡Hola, l'arte va-t-il! 12 a") == ["Hola", "l'arte", "va-t-il"])
    #expect(ColumnLanguages.known("va-t-il", ["va", "t", "il"].contains))
    #expect(ColumnLanguages.reading(ColumnCount(words: 10, known: ["es": 9, "it": 6, "en": 1])) == "es")
    #expect(ColumnLanguages.reading(ColumnCount(words: 10, known: ["es": 3, "en": 1])) == nil)
  }

  /// Without `--language`, the language taught is the one a column reads clearly as, not the learner's.
  @Test func theLanguageTaughtIsGuessedOnlyWhenClear() {
    let dictionaries: [String: Set<String>] = [
      "en": ["the", "dog", "eats", "cat", "sleeps", "bread", "is", "good"],
      "es": ["el", "perro", "come", "gato", "duerme", "pan", "es", "bueno"],
      "it": ["il", "gatto", "dorme", "pane", "buono", "come", "è"],
    ]
    let languages = ListLanguages(learner: "en") { code in dictionaries[code].map { set in set.contains } }
    let english: [Substring] = ["The dog eats.", "The cat sleeps.", "The bread is good."]
    let spanish: [Substring] = ["El perro come.", "El gato duerme.", "El pan es bueno."]
    // English first, as Tatoeba writes its pairs: the second column is taught.
    #expect(ColumnLanguages.guessTaught([english, spanish], languages: languages) == "es")
    #expect(ColumnLanguages.guessTaught([spanish, english], languages: languages) == "es")
    // English alone: nothing to teach from English.
    #expect(ColumnLanguages.guessTaught([english, english], languages: languages) == nil)
    // Words two dictionaries know alike tell neither: "come" is Spanish and Italian.
    let either: [Substring] = ["come come come come come"]
    #expect(ColumnLanguages.guessTaught([english, either], languages: languages) == nil)
    // Words no dictionary knows (a language without one here) are not taken for a neighbour's.
    let unknown: [Substring] = ["Eu gosto de pão.", "O gato dorme.", "Obrigado, meu amigo."]
    #expect(ColumnLanguages.guessTaught([english, unknown], languages: languages) == nil)
  }
}
