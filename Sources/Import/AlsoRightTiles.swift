import Course

/// Tiles of the language taught that would make another right answer if offered as distractors: a subject
/// pronoun where the language drops it (`tú` beside `Nadas muy rápido.` builds `Tú nadas muy rápido.`, as
/// right), and another gender or number of a word of the answer (`sola` beside `solo`: "You'll never be
/// alone." says neither), and, where the prompt says "you", another person of a verb that "you" can be
/// (`nadan` beside `nadas`: "You swim." is `ustedes nadan` too; the answer's verb that of "tú", as a verb
/// of another person agrees with another subject). A teacher never offers any as wrong.
/// Other forms stay fair traps: `estás` beside `están` for "They are", `las` beside `los`, whose noun or
/// verb tells them apart.
struct AlsoRightTiles: Sendable {
  /// The language's subject pronouns if it drops them, folded.
  private let pronouns: [String]
  /// The first bytes of the pronouns: a word starting otherwise is none, told without comparing.
  private let pronounStarts: Set<UInt8>
  /// The endings that tell its words' gender and number apart.
  private let endings: Endings
  /// The endings of a verb's persons that "you" can be (`nadas`, `nada`, `nadan`); none where the
  /// learner's language has no "you" listed.
  private let youEndings: Endings
  /// The learner's words for "you", folded: a prompt holding one addresses the learner.
  private let youWords: [String]

  /// The tiles of `language` (its code) that are no distractors, for a learner of `learner` (its code);
  /// nil for a language with none listed.
  init?(language: String, learner: String = "") {
    let pronouns = Self.droppedPronouns[language] ?? ""
    let endings = Self.endings[language] ?? []
    guard !pronouns.isEmpty || !endings.isEmpty else { return nil }
    youWords = Self.you[learner]?.split(separator: " ").map(String.init) ?? []
    youEndings = Endings(youWords.isEmpty ? [] : Self.youEndings[language] ?? [])
    self.pronouns = pronouns.split(separator: " ").map { TextFolding.key(String($0)) }
    pronounStarts = Set(self.pronouns.compactMap(\.utf8.first))
    self.endings = Endings(endings)
  }

  /// Endings of words ("" for none), as bytes.
  private struct Endings: Sendable {
    let all: [[UInt8]]
    /// Whether a byte ends one of them: a word ending in another byte has none, told at once.
    let last: [Bool]

    init(_ endings: [String]) {
      all = endings.map { Array($0.utf8) }
      var last = [Bool](repeating: false, count: 256)
      for ending in all { if let byte = ending.last { last[Int(byte)] = true } }
      self.last = last
    }
  }

  /// Whether the folded tile `key` would be another right answer's word beside the folded words `answer`,
  /// of a prompt that says "you" when `addressed` (see `addresses`). A bank's search asks this of every
  /// tile it looks at: lists of a few words are searched, no word is hashed.
  func contains(_ key: String, besides answer: [String], addressed: Bool = false) -> Bool {
    if let first = key.utf8.first, pronounStarts.contains(first), pronouns.contains(key) { return true }
    // Only an answer's verb of "tú" (`nadas`) is the learner's "you": a verb of another person agrees with
    // another subject ("Where are your papers?", `están` for `papeles`), and its other forms stay traps.
    if addressed && !youEndings.all.isEmpty
      && answer.contains(where: { $0.utf8.last == UInt8(ascii: "s") && isOtherForm(key, of: $0, youEndings) })
    {
      return true
    }
    return !endings.all.isEmpty && answer.contains { isOtherForm(key, of: $0, endings) }
  }

  /// Whether `prompt`, in the learner's language, says "you": then one person of a verb is as right as
  /// another that "you" can be.
  func addresses(_ prompt: String) -> Bool {
    !youWords.isEmpty && TextFolding.words(prompt).contains(where: youWords.contains)
  }

  /// Whether `a` and `b` share a stem of three bytes or more and differ in `endings` (each ASCII: a stem
  /// that splits an accented letter leaves no such ending).
  private func isOtherForm(_ a: String, of b: String, _ endings: Endings) -> Bool {
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
      guard let last = word.last, word.count > stem else { return endings.all.contains([]) }
      return endings.last[Int(last)] && endings.all.contains { $0.elementsEqual(word.dropFirst(stem)) }
    }
    return isEnding(a) && isEnding(b)
  }

  private static let droppedPronouns: [String: String] = [
    "es": "yo tú vos él ella usted nosotros nosotras vosotros vosotras ellos ellas ustedes",
    "it": "io tu lui lei noi voi loro",
    "pt": "eu tu ele ela você nós vós eles elas vocês",
  ]

  /// The learner's words for "you", folded (an apostrophe dropped: "you're" is `youre`), by the learner's
  /// language.
  private static let you: [String: String] = [
    "en": "you your yours yourself yourselves youre youve youll youd"
  ]

  /// The endings of the present's persons that "you" can be, by the language taught: `tú nadas`, `usted
  /// nada`, `ustedes nadan` (the same stem, so `vosotros nadáis` is left out).
  private static let youEndings: [String: [String]] = ["es": ["s", "", "n"]]

  private static let endings: [String: [String]] = [
    "es": ["", "o", "a", "os", "as", "s", "es"],
    "pt": ["", "o", "a", "os", "as", "s", "es"],
    "it": ["o", "a", "i", "e"],
    "fr": ["", "e", "s", "es"],
  ]
}
