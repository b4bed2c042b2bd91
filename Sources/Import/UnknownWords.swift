import Course

/// The words of an imported deck that the dictionaries do not know: each one a misspelling to fix in the
/// deck ("doze" for "doce") or a name to add to the course's `knownWords`, listed with the note it is first
/// written in so that the author can find it, never taught without a word said.
public enum UnknownWords {
  /// An unknown word and the note that first writes it (its two sides, as imported).
  public struct Word: Sendable, Equatable {
    public var word: String
    public var note: String
  }

  /// How many the summary lists; the rest are counted.
  static let listedAtMost = 20

  /// `words` (in the order the check found them, each of the language taught or of the learner's) each
  /// with the first of `items` that writes it on that side: a word the learner's dictionary lacks is
  /// looked for in the meanings and translations ("être" in "verbs which use être"), never in the words
  /// taught ("être de bonne humeur"). A word no item writes on its side is listed alone.
  static func listed(_ words: [(word: String, taught: Bool)], in items: [Item]) -> [Word] {
    guard !words.isEmpty else { return [] }
    var wanted = (
      taught: Set(words.filter(\.taught).map { TextFolding.key($0.word) }),
      learner: Set(words.filter { !$0.taught }.map { TextFolding.key($0.word) })
    )
    var notes: (taught: [String: String], learner: [String: String]) = ([:], [:])
    for item in items where !wanted.taught.isEmpty || !wanted.learner.isEmpty {
      let note = item.texts.prefix(2).joined(separator: " → ")
      let (taught, learner) = sides(item)
      for word in taught.flatMap(words(in:)) where wanted.taught.remove(word) != nil {
        notes.taught[word] = note
      }
      for word in learner.flatMap(words(in:)) where wanted.learner.remove(word) != nil {
        notes.learner[word] = note
      }
    }
    var seen: Set<[String]> = []
    return words.compactMap { word, taught in
      let key = TextFolding.key(word)
      guard seen.insert([key, taught ? "taught" : "learner"]).inserted else { return nil }
      return Word(word: word, note: (taught ? notes.taught[key] : notes.learner[key]) ?? "")
    }
  }

  /// The folded words of `text`, and of its joined words' parts.
  private static func words(in text: String) -> [String] {
    TextFolding.words(text) + TextFolding.words(WordJoins.split(text))
  }

  /// The texts an item writes in the language taught and in the learner's, its other forms included.
  private static func sides(_ item: Item) -> (taught: [String], learner: [String]) {
    switch item {
    case .word(let word): ([word.text] + word.alternatives, [word.meaning] + word.otherMeanings)
    case .sentence(let sentence):
      ([sentence.text] + sentence.alternatives, [sentence.translation] + sentence.otherTranslations)
    case .cloze(let cloze): ([cloze.prompt, cloze.answer], cloze.translation.map { [$0] } ?? [])
    }
  }

  /// The summary's lines for `words`: a heading, the first `listedAtMost`, and how many more.
  static func lines(_ words: [Word]) -> [String] {
    guard !words.isEmpty else { return [] }
    var lines = [
      "\(words.count) words the dictionaries do not know (a misspelling to fix in the deck, or a name for "
        + "\"knownWords\"):"
    ]
    for word in words.prefix(listedAtMost) {
      lines.append(word.note.isEmpty ? "  '\(word.word)'" : "  '\(word.word)' in \(word.note)")
    }
    if words.count > listedAtMost { lines.append("  and \(words.count - listedAtMost) more") }
    return lines
  }
}
