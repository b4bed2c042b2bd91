import Course

/// The names of the months and the days of the week, which a language writes with a capital always
/// (English, German) or never (Spanish, French and most of Europe's), however a deck writes them: what a
/// teacher knows and a dictionary cannot tell, for a dictionary takes any word with a capital at a
/// sentence's start, and knows "may" and "march" as words of their own.
enum CalendarNames {
  enum Writing { case capitalised, lowerCase }
  /// What a calendar name names: a bank's distractor for a month is another month.
  enum Kind: Sendable { case month, weekday }

  /// How `language` (its code) writes the word whose folded key is `key`; nil when it is none of that
  /// language's calendar names, or the language is not listed.
  static func writing(_ key: String, in language: String) -> Writing? { names(of: language)[key] }

  /// How `language` writes each of its calendar names, by folded key (empty for a language not listed):
  /// looked up once for a deck's many words.
  static func names(of language: String) -> [String: Writing] {
    var names: [String: Writing] = [:]
    for key in capitalised[language] ?? [] { names[key] = .capitalised }
    for key in lowerCase[language] ?? [] { names[key] = .lowerCase }
    return names
  }

  /// `text`, in `language`, with each calendar name it capitalises that the language writes in lower case
  /// lowered: "Uno de Abril" is "Uno de abril", a word note's "Domingo" is "domingo". A name beginning a
  /// sentence of several words keeps its capital ("Lunes es mi día."); sentences begin as `DeckNames`
  /// reads them.
  static func lowered(_ text: String, in language: String) -> String {
    guard let names = lowerCase[language] else { return text }
    let named = DeckNames.capitalised(text).filter { names.contains($0.key) }
    guard !named.isEmpty else { return text }
    let several = TextPieces.wordCount(text) > 1
    var result = text
    // From the last, so that a letter lowered to other bytes moves none of the places before it.
    for word in named.reversed() where !(word.first && several) {
      let start = result.utf8.index(result.utf8.startIndex, offsetBy: word.offset)
      let end = result.index(after: start)
      result.replaceSubrange(start..<end, with: result[start..<end].lowercased())
    }
    return result
  }

  /// What each calendar name of `language` (its code) names, by folded key (empty for a language not
  /// listed).
  static func kinds(of language: String) -> [String: Kind] {
    guard let names = written[language] else { return [:] }
    var kinds: [String: Kind] = [:]
    for month in keys(names.months) { kinds[month] = .month }
    for day in keys(names.weekdays) { kinds[day] = .weekday }
    return kinds
  }

  private static func keys(_ words: String) -> Set<String> {
    Set(words.split(separator: " ").map { TextFolding.key(String($0)) })
  }

  private static let capitalised = written.filter { $0.value.writing == .capitalised }.mapValues {
    keys($0.months).union(keys($0.weekdays))
  }
  private static let lowerCase = written.filter { $0.value.writing == .lowerCase }.mapValues {
    keys($0.months).union(keys($0.weekdays))
  }

  /// Each listed language's names of the months and of the days of the week, and how it writes them.
  private static let written: [String: (writing: Writing, months: String, weekdays: String)] = [
    "en": (
      .capitalised,
      months: "January February March April May June July August September October November December",
      weekdays: "Monday Tuesday Wednesday Thursday Friday Saturday Sunday"
    ),
    "de": (
      .capitalised,
      months: "Januar Februar März April Mai Juni Juli August September Oktober November Dezember",
      weekdays: "Montag Dienstag Mittwoch Donnerstag Freitag Samstag Sonnabend Sonntag"
    ),
    "es": (
      .lowerCase,
      months:
        "enero febrero marzo abril mayo junio julio agosto septiembre setiembre octubre noviembre diciembre",
      weekdays: "lunes martes miércoles jueves viernes sábado domingo"
    ),
    "fr": (
      .lowerCase,
      months: "janvier février mars avril mai juin juillet août septembre octobre novembre décembre",
      weekdays: "lundi mardi mercredi jeudi vendredi samedi dimanche"
    ),
    "it": (
      .lowerCase,
      months: "gennaio febbraio marzo aprile maggio giugno luglio agosto settembre ottobre novembre dicembre",
      weekdays: "lunedì martedì mercoledì giovedì venerdì sabato domenica"
    ),
    "pt": (
      .lowerCase,
      months: "janeiro fevereiro março abril maio junho julho agosto setembro outubro novembro dezembro",
      weekdays: "segunda-feira terça-feira quarta-feira quinta-feira sexta-feira sábado domingo"
    ),
    "nl": (
      .lowerCase,
      months: "januari februari maart april mei juni juli augustus september oktober november december",
      weekdays: "maandag dinsdag woensdag donderdag vrijdag zaterdag zondag"
    ),
    "sv": (
      .lowerCase,
      months: "januari februari mars april maj juni juli augusti september oktober november december",
      weekdays: "måndag tisdag onsdag torsdag fredag lördag söndag"
    ),
    "da": (
      .lowerCase,
      months: "januar februar marts april maj juni juli august september oktober november december",
      weekdays: "mandag tirsdag onsdag torsdag fredag lørdag søndag"
    ),
    "no": (
      .lowerCase,
      months: "januar februar mars april mai juni juli august september oktober november desember",
      weekdays: "mandag tirsdag onsdag torsdag fredag lørdag søndag"
    ),
    "ro": (
      .lowerCase,
      months:
        "ianuarie februarie martie aprilie mai iunie iulie august septembrie octombrie noiembrie decembrie",
      weekdays: "luni marți miercuri joi vineri sâmbătă duminică"
    ),
    "pl": (
      .lowerCase,
      months:
        "styczeń luty marzec kwiecień maj czerwiec lipiec sierpień wrzesień październik listopad grudzień",
      weekdays: "poniedziałek wtorek środa czwartek piątek sobota niedziela"
    ),
    "cs": (
      .lowerCase,
      months: "leden únor březen duben květen červen červenec srpen září říjen listopad prosinec",
      weekdays: "pondělí úterý středa čtvrtek pátek sobota neděle"
    ),
    "ru": (
      .lowerCase,
      months: "январь февраль март апрель май июнь июль август сентябрь октябрь ноябрь декабрь",
      weekdays: "понедельник вторник среда четверг пятница суббота воскресенье"
    ),
  ]
}
