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

  /// `words` (in the order the check found them) each with the first of `items` that writes it.
  static func listed(_ words: [String], in items: [Item]) -> [Word] {
    guard !words.isEmpty else { return [] }
    var wanted = Set(words.map(TextFolding.key))
    var notes: [String: String] = [:]
    for item in items where !wanted.isEmpty {
      let texts = item.texts + alternatives(item)
      for text in texts {
        for word in TextFolding.words(text) + TextFolding.words(WordJoins.split(text))
        where wanted.remove(word) != nil {
          notes[word] = texts.prefix(2).joined(separator: " → ")
        }
      }
    }
    var seen: Set<String> = []
    return words.compactMap { word in
      let key = TextFolding.key(word)
      guard seen.insert(key).inserted else { return nil }
      return Word(word: word, note: notes[key] ?? "")
    }
  }

  /// The other forms an item accepts, where an unknown word may be too.
  private static func alternatives(_ item: Item) -> [String] {
    switch item {
    case .word(let word): word.alternatives + word.otherMeanings
    case .sentence(let sentence): sentence.alternatives + sentence.otherTranslations
    case .cloze: []
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
