import Course

/// The forms or meanings one side of a note lists: with commas ("woman, wife" for `la femme`; `premier,
/// première` for "first"), or as two sentences (`rubio. rubia.`). A comma in brackets or quotes, or between
/// two digits, belongs to its text (`tomar (algo, a alguien)`, `«sí, claro»`, `3,5`, `1,000`).
struct ListedForms: Sendable {
  /// The names of the months of the language taught, folded: a date beside a day's name is a form of it.
  let months: Set<String>
  /// The words of the learner's language that join two things ("and"), folded.
  private let joins: Set<String>
  /// Whether a meaning is read as English, whose plurals are told.
  private let english: Bool

  /// The forms of notes teaching `language` to speakers of `learner` (codes).
  init(language: String, learner: String) {
    months = Set(CalendarNames.kinds(of: language).filter { $0.value == .month }.keys)
    joins = Set(Self.joins[learner] ?? [])
    english = learner == "en"
  }

  /// The meanings a word's meaning field lists with commas ("woman, wife", "to like, to love"), each
  /// accepted: only when the word itself lists nothing, and the field reads as a list, not a sentence
  /// ("Yes, I understand.", "There is, there are ...").
  static func meanings(_ meaning: String, besides front: String) -> [String] {
    guard commaParts(front).count == 1, !meaning.contains(where: Self.clauseMarks.contains) else {
      return [meaning]
    }
    let parts = commaParts(meaning)
    guard parts.count >= 2, parts.allSatisfy({ !TextFolding.key($0).isEmpty }) else { return [meaning] }
    return parts
  }

  /// The forms a word's own field lists against a meaning that names one thing, each right, the likelier
  /// answer first: a masculine and its feminine (`premier, première`, `rubio. rubia.`) where the meaning is
  /// no plural, or a day's name and its date (`Noël, le 25 décembre`, `le 15 août, l'Assomption`: `Noël`,
  /// `l'Assomption` first) where the meaning gives no date. Nil for any other field: a phrase with a comma is
  /// one phrase (`sí, señor`, `no, gracias`), a sentence is one sentence (`En marzo, llueve mucho.`), and
  /// two things (`el hermano, la hermana` for "brother and sister" or "siblings") are no choice of forms.
  func forms(_ field: String, meaning: String) -> [String]? {
    let meaningWords = TextFolding.words(meaning)
    guard Self.commaParts(meaning).count == 1, !meaning.dropLast().contains(". "), !meaning.contains("&"),
      !meaningWords.contains(where: joins.contains)
    else { return nil }
    // One point may end the field: `rubio. rubia.`, `primero, primera.`
    let body = field.hasSuffix(".") ? String(field.dropLast()) : field
    var forms = Self.commaParts(body)
    if forms.count == 1, field.hasSuffix(".") {
      forms = body.components(separatedBy: ". ")
      guard forms.allSatisfy({ $0.allSatisfy { $0.isLetter || $0 == "'" || $0 == "-" } }) else { return nil }
    }
    guard forms.count == 2,
      forms.allSatisfy({ !TextFolding.key($0).isEmpty && !$0.contains(where: Self.clauseMarks.contains) })
    else { return nil }
    // The forms are compared without their notes (`un acteur (de cinéma)`), which stay with them as hints.
    let bare = forms.map { FieldVariants($0).main }
    if GenderForms.isFeminine(bare[1], of: bare[0]) {
      return english && Self.isEnglishPlural(meaningWords) ? nil : forms
    }
    let dates = bare.map(isDate)
    guard dates[0] != dates[1], !meaning.contains(where: \.isNumber) else { return nil }
    return dates[0] ? forms.reversed() : forms
  }

  /// Whether `form` is a date: a month and its day's number (`le 25 décembre`, `Uno de abril`, `le premier
  /// janvier`), not a month's name alone (`mars`, `mai`).
  private func isDate(_ form: String) -> Bool {
    let words = TextFolding.words(form)
    return words.contains(where: months.contains)
      && words.contains { $0.contains(where: \.isNumber) || Self.firstDay.contains($0) }
  }

  /// The parts of `text` between its commas, collapsed; a comma in brackets or quotes, or between two
  /// digits, is no separator. `[text]` when it has none.
  static func commaParts(_ text: String) -> [String] {
    // Most fields have no comma: they are not read character by character (a tenth of an import's time).
    guard text.utf8.contains(UInt8(ascii: ",")) else { return [text] }
    let characters = Array(text)
    // A straight quote opens only where another closes it: an inch mark (`5"`) opens nothing.
    let lastQuote = characters.lastIndex(of: "\"") ?? -1
    var parts: [String] = []
    var start = 0
    var depth = 0
    var quoted = false
    for (index, character) in characters.enumerated() {
      switch character {
      case "(", "[", "«", "“", "„", "‹": depth += 1
      case ")", "]", "»", "”", "›": depth = max(0, depth - 1)
      case "\"": quoted = !quoted && index < lastQuote
      case "," where depth == 0 && !quoted:
        let between = index > 0 && index + 1 < characters.count
        if between && characters[index - 1].isNumber && characters[index + 1].isNumber { continue }
        parts.append(FieldText.collapse(String(characters[start..<index])))
        start = index + 1
      default: break
      }
    }
    guard !parts.isEmpty else { return [text] }
    parts.append(FieldText.collapse(String(characters[start...])))
    return parts
  }

  /// Whether an English meaning is a plural ("siblings", "children"): its last word ends in a plural `s`
  /// or is a plural of its own.
  private static func isEnglishPlural(_ words: [String]) -> Bool {
    guard let last = words.last else { return false }
    if ["children", "people", "men", "women", "parents"].contains(last) { return true }
    return last.count > 3 && last.hasSuffix("s")
      && !["ss", "us", "is"].contains(where: last.hasSuffix)
  }

  /// The marks that end a clause: a field with one is a sentence, not a list of forms or meanings.
  private static let clauseMarks: Set<Character> = [".", "!", "?", "…", ";", ":"]

  /// The words that name a month's first day without a digit.
  private static let firstDay: Set<String> = ["uno", "primero", "premier", "primo", "primeiro"]

  /// The words that join two things, by the learner's language.
  private static let joins: [String: [String]] = [
    "en": ["and"], "es": ["y", "e"], "fr": ["et"], "it": ["e", "ed"], "pt": ["e"], "de": ["und"],
  ]
}
