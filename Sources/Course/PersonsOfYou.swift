/// Where a prompt in the learner's language says "you", the persons of a verb of the language taught that
/// "you" can be: "You swim." is `tú nadas`, `usted nada` and `ustedes nadan`, each as right as the others.
/// Listed for Spanish taught from English only (Portuguese and Italian address a learner otherwise).
public struct PersonsOfYou: Sendable {
  /// The endings of the present's persons that "you" can be.
  private let endings: WordEndings
  /// The learner's words for "you", folded: a prompt holding one addresses the learner.
  private let youWords: [String]

  /// The persons of `language` (its code) that "you" in `learner` (its code) can be; nil when none are listed.
  public init?(language: String, learner: String) {
    guard let you = Self.you[learner], let endings = Self.endings[language] else { return nil }
    youWords = you.split(separator: " ").map(String.init)
    self.endings = WordEndings(endings)
  }

  /// Whether `prompt`, in the learner's language, says "you".
  public func addresses(_ prompt: String) -> Bool {
    TextFolding.words(prompt).contains(where: youWords.contains)
  }

  /// Whether the folded words `a` and `b` are two persons of one verb that "you" can be (`tienes`, `tiene`).
  public func areTwoPersons(_ a: String, _ b: String) -> Bool { endings.areTwoForms(a, b) }

  /// The learner's words for "you", folded (an apostrophe dropped: "you're" is `youre`), by the learner's
  /// language.
  private static let you: [String: String] = [
    "en": "you your yours yourself yourselves youre youve youll youd"
  ]

  /// The endings of the present's persons that "you" can be, by the language taught: `tú nadas`, `usted
  /// nada`, `ustedes nadan` (the same stem, so `vosotros nadáis` is left out).
  private static let endings: [String: [String]] = ["es": ["s", "", "n"]]
}

/// Endings that tell forms of one word apart (gender and number, or a verb's persons), as bytes.
public struct WordEndings: Sendable {
  /// The endings, "" for none.
  public let all: [[UInt8]]
  /// Whether a byte ends one of them: a word ending in another byte has none, told at once.
  private let last: [Bool]

  public init(_ endings: [String]) {
    all = endings.map { Array($0.utf8) }
    var last = [Bool](repeating: false, count: 256)
    for ending in all { if let byte = ending.last { last[Int(byte)] = true } }
    self.last = last
  }

  /// Whether the folded words `a` and `b` share a stem of three bytes or more and differ in these endings
  /// (each ASCII: a stem that splits an accented letter leaves no such ending).
  public func areTwoForms(_ a: String, _ b: String) -> Bool {
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
      guard let last = word.last, word.count > stem else { return all.contains([]) }
      return self.last[Int(last)] && all.contains { $0.elementsEqual(word.dropFirst(stem)) }
    }
    return isEnding(a) && isEnding(b)
  }
}
