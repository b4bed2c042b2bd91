import Course

/// A word of politeness that a sentence says first or last ("Por favor espere." — "Espere, por favor."):
/// the same sentence with it at the other end is as right, and is built from the same tiles.
enum PolitePhrases {
  /// The phrases of each language, in lower case.
  private static let phrases: [String: [String]] = [
    "en": ["please"], "es": ["por favor"], "fr": ["s'il vous plaît", "s'il te plaît"],
    "it": ["per favore", "per piacere"], "pt": ["por favor"], "de": ["bitte"],
  ]

  /// `sentence` of `language` (its code) with its phrase of politeness moved to the other end, when it
  /// opens or closes the sentence and something is left beside it; nil otherwise. A sentence opened by
  /// `¿` or `¡` is left as it is; a word of `names` (folded) keeps its capital.
  static func moved(_ sentence: String, language: String, names: Set<String> = []) -> String? {
    guard let phrases = phrases[language], let first = sentence.first, first != "¿", first != "¡" else {
      return nil
    }
    let trimmed = sentence.drop(while: \.isWhitespace).dropLast(while: \.isWhitespace)
    // The mark that ends it, with the space French writes before `!` and `?`.
    let body = String(
      trimmed.dropLast(while: { ".!?…".contains($0) }).dropLast(while: { $0 == " " || $0 == "\u{A0}" }))
    let mark = String(trimmed.dropFirst(body.count))
    let lower = body.lowercased()
    for phrase in phrases {
      if lower.hasPrefix(phrase), let rest = rest(of: body, after: phrase.count) {
        return capitalised(rest) + ", " + phrase + mark
      }
      // One word last is a phrase after a comma only: "Do as you please." says no "please".
      if lower.hasSuffix(phrase), let rest = rest(before: body, dropping: phrase.count),
        phrase.contains(" ") || body.dropLast(phrase.count).last(where: { $0 != " " }) == ","
      {
        return capitalised(phrase) + ", " + lowered(rest, names: names) + mark
      }
    }
    return nil
  }

  /// What follows the first `count` characters of `body`, after a comma and spaces; nil when a letter
  /// follows at once (the phrase is part of a word) or nothing does.
  private static func rest(of body: String, after count: Int) -> String? {
    let after = body.dropFirst(count)
    guard let next = after.first, !next.isLetter else { return nil }
    let rest = after.drop { $0 == "," || $0 == " " }
    return rest.contains(where: \.isLetter) ? String(rest) : nil
  }

  /// `body` without its last `count` characters and the comma and spaces before them; nil when a letter
  /// comes right before (the phrase ends a word) or nothing does.
  private static func rest(before body: String, dropping count: Int) -> String? {
    let before = body.dropLast(count)
    guard let previous = before.last, !previous.isLetter else { return nil }
    let rest = String(before.dropLast(while: { $0 == "," || $0 == " " }))
    return rest.contains(where: \.isLetter) ? rest : nil
  }

  private static func capitalised(_ text: String) -> String { text.prefix(1).uppercased() + text.dropFirst() }

  /// `text` with its first letter in lower case, unless its first word is a name.
  private static func lowered(_ text: String, names: Set<String>) -> String {
    let word = text.prefix { $0.isLetter || $0 == "'" }
    guard !names.contains(TextFolding.key(String(word))), word != "I" else { return text }
    return text.prefix(1).lowercased() + text.dropFirst()
  }
}

extension Substring {
  /// The substring without the characters at its end that satisfy `predicate`.
  func dropLast(while predicate: (Character) -> Bool) -> Substring {
    var end = endIndex
    while end > startIndex, predicate(self[index(before: end)]) { end = index(before: end) }
    return self[..<end]
  }
}
