import Course
import Foundation

/// The conventions of real decks inside one field: ` / ` between forms that are all right ("une
/// publicité / une pub"), a slash between words that may take each other's place ("His/Her name is",
/// "there is/are"), a bracketed ending that may be added ("né(e)"), and notes in parentheses or brackets
/// ("How are you? (informal)", "l'automne (m)") that say something of the word but are no part of the
/// answer. A field that is one note in brackets ("(la région parisienne)") is that text.
struct FieldVariants: Equatable {
  /// The first form, its notes taken out: what the exercise asks for.
  var main: String
  /// The other forms, each without its notes: accepted as well.
  var others: [String]
  /// The notes, in order, without their brackets: shown as hints, never required.
  var notes: [String]

  /// The most forms one field gives: a slash in each of several words multiplies them.
  static let mostForms = 8

  /// The forms and notes of `field`. A field that would be left without words keeps its text whole.
  init(_ field: String) { self.init(parts: Self.parts(field), field: field) }

  /// The forms and notes of the parts of `field` (`parts(_:)`).
  init(parts: [String], field: String) {
    var notes: [String] = []
    var forms: [String] = []
    for part in parts {
      for spelled in Self.optionalEndings(Self.withoutFootnoteMark(part)) {
        forms += Self.slashChoices(Self.withoutNotes(spelled, into: &notes))
      }
    }
    var seen: Set<String> = []
    forms = forms.filter { !TextFolding.key($0).isEmpty && seen.insert(TextFolding.key($0)).inserted }
    guard let first = forms.first else {
      (main, others, self.notes) = (FieldText.collapse(field), [], [])
      return
    }
    var seenNotes: Set<String> = []
    (main, others, self.notes) = (
      first, Array(forms.dropFirst().prefix(Self.mostForms - 1)),
      notes.filter { seenNotes.insert($0).inserted }
    )
  }

  /// `part` without the footnote mark that ends it (`Pâques *`, `le 14 juillet **`, `†`): a sign that
  /// sends the reader to a note the deck keeps elsewhere, no part of the answer.
  static func withoutFootnoteMark(_ part: String) -> String {
    // A field without `*` or the first byte of † and ‡ (E2 80 A0, E2 80 A1) has no mark: most fields.
    guard part.containsByte(where: { $0 == UInt8(ascii: "*") || $0 == 0xE2 }) else { return part }
    let marks: Set<Character> = ["*", "†", "‡"]
    guard let last = part.last(where: { !$0.isWhitespace }), marks.contains(last) else { return part }
    let kept = part.reversed().drop(while: { $0.isWhitespace || marks.contains($0) }).reversed()
    return kept.isEmpty ? part : String(kept)
  }

  /// The parts of `field` between ` / `: each a whole form ("une publicité / une pub"), or, when single
  /// words stand between the first and the last, a sentence with one word in turn ("He has long / short /
  /// curly hair." is "He has long hair.", "He has short hair.", "He has curly hair.").
  static func parts(_ field: String) -> [String] {
    var text = unwrapped(field)
    // "Argelia / Argelino(a) /": a slash left at an end divides nothing.
    while text.hasSuffix("/") || text.hasPrefix("/") {
      text = FieldText.collapse(String(text.hasSuffix("/") ? text.dropLast() : text.dropFirst()))
    }
    // Most fields hold no slash: one part.
    guard text.containsByte(UInt8(ascii: "/")) else { return [FieldText.collapse(text)] }
    let parts = text.components(separatedBy: " / ").map(FieldText.collapse)
    guard parts.count >= 3, parts.dropFirst().dropLast().allSatisfy({ !$0.contains(" ") }),
      let first = parts.first, let last = parts.last, first.contains(" ") || last.contains(" ")
    else { return parts }
    let head = first.split(separator: " ")
    let tail = last.split(separator: " ")
    // The punctuation that ends the last part ends every sentence.
    let lastWord = tail[0]
    let stop =
      tail.count == 1 ? String(lastWord.reversed().prefix { !$0.isLetter && !$0.isNumber }.reversed()) : ""
    let slots =
      [String(head[head.count - 1])] + parts.dropFirst().dropLast() + [String(lastWord.dropLast(stop.count))]
    let before = head.dropLast().joined(separator: " ")
    let after = tail.dropFirst().joined(separator: " ") + stop
    return slots.map {
      FieldText.collapse(before + " " + $0 + (after.first?.isLetter == true ? " " : "") + after)
    }
  }

