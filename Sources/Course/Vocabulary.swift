/// A course's taught words and phrases (the nodes' `teaches`), and which of them an exercise tests.
public struct Vocabulary: Sendable {
  /// A taught entry: its text as written, its folded words, and the node first teaching it (its id and its
  /// place in path order).
  public struct Entry: Sendable {
    public let text: String
    public let words: [String]
    public let nodeID: String
    public let order: Int
  }

  /// The entries by their first folded word: each first word's place in `starts`, found from a word's
  /// bytes without making it.
  private let firstWords: TextTable
  private let starts: [Starts]

  public init(_ course: Course) {
    var builder = Builder()
    builder.add(course.units)
    self.init(builder)
  }

  /// The entries that start with one word, in path order: the one of that word alone, if any, and the
  /// longer ones by their second word, so that a word of a text is compared only with the entries that go
  /// on as the text does (a deck's "la" starts hundreds of them).
  private struct Starts {
    let entries: [Entry]
    /// The place in `entries` of the word alone.
    var alone: Int?
    /// The places in `entries` of the longer entries, by their second word, in order.
    var bySecondWord: [String: [Int]] = [:]

    init(_ entries: [Entry]) {
      self.entries = entries
      for (place, entry) in entries.enumerated() {
        if entry.words.count > 1 {
          bySecondWord[entry.words[1], default: []].append(place)
        } else {
          alone = place
        }
      }
    }
  }

  /// The entries a builder gathered.
  init(_ builder: Builder) {
    var firstWords = TextTable(capacity: builder.byFirstWord.count)
    var starts: [Starts] = []
    starts.reserveCapacity(builder.byFirstWord.count)
    for (word, entries) in builder.byFirstWord {
      firstWords.fileFirst(word, at: starts.count)
      starts.append(Starts(entries))
    }
    self.firstWords = firstWords
    self.starts = starts
  }

  /// Gathers the entries from a course's units in path order, a run of units at a time.
  struct Builder {
    fileprivate var byFirstWord: [String: [Entry]] = [:]
    private var seen: Set<[String]> = []
    /// The nodes added so far: the next node's place in path order.
    private var nodes = 0
    /// Every folded word of every `teaches` entry.
    private(set) var taughtWords: Set<String> = []

    /// Adds the entries of `units`, the next units on the path.
    mutating func add(_ units: some Collection<PathUnit>) {
      // Room for every entry at once: grown an entry at a time, each table is hashed again as it doubles.
      let entries = units.reduce(0) { sum, unit in unit.nodes.reduce(sum) { $0 + $1.teaches.count } }
      seen.reserveCapacity(seen.count + entries)
      byFirstWord.reserveCapacity(byFirstWord.count + entries)
      taughtWords.reserveCapacity(taughtWords.count + entries)
      for unit in units {
        for node in unit.nodes {
          for text in node.teaches {
            let words = TextFolding.words(text)
            guard !words.isEmpty, seen.insert(words).inserted else { continue }
            taughtWords.formUnion(words)
            byFirstWord[words[0], default: []].append(
              Entry(text: text, words: words, nodeID: node.id, order: nodes))
          }
          nodes += 1
        }
      }
    }
  }

  /// The taught entries an exercise tests, in the order they first appear.
  public func entries(testedBy exercise: Exercise) -> [Entry] {
    var found: [Entry] = []
    forEachEntry(testedBy: exercise) { Self.add($0, to: &found) }
    return found
  }

  /// Calls `body` with each taught entry an exercise tests, in the order `entries(testedBy:)` gives them,
  /// an entry once for each place it is tested: lent from the vocabulary, no list made.
  public func forEachEntry(testedBy exercise: Exercise, _ body: (borrowing Entry) -> Void) {
    guard !starts.isEmpty else { return }
    forEachTestedText(exercise) { text in
      // The text's list of words is made only when one of them starts an entry.
      var textWords: [String]?
      var index = 0
      TextFolding.forEachWordBytes(in: text) { bytes in
        defer { index += 1 }
        guard let place = firstWords.place(ofBytes: bytes) else { return }
        // The longer entries whose second word comes next; the text's list of words is made only for them.
        var longer: [Int] = []
        if !starts[place].bySecondWord.isEmpty {
          let all = textWords ?? TextFolding.words(text)
          textWords = all
          if index + 1 < all.count { longer = starts[place].bySecondWord[all[index + 1]] ?? [] }
        }
        guard !longer.isEmpty else {
          if let alone = starts[place].alone { body(starts[place].entries[alone]) }
          return
        }
        // In path order: the word alone among the longer entries, which are kept if the text goes on so.
        var places = longer
        if let alone = starts[place].alone {
          places.insert(alone, at: places.firstIndex { $0 > alone } ?? places.count)
        }
        for entry in places {
          let words = starts[place].entries[entry].words
          if words.count == 1 || textWords?.dropFirst(index).starts(with: words) == true {
            body(starts[place].entries[entry])
          }
        }
      }
    }
  }

  /// Adds `entry` to `found` unless an entry of the same words is there: an exercise tests a few entries,
  /// and a list is searched faster than a set is made.
  private static func add(_ entry: Entry, to found: inout [Entry]) {
    if !found.contains(where: { $0.words == entry.words }) { found.append(entry) }
  }

  /// Calls `body` with each text in the language taught that an exercise tests.
  private func forEachTestedText(_ exercise: Exercise, _ body: (String) -> Void) {
    switch exercise {
    case .selectImage(let select): body(select.prompt)
    case .complete(let complete):
      body(complete.prompt)
      body(complete.answer)
    case .match(let match): for pair in match.pairs { body(pair.left) }
    case .translate(let translate):
      body(translate.answerLanguage == .taught ? translate.answer : translate.prompt)
    case .type(let type): body(type.answerLanguage == .taught ? type.answer : type.prompt)
    case .listen(let listen): body(listen.prompt)
    }
  }
}
