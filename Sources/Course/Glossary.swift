/// A course's glossary: each taught word or phrase of the language taught with its meanings in the learner's language.
public struct Glossary: Sendable, Equatable {
  /// A word or phrase as the course writes it, and its meanings in the order given.
  public struct Entry: Sendable, Equatable {
    public var word: String
    public var meanings: [String]

    public init(word: String, meanings: [String]) {
      self.word = word
      self.meanings = meanings
    }
  }

  /// The entries in the order the course lists them.
  public private(set) var entries: [Entry]
  /// The entries' places by their folded key, the first entry winning.
  private(set) var places: [String: Int]

  public init(_ entries: [Entry] = []) {
    self.init(entries, keys: entries.map { TextFolding.key($0.word) })
  }

  /// The glossary of `entries` whose words fold to `keys` (one each, in order), folded already.
  init(_ entries: [Entry], keys: [String]) {
    self.entries = entries
    places = Dictionary(minimumCapacity: entries.count)
    for (place, key) in zip(entries.indices, keys) where places[key] == nil {
      places[key] = place
      longestKey = max(longestKey, key.utf8.reduce(1) { $1 == UInt8(ascii: " ") ? $0 + 1 : $0 })
    }
  }

  /// The most words a folded key holds (1 for a glossary of single words, or none).
  private(set) var longestKey = 1

  /// The entry filed under the folded `key` (the first the course lists), if any.
  func entry(forKey key: String) -> Entry? { places[key].map { entries[$0] } }

  /// Each entry's folded key, in order (an entry whose key another entry took first gives its own).
  var keys: [String] { entries.map { TextFolding.key($0.word) } }

  /// The meanings of `word` (case, accents and punctuation aside), or `[]` when the glossary has none.
  public func meanings(of word: String) -> [String] {
    places[TextFolding.key(word)].map { entries[$0].meanings } ?? []
  }

  public var isEmpty: Bool { entries.isEmpty }

  public static func == (lhs: Glossary, rhs: Glossary) -> Bool { lhs.entries == rhs.entries }
}

/// Which of a course's two languages a text is written in.
public enum LanguageSide: String, Sendable, Equatable {
  /// The language the course teaches (`language`).
  case taught
  /// The learner's own language (`fromLanguage`).
  case learner
}
