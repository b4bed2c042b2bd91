import Course

/// Why a wrong sentence is wrong when each of its words was found as typed: the words that stand where
/// the nearest accepted answer has a near one (`tu` where it has `tú`, `est` where it has `es`), named
/// as a different word, as a typo's near miss is.
enum NearWords {
  /// At most this many words are named: a line with more near misses is wrong for more than its spelling.
  static let named = 2

  /// The notes for `typed` against `solution`, word for word where the two have as many words; `[]` when
  /// their words differ in count or no differing pair is near (accents aside, or one letter apart).
  static func notes(typed: String, solution: String) -> [Note] {
    let mine = TextFolding.namedWords(typed)
    let theirs = TextFolding.namedWords(solution)
    guard mine.count == theirs.count else { return [] }
    var notes: [Note] = []
    for (word, expected) in zip(mine, theirs) {
      let (typedKey, expectedKey) = (TextFolding.key(word), TextFolding.key(expected))
      guard typedKey != expectedKey && isNear(typedKey, expectedKey),
        !(joinsWords(word) && !joinsWords(expected))
      else { continue }
      let note = Note.differentWord(word, from: expected)
      if !notes.contains(note) { notes.append(note) }
      if notes.count == named { break }
    }
    return notes
  }

  /// Whether `word`, as written, holds an apostrophe (straight, curly or the modifier letter ʼ), which
  /// joins two words (`it's`, `l'eau`): typed so, it is no slip of a word without one (`is`, `eau`),
  /// though it folds one letter from it (`its`). A word typed without its apostrophe may still be a slip
  /// of one with it (`aujourdui` of `aujourd'hui`).
  static func joinsWords(_ word: String) -> Bool {
    word.unicodeScalars.contains { $0 == "'" || $0 == "’" || $0 == "ʼ" }
  }

  /// Whether two different words are one slip apart: the same but for accents, or one letter off, both
  /// of two letters or more.
  static func isNear(_ word: String, _ other: String) -> Bool {
    let (a, b) = (TextFolding.stripAccents(word), TextFolding.stripAccents(other))
    return a == b || (a.count >= 2 && b.count >= 2 && TextFolding.isOneLetterOff(a, b))
  }
}
