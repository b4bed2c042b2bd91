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
  public var entries: [Entry] { index.entries }
  /// The entries' places by their folded key, the first entry winning.
  var places: [String: Int] { index.places }
  /// The most words a folded key holds (1 for a glossary of single words, or none).
  var longestKey: Int { index.longestKey }

  /// The entries and their places: held, or read when first asked for (a compiled course's, which a
  /// lesson never reads whole: it glosses from its node's part, see `Node.glossary`).
  private let storage: Storage

  private enum Storage: Sendable {
    case held(Index)
    case deferred(Deferred<Index>)
  }

  /// The entries, and each one's place by its folded key.
  struct Index: Sendable {
    var entries: [Entry]
    var places: [String: Int]
    var longestKey = 1

    /// The index of `entries` whose words fold to `keys` (one each, in order), folded already.
    init(_ entries: [Entry], keys: [String]) {
      self.entries = entries
      // Each key hashed once, the first entry filed under it kept: the default is filed only for a key
      // not filed yet, found with the same look-up (a key filed twice has the same words both times).
      places = Dictionary(minimumCapacity: entries.count)
      for (key, place) in zip(keys, entries.indices) { Self.keep(&places[key, default: place]) }
      for key in keys where key.utf8.contains(UInt8(ascii: " ")) {
        longestKey = max(longestKey, key.utf8.reduce(1) { $1 == UInt8(ascii: " ") ? $0 + 1 : $0 })
      }
    }

    /// Leaves a place filed as it is: what accessing it for change files, when it was not filed yet.
    @inline(__always)
    private static func keep(_ place: inout Int) {}
  }

  private var index: Index {
    switch storage {
    case .held(let index): index
    case .deferred(let deferred): deferred.value
    }
  }

  public init(_ entries: [Entry] = []) {
    self.init(entries, keys: entries.map { TextFolding.key($0.word) })
  }

  /// The glossary of `entries` whose words fold to `keys` (one each, in order), folded already.
  init(_ entries: [Entry], keys: [String]) {
    storage = .held(Index(entries, keys: keys))
  }

  /// A glossary read by `read` (its entries and their folded keys) when first asked for.
  init(deferred read: @escaping @Sendable () -> (entries: [Entry], keys: [String])) {
    storage = .deferred(
      Deferred {
        let (entries, keys) = read()
        return Index(entries, keys: keys)
      })
  }

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
