/// Masculine and feminine forms a deck writes side by side ("petit / petite", "un acteur / une actrice",
/// "prochain(e)", "pequeño / pequeña"): the glossary marks them `(m)` and `(f)`, so that a hint tells apart
/// the two forms a bank sets against each other.
enum GenderForms {
  /// Whether `feminine` is the feminine form of `masculine`, word by word: an article and its feminine
  /// (un/une, le/la, el/la), or a word and its feminine by the common endings of French, Spanish and Italian.
  static func isFeminine(_ feminine: String, of masculine: String) -> Bool {
    let (his, hers) = (words(masculine), words(feminine))
    guard his.count == hers.count, his != hers else { return false }
    return zip(his, hers).allSatisfy { $0 == $1 || isFeminineWord($1, of: $0) }
  }

  private static func words(_ text: String) -> [String] {
    text.lowercased().split(separator: " ").map(String.init)
  }

  static let articles: [String: String] = [
    "un": "une", "le": "la", "el": "la", "il": "la", "uno": "una", "lo": "la", "del": "de la", "al": "a la",
    "ce": "cette", "mon": "ma", "ton": "ta", "son": "sa", "los": "las", "un'": "una",
  ]

  private static func isFeminineWord(_ her: String, of him: String) -> Bool {
    if articles[him] == her { return true }
    let endings: [(String, String)] = [
      ("", "e"), ("n", "nne"), ("l", "lle"), ("t", "tte"), ("s", "sse"), ("eux", "euse"), ("f", "ve"),
      ("er", "ère"), ("eur", "euse"), ("teur", "trice"), ("o", "a"), ("or", "ora"), ("és", "esa"),
      ("án", "ana"), ("ón", "ona"), ("ín", "ina"), ("e", "a"), ("i", "e"), ("os", "as"),
    ]
    return endings.contains { his, hers in
      him.hasSuffix(his) && her == String(him.dropLast(his.count)) + hers && him.count > his.count
    }
  }
}