  /// `field` without the brackets around it, when one pair of them holds it all.
  static func unwrapped(_ field: String) -> String {
    let text = FieldText.collapse(field)
    guard let open = text.first, let close = text.last, text.count > 2,
      (open == "(" && close == ")") || (open == "[" && close == "]")
    else { return text }
    // "(a) or (b)" opens and closes with brackets too: only a pair that closes at the end holds it all.
    var depth = 0
    for (offset, character) in text.enumerated() {
      if character == open { depth += 1 }
      if character == close { depth -= 1 }
      if depth == 0 && offset < text.count - 1 { return text }
    }
    return FieldText.collapse(String(text.dropFirst().dropLast()))
  }

  /// `part` without and with each ending in brackets written onto a word ("né(e)", "mort(e)",
  /// "amigo(s)"): one to three letters, straight after a letter and before a word's end.
  static func optionalEndings(_ part: String) -> [String] {
    guard part.containsByte(UInt8(ascii: "(")) else { return [part] }
    var forms = [""]
    var rest = Substring(part)
    while let open = rest.firstIndex(of: "(") {
      let before = rest[..<open]
      guard let close = rest[open...].firstIndex(of: ")"), before.last?.isLetter == true else {
        forms = forms.map { $0 + rest[...open] }
        rest = rest[rest.index(after: open)...]
        continue
      }
      let ending = rest[rest.index(after: open)..<close]
      let after = rest[rest.index(after: close)...]
      guard (1...3).contains(ending.count), ending.allSatisfy(\.isLetter), after.first?.isLetter != true,
        !Classifier.isGrammarMark(String(ending))
      else {
        forms = forms.map { $0 + rest[...close] }
        rest = after
        continue
      }
      // "Argelino(a)", "amigos(as)": a Spanish or Italian ending in -a takes the place of the -o.
      let other = Self.ending(before, ending)
      forms = forms.flatMap { [$0 + before, $0 + other] }.prefix(mostForms).map { $0 }
      rest = after
    }
    return forms.map { $0 + rest }
  }

  /// `word` with the bracketed `ending` it is written with. "Argelino(a)", "amigos(as)": a Spanish or
  /// Italian ending in -a takes the place of the -o. "Japonés(sa)", "Alemán(a)": the stressed last vowel
  /// loses its accent and a letter the ending repeats is written once (Japonesa, Alemana). Else the
  /// ending is added ("né(e)", "canadien(ne)").
  static func ending(_ word: Substring, _ ending: Substring) -> String {
    if word.hasSuffix("o") && ending == "a" || word.hasSuffix("os") && ending == "as" {
      return String(word.dropLast(ending.count) + ending)
    }
    let plain: [Character: Character] = ["á": "a", "é": "e", "í": "i", "ó": "o", "ú": "u"]
    if word.count >= 3, let last = word.last, !last.isVowel,
      let vowel = plain[word[word.index(word.endIndex, offsetBy: -2)]]
    {
      let stem = String(word.dropLast(2)) + String(vowel)
      return stem + (ending.first == last ? ending : String(last) + ending)
    }
    return String(word + ending)
  }

