import Testing

@testable import Import

/// The capitalised words of a text, read byte by byte when it is ASCII, as the scalar-by-scalar reading
/// finds them.
@Suite struct DeckNamesTests {
  /// The words of `text` read scalar by scalar: a lower-case word of other letters after it sends the
  /// reading down that path and adds nothing.
  private func byScalars(_ text: String) -> [String] {
    DeckNames.capitalised(text + " é").map { "\($0.text) \($0.key) \($0.first) \($0.afterComma)" }
  }

  @Test(arguments: [
    "Je suis à Paris.", "Tengo una cosa101 en casa.", "I am from New York, USA.", "un lecteur MP3",
    "MP3 player", "\"Hello,\" said Anna.", "B2B", "  Two  spaces\tand\ttabs\nAnd lines ", "(Marie) est là",
    "L'Hexagone", "O'Brien's pub", "A", "I", "I'm here", "3D film", "x-Ray", "", "...", "Mc Donald's",
    "And you? Where are you from?", "He is... She is...", "Mr. Smith is here.", "\"Stop!\" Anna said.",
    "It is advisable, It is better", "Paris, France", "a,B",
  ])
  func asciiIsReadAsScalarsAre(_ text: String) {
    #expect(
      DeckNames.capitalised(text).map { "\($0.text) \($0.key) \($0.first) \($0.afterComma)" }
        == byScalars(text))
  }

  /// A capital that begins a sentence inside a text is no sign of a name: the word counts as a field's
  /// first ("Vous" in "Et vous? Vous êtes d'où?"), but not after a title's abbreviation ("Mr. Smith").
  @Test(arguments: [
    ("Et vous? Vous êtes d'où?", ["Et", "Vous"]), ("And you? Where are you from?", ["And", "Where"]),
    ("Il est ... Elle est ...", ["Il", "Elle"]), ("He is... She is...", ["He", "She"]),
    ("\"Stop!\" Anna said.", ["Stop", "Anna"]), ("¡Hola! ¿Qué tal?", ["Hola", "Qué"]),
    ("Je suis à Paris. Et toi ?", ["Je", "Et"]),
  ])
  func aSentenceInsideATextBeginsAsTheTextDoes(_ text: String, _ first: [String]) {
    #expect(DeckNames.capitalised(text).filter(\.first).map(\.text) == first)
  }

  /// A capital after a comma is a name's sign only when the dictionary does not know the word in lower
  /// case: "It is advisable, It is better" gives two forms, "Paris, France" a name.
  @Test func aCapitalAfterACommaIsANameWhenTheDictionarySaysSo() {
    let item = Item.word(
      Item.Word(
        key: "1", text: "il vaut mieux", meaning: "It is advisable, It is better", emoji: nil, reversed: false
      ))
    let place = Item.word(
      Item.Word(key: "2", text: "Paris, France", meaning: "Paris, France", emoji: nil, reversed: false))
    let lowerCase = DeckNames.LowerCase(
      taught: { _ in false }, learner: { ["it", "is"].contains($0) }, codes: ("fr", "en"))
    let names = DeckNames.names(in: [item, place], lowerCase: lowerCase)
    #expect(names["it"] == nil)
    #expect(names["france"] == "France")
  }

  @Test func aTitlesPointEndsNoSentence() {
    #expect(
      DeckNames.capitalised("Mr. Smith is here.").map { "\($0.text) \($0.first)" } == [
        "Mr true", "Smith false",
      ])
    #expect(DeckNames.capitalised("Mme. Dupont").map(\.first) == [true, false])
  }
}

/// Months and weekdays are names exactly when their language always capitalises them.
@Suite struct CalendarNamesTests {
  private func sentence(_ text: String, _ translation: String) -> Item {
    .sentence(Item.Sentence(key: text, text: text, translation: translation))
  }

  private func word(_ text: String, _ meaning: String) -> Item {
    .word(Item.Word(key: text, text: text, meaning: meaning, emoji: nil, reversed: false))
  }

  @Test func eachLanguageWritesItsOwnCalendarNames() {
    #expect(CalendarNames.writing("may", in: "en") == .capitalised)
    #expect(CalendarNames.writing("montag", in: "de") == .capitalised)
    #expect(CalendarNames.writing("abril", in: "es") == .lowerCase)
    #expect(CalendarNames.writing("aout", in: "fr") == nil, "folded keys keep their accents")
    #expect(CalendarNames.writing("août", in: "fr") == .lowerCase)
    #expect(CalendarNames.writing("may", in: "es") == nil)
    #expect(CalendarNames.writing("abril", in: "xx") == nil)
  }

  /// English months keep their capital though a dictionary knows "may" and the deck writes it in lower
  /// case ("you may go"); Spanish ones lose the capital a deck gives them ("Uno de Abril").
  @Test func aMonthIsANameWhereItsLanguageCapitalisesIt() {
    let items = [
      word("mayo", "May"), word("abril", "April"), word("Abril", "April"),
      .sentence(Item.Sentence(key: "1", text: "Uno de Abril.", translation: "April first.")),
      .sentence(Item.Sentence(key: "2", text: "Puedes ir.", translation: "You may go.")),
    ]
    let lowerCase = DeckNames.LowerCase(taught: { _ in true }, learner: { _ in true }, codes: ("es", "en"))
    let names = DeckNames.names(in: items, lowerCase: lowerCase)
    #expect(names["may"] == "May" && names["april"] == "April")
    // The verb that begins a question is no month.
    let question = [sentence("¿Puedo entrar?", "May I come in?"), sentence("Entra.", "Come in.")]
    #expect(DeckNames.names(in: question, lowerCase: lowerCase)["may"] == nil)
    #expect(names["abril"] == nil)
    #expect(DeckNames.names(in: items)["abril"] == "Abril", "a deck of unknown languages keeps its capital")
  }
}

extension CalendarNamesTests {
  @Test(arguments: [
    ("Domingo", "es", "domingo"), ("¡Feliz Domingo!", "es", "¡Feliz domingo!"),
    ("Uno de Abril, el día de los inocentes", "es", "Uno de abril, el día de los inocentes"),
    ("El Martes de Carnaval", "es", "El martes de Carnaval"), ("Lunes es mi día.", "es", "Lunes es mi día."),
    ("Hoy es lunes. Martes es mañana.", "es", "Hoy es lunes. Martes es mañana."),
    ("le 14 Juillet", "fr", "le 14 juillet"), ("Août", "fr", "août"), ("May", "en", "May"),
    ("Mayo", "xx", "Mayo"), ("Paris  en Mai", "fr", "Paris  en mai"),
  ])
  func aCalendarNameIsWrittenAsItsLanguageWritesIt(_ text: String, _ language: String, _ written: String) {
    #expect(CalendarNames.lowered(text, in: language) == written)
  }
}
