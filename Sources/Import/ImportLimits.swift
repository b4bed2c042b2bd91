/// The caps on what an untrusted file may make an import hold, each documented in docs/import.md.
enum ImportLimits {
  /// A field longer than this (in UTF-8 bytes) leaves its note out.
  static let largestField = 64 << 10
  /// A note (all its fields) longer than this is left out without being read.
  static let largestNote = 256 << 10
  /// A note with more fields than this is left out.
  static let mostFields = 64
  /// Deck names deeper than this are cut to it; a deck name's level longer than `longestName` is cut.
  static let deepestDeck = 8
  static let longestName = 200
  /// A file holding more notes than this: the rest are left out.
  static let mostNotes = 200_000
  /// A sentence or word list larger than this is not read.
  static let largestList = 64 << 20
  /// A line of a sentence list, or a row of a CSV list, longer than this is left out.
  static let longestLine = 64 << 10
  /// A cloze note with more deletions than this is left out.
  static let mostDeletions = 50
}
