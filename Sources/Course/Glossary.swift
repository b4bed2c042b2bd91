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

  /// The entries in the order the course lists them, made when first asked for: a check reads the words
  /// and meanings where they are held (`texts`), never making an array for each entry.
  public var entries: [Entry] { index.entries.value }
  /// The entries' places by their folded key, the first entry winning.
  var places: TextTable { index.places }
  /// The most words a folded key holds (1 for a glossary of single words, or none).
  var longestKey: Int { index.longestKey }
  var everyEntryHasMeanings: Bool { index.everyEntryHasMeanings }
  /// Each entry's word, in order.
  var words: [String] { index.words }

  /// The texts as the glossary holds them: each entry's word, every entry's meanings one entry's after
  /// another's, and where each entry's meanings end; for reading them all without making an entry.
  var texts: (words: [String], meanings: [String], ends: [Int]) {
    let index = index
    return (index.words, index.meanings, index.ends)
  }

  /// The entries and their places: held, or read when first asked for (a compiled course's, which a
  /// lesson never reads whole: it glosses from its node's part, see `Node.glossary`).
  private let storage: Storage

  private enum Storage: Sendable {
    case held(Index)
    case deferred(Deferred<Index>)
  }

  /// The entries, held as their words and all their meanings in a row (one array each, not one for each
  /// entry), and each one's place by its folded key. A class: a glossary is asked of every word of a
  /// course, and one reference is retained for each ask, not one for each array.
  final class Index: Sendable {
    let words: [String]
    /// Every entry's meanings, one entry's after another's.
    let meanings: [String]
    /// Where each entry's meanings end in `meanings`.
    let ends: [Int]
    let places: TextTable
    let longestKey: Int
    /// Whether every entry has a meaning: then a word of a text glossed alone is glossed whatever phrase
    /// it begins.
    let everyEntryHasMeanings: Bool
    /// The entries as `Entry` values, made when first asked for (unless `given`).
    let entries: Deferred<[Entry]>

    /// The index of the entries whose words, meanings in a row and their ends are given, and whose words
    /// fold to `keys` (one each, in order), folded already; with the entries as `Entry` values if `given`.
    init(words: [String], meanings: [String], ends: [Int], keys: [String], given: [Entry]? = nil) {
      self.words = words
      self.meanings = meanings
      self.ends = ends
      if let given {
        entries = Deferred { given }
      } else {
        entries = Deferred {
          var entries: [Entry] = []
          entries.reserveCapacity(words.count)
          var start = 0
          for (word, end) in zip(words, ends) {
            entries.append(Entry(word: word, meanings: Array(meanings[start..<end])))
            start = end
          }
          return entries
        }
      }
      // The first entry filed under a key is kept.
      var places = TextTable(capacity: words.count)
      var longest = 1
      for (key, place) in zip(keys, words.indices) {
        places.fileFirst(key, at: place)
        longest = max(longest, Self.words(inKey: key))
      }
      self.places = places
      longestKey = longest
      everyEntryHasMeanings = zip([0] + ends, ends).allSatisfy { $0 < $1 }
    }

    /// How many words a folded key holds: one more than its spaces (a key has single spaces between words).
    private static func words(inKey key: String) -> Int {
      return key.withUTF8Bytes { bytes in
        var count = 1
        for byte in bytes where byte == UInt8(ascii: " ") { count &+= 1 }
        return count
      }
    }

    /// The index of `entries` whose words fold to `keys` (one each, in order), folded already.
    convenience init(_ entries: [Entry], keys: [String]) {
      var meanings: [String] = []
      var ends: [Int] = []
      ends.reserveCapacity(entries.count)
      for entry in entries {
        meanings += entry.meanings
        ends.append(meanings.count)
      }
      self.init(words: entries.map(\.word), meanings: meanings, ends: ends, keys: keys, given: entries)
    }

    /// The meanings of the entry at `place`.
    func meanings(at place: Int) -> ArraySlice<String> {
      meanings[(place == 0 ? 0 : ends[place - 1])..<ends[place]]
    }
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

  /// The glossary of the entries whose words, meanings (one entry's after another's) and their ends are
  /// given, the words folding to `keys` (one each, in order), folded already.
  init(words: [String], meanings: [String], ends: [Int], keys: [String]) {
    storage = .held(Index(words: words, meanings: meanings, ends: ends, keys: keys))
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
  func entry(forKey key: String) -> Entry? {
    let index = index
    return index.places.place(of: key).map {
      Entry(word: index.words[$0], meanings: Array(index.meanings(at: $0)))
    }
  }

  /// Whether the entry filed under the folded `key` has meanings; none are copied to say so.
  func hasMeanings(forKey key: String) -> Bool {
    let index = index
    return index.places.place(of: key).map { !index.meanings(at: $0).isEmpty } ?? false
  }

  /// Whether the entry filed under the folded key whose UTF-8 bytes are `key` has meanings.
  func hasMeanings(forKeyBytes key: UnsafeBufferPointer<UInt8>) -> Bool {
    let index = index
    return index.places.place(ofBytes: key).map { !index.meanings(at: $0).isEmpty } ?? false
  }

  /// The meanings of the entry at `place` in `places`.
  func meanings(at place: Int) -> ArraySlice<String> { index.meanings(at: place) }

  /// Each entry's folded key, in order (an entry whose key another entry took first gives its own).
  var keys: [String] { words.map { TextFolding.key($0) } }

  /// The meanings of `word` (case, accents and punctuation aside), or `[]` when the glossary has none.
  public func meanings(of word: String) -> [String] {
    let index = index
    return index.places.place(of: TextFolding.key(word)).map { Array(index.meanings(at: $0)) } ?? []
  }

  public var isEmpty: Bool { words.isEmpty }

  /// Whether the two have the same entries: the same words, and the same meanings for each.
  public static func == (lhs: Glossary, rhs: Glossary) -> Bool {
    let (left, right) = (lhs.index, rhs.index)
    return left.words == right.words && left.ends == right.ends && left.meanings == right.meanings
  }
}

/// Which of a course's two languages a text is written in.
public enum LanguageSide: String, Sendable, Equatable {
  /// The language the course teaches (`language`).
  case taught
  /// The learner's own language (`fromLanguage`).
  case learner
}
