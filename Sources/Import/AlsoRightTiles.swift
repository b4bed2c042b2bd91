import Course

/// Tiles of the language taught that would make another right answer if offered as distractors: a subject
/// pronoun where the language drops it (`tú` beside `Nadas muy rápido.` builds `Tú nadas muy rápido.`, as
/// right), and another gender or number of a word of the answer (`sola` beside `solo`: "You'll never be
/// alone." says neither). A teacher never offers either as wrong. Other forms stay fair traps: `estás`
/// beside `están`, `las` beside `los`, whose noun or verb tells them apart.
enum AlsoRightTiles {
  /// Whether the folded tile `key` would be another right answer's word beside the folded words `answer`
  /// of a bank in `language` (its code).
  static func contains(_ key: String, besides answer: [String], language: String) -> Bool {
    if droppedPronouns[language]?.contains(key) == true { return true }
    guard let endings = endings[language] else { return false }
    return answer.contains { isOtherForm(key, of: $0, endings: endings) }
  }

  /// Whether `a` and `b` share a stem of three bytes or more and differ in endings of gender or number
  /// (each ASCII: a stem that splits an accented letter leaves no such ending). Read byte by byte, for a
  /// bank's search asks this of every tile it looks at.
  private static func isOtherForm(_ a: String, of b: String, endings: Set<String>) -> Bool {
    guard a != b, abs(a.utf8.count - b.utf8.count) <= 2 else { return false }
    let (a, b) = (a.utf8, b.utf8)
    var stem = 0
    for (x, y) in zip(a, b) {
      guard x == y else { break }
      stem += 1
    }
    guard stem >= 3 else { return false }
    let ending = { (word: String.UTF8View) in String(decoding: word.dropFirst(stem), as: UTF8.self) }
    return endings.contains(ending(a)) && endings.contains(ending(b))
  }

  /// The subject pronouns of each language that drops them, folded.
  private static let droppedPronouns: [String: Set<String>] = [
    "es": keys("yo tú vos él ella usted nosotros nosotras vosotros vosotras ellos ellas ustedes"),
    "it": keys("io tu lui lei noi voi loro"),
    "pt": keys("eu tu ele ela você nós vós eles elas vocês"),
  ]

  /// The endings that tell a word's gender and number apart, by language ("" for none).
  private static let endings: [String: Set<String>] = [
    "es": ["", "o", "a", "os", "as", "s", "es"],
    "pt": ["", "o", "a", "os", "as", "s", "es"],
    "it": ["o", "a", "i", "e"],
    "fr": ["", "e", "s", "es"],
  ]

  private static func keys(_ words: String) -> Set<String> {
    Set(words.split(separator: " ").map { TextFolding.key(String($0)) })
  }
}