  /// The forms a slash between words gives: "His/Her name is" is "His name is" or "Her name is", "there
  /// is/are" is "there is" or "there are". When both sides of one slash hold several words and begin
  /// alike ("les mathématiques/les maths"), the sides are the forms. "and/or" and its like are one word.
  static func slashChoices(_ form: String) -> [String] {
    // Most forms hold no slash byte, told at once; one that does is searched by characters, as it splits.
    guard form.containsByte(UInt8(ascii: "/")), form.contains("/") else { return [form] }
    let sides = form.split(separator: "/", omittingEmptySubsequences: false).map {
      FieldText.collapse(String($0))
    }
    let firstWords = sides.map { $0.split(separator: " ").first.map { TextFolding.key(String($0)) } }
    if sides.count == 2, sides.allSatisfy({ $0.contains(" ") }), firstWords[0] != nil,
      firstWords[0] == firstWords[1]
    {
      return sides
    }
    var forms = [""]
    for (index, token) in form.split(separator: " ", omittingEmptySubsequences: true).enumerated() {
      let space = index == 0 ? "" : " "
      let choices = token.split(separator: "/", omittingEmptySubsequences: false)
      guard choices.count >= 2, !fixedPairs.contains(token.lowercased()),
        choices.allSatisfy({ $0.contains(where: \.isLetter) })
      else {
        forms = forms.map { $0 + space + token }
        continue
      }
      // "Il/Elle s'appelle ...?": the punctuation after the last choice belongs to every choice.
      let last = choices[choices.count - 1]
      let tail = last.reversed().prefix { !$0.isLetter && !$0.isNumber }.reversed()
      // "s'appelle-t-il/elle", "qu'il/elle": a later choice takes the place of the first's last part.
      let first = choices[0]
      let stem = first.lastIndex { $0 == "-" || $0 == "'" || $0 == "’" }.map { first[...$0] } ?? ""
      let words = choices.enumerated().map { offset, choice in
        let whole = offset == 0 || choice.contains { "-'’".contains($0) } ? choice : stem + choice
        return offset == choices.count - 1 || tail.isEmpty ? String(whole) : String(whole) + String(tail)
      }
      forms = Array(forms.flatMap { form in words.map { form + space + $0 } }.prefix(mostForms))
    }
    return forms
  }

  /// Slashed words that are one word, in the languages lingo knows.
  static let fixedPairs: Set<String> = ["and/or", "et/ou", "y/o", "e/o", "und/oder", "e/ou"]

  /// `form` without its `(…)` and `[…]` notes (each added to `notes`), spaces collapsed; a note may hold
  /// brackets of its own, and the space before a note goes with it ("Good day (Hello), Sir").
  private static func withoutNotes(_ form: String, into notes: inout [String]) -> String {
    // Most forms have no note and no slash: they are only collapsed (a collapsed text is its words joined
    // by single spaces already).
    if !form.containsByte(where: { $0 == UInt8(ascii: "(") || $0 == UInt8(ascii: "[") }) {
      let collapsed = FieldText.collapse(form)
      if !collapsed.containsByte(UInt8(ascii: "/")) { return collapsed }
    }
    var kept = ""
    var note = ""
    var depth = 0
    var closing: Character = ")"
    var opening: Character = "("
    var afterNote = false
    for character in form {
      if depth > 0 {
        if character == closing {
          depth -= 1
          if depth == 0 {
            let text = FieldText.collapse(note)
            if !text.isEmpty { notes.append(text) }
            note = ""
            afterNote = true
            continue
          }
        } else if character == opening {
          depth += 1
        }
        note.append(character)
      } else if character == "(" || character == "[" {
        (opening, closing, depth) = (character, character == "(" ? ")" : "]", 1)
      } else {
        if afterNote && !character.isWhitespace {
          if [",", ".", ";", ":", "?", "!"].contains(character) {
            while kept.last?.isWhitespace == true { kept.removeLast() }
          }
          afterNote = false
        }
        kept.append(character)
      }
    }
    // A bracket never closed is text, not a note.
    if depth > 0 { kept += String(opening) + note }
    // "(El)/(Ella) tiene...": a slash the notes stood on divides nothing.
    return FieldText.collapse(kept).split(separator: " ").filter { $0 != "/" }.joined(separator: " ")
  }
}

extension Character {
  /// Whether the character is a vowel of the Latin alphabet, accented or not.
  fileprivate var isVowel: Bool {
    TextFolding.stripAccents(String(self)).lowercased().allSatisfy { "aeiouy".contains($0) }
  }
}
