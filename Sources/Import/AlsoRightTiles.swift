import Course

/// Tiles of the language taught that would make another right answer if offered as distractors: a subject
/// pronoun where the language drops it (`tú` beside `Nadas muy rápido.` builds `Tú nadas muy rápido.`, as
/// right), and another gender or number of a word of the answer (`sola` beside `solo`: "You'll never be
/// alone." says neither). A teacher never offers either as wrong. Other forms stay fair traps: `estás`
/// beside `están`, `las` beside `los`, whose noun or verb tells them apart.
struct AlsoRightTiles: Sendable {
  /// The language's subject pronouns if it drops them, folded.
  private let pronouns: [String]
  /// The first bytes of the pronouns: a word starting otherwise is none, told without comparing.
  private let pronounStarts: Set<UInt8>
  /// The endings that tell its words' gender and number apart ("" for none), as bytes.
  private let endings: [[UInt8]]
  /// Whether a byte ends one of `endings`: a word ending in another byte has no such ending, told at once.
  private let endingLast: [Bool]

  /// The tiles of `language` (its code) that are no distractors; nil for a language with none listed.
  init?(language: String) {
    let pronouns = Self.droppedPronouns[language] ?? ""
    let endings = Self.endings[language] ?? []
    guard !pronouns.isEmpty || !endings.isEmpty else { return nil }
    self.pronouns = pronouns.split(separator: " ").map { TextFolding.key(String($0)) }
    pronounStarts = Set(self.pronouns.compactMap(\.utf8.first))
    self.endings = endings.map { Array($0.utf8) }
    var endingLast = [Bool](repeating: false, count: 256)
    for ending in self.endings { if let last = ending.last { endingLast[Int(last)] = true } }
    self.endingLast = endingLast
  }

  /// Whether the folded tile `key` would be another right answer's word beside the folded words `answer`.
  /// A bank's search asks this of every tile it looks at: lists of a few words are searched, no word is
  /// hashed.
  func contains(_ key: String, besides answer: [String]) -> Bool {
    if let first = key.utf8.first, pronounStarts.contains(first), pronouns.contains(key) { return true }
    return !endings.isEmpty && answer.contains { isOtherForm(key, of: $0) }
  }

  /// Whether `a` and `b` share a stem of three bytes or more and differ in endings of gender or number
  /// (each ASCII: a stem that splits an accented letter leaves no such ending).
  private func isOtherForm(_ a: String, of b: String) -> Bool {
    let (a, b) = (a.utf8, b.utf8)
    guard abs(a.count - b.count) <= 2 else { return false }
    var stem = 0
    for (x, y) in zip(a, b) {
      guard x == y else { break }
      stem += 1
    }
    // Endings are two bytes at most, and two words with no ending between them are the same word.
    guard stem >= 3, a.count - stem <= 2, b.count - stem <= 2, a.count != b.count || stem != a.count else {
      return false
    }
    let isEnding = { (word: String.UTF8View) in
      guard let last = word.last, word.count > stem else { return self.endings.contains([]) }
      return self.endingLast[Int(last)] && self.endings.contains { $0.elementsEqual(word.dropFirst(stem)) }
    }
    return isEnding(a) && isEnding(b)
  }

  private static let droppedPronouns: [String: String] = [
    "es": "yo tú vos él ella usted nosotros nosotras vosotros vosotras ellos ellas ustedes",
    "it": "io tu lui lei noi voi loro",
    "pt": "eu tu ele ela você nós vós eles elas vocês",
  ]

  private static let endings: [String: [String]] = [
    "es": ["", "o", "a", "os", "as", "s", "es"],
    "pt": ["", "o", "a", "os", "as", "s", "es"],
    "it": ["o", "a", "i", "e"],
    "fr": ["", "e", "s", "es"],
  ]
}
