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

  /// The entries, looked up by their words: held once, for a vocabulary lent to a closure is copied.
  private let tables: Tables

  /// The entries by their first folded word: each first word's place in `starts`, found from a word's
  /// bytes without making it; the second words of the longer entries, each by its number in
  /// `Starts.bySecondWord`.
  fileprivate final class Tables: Sendable {
    let firstWords: TextTable
    let secondWords: TextTable
    let starts: [Starts]

    init(firstWords: TextTable, secondWords: TextTable, starts: [Starts]) {
      (self.firstWords, self.secondWords, self.starts) = (firstWords, secondWords, starts)
    }
  }

  public init(_ course: Course) {
    var builder = Builder()
    builder.add(course.units)
    self.init(builder)
  }

  /// The entries that start with one word, in path order: the one of that word alone, if any, and the
  /// longer ones by their second word, so that a word of a text is compared only with the entries that go
  /// on as the text does (a deck's "la" starts hundreds of them).
  fileprivate struct Starts {
    let entries: [Entry]
    /// The place in `entries` of the word alone.
    var alone: Int?
    /// The places in `entries` of the longer entries, by their second word's number in `secondWords`,
    /// in order.
    var bySecondWord: [Int: [Int]] = [:]

    /// Numbers each second word new to `secondWords` as it is met.
    init(_ entries: [Entry], secondWords: inout TextTable) {
      self.entries = entries
      for (place, entry) in entries.enumerated() {
        guard entry.words.count > 1 else {
          alone = place
          continue
        }
        let number = secondWords.place(of: entry.words[1]) ?? secondWords.count
        secondWords.fileFirst(entry.words[1], at: number)
        bySecondWord[number, default: []].append(place)
      }
    }
  }

  /// The entries a builder gathered.
  init(_ builder: Builder) {
    var firstWords = TextTable(capacity: builder.byFirstWord.count)
    var secondWords = TextTable()
    var starts: [Starts] = []
    starts.reserveCapacity(builder.byFirstWord.count)
    for (word, entries) in builder.byFirstWord {
      firstWords.fileFirst(word, at: starts.count)
      starts.append(Starts(entries, secondWords: &secondWords))
    }
    tables = Tables(firstWords: firstWords, secondWords: secondWords, starts: starts)
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
    guard !tables.starts.isEmpty else { return }
    let tables = tables
    forEachTestedText(exercise) { text in
      // The text's key (its folded words between single spaces) is read in place; it is made from the
      // text's words only where folding goes the slow way.
      let read: Void? = TextFolding.fold(text) { tables.forEachEntry(inKey: $0, body) }
      guard read == nil else { return }
      let key = Array(TextFolding.words(text).joined(separator: " ").utf8)
      key.withUnsafeBufferPointer { tables.forEachEntry(inKey: $0, body) }
    }
  }
}

extension Vocabulary.Tables {
  /// `forEachEntry` of one text, by its key: each word is looked up by its bytes, and the next word of a
  /// text by its bytes too where entries start with the word before it (a deck's "la" starts hundreds).
  fileprivate func forEachEntry(
    inKey key: UnsafeBufferPointer<UInt8>, _ body: (borrowing Vocabulary.Entry) -> Void
  ) {
    guard !key.isEmpty else { return }
    let space = UInt8(ascii: " ")
    let count = key.reduce(1) { $1 == space ? $0 + 1 : $0 }
    withUnsafeTemporaryAllocation(of: Range<Int>.self, capacity: count) { ranges in
      var start = 0
      var filled = 0
      for index in key.indices where key[index] == space {
        ranges.initializeElement(at: filled, to: start..<index)
        (filled, start) = (filled + 1, index + 1)
      }
      ranges.initializeElement(at: filled, to: start..<key.count)
      let word = { (index: Int) in UnsafeBufferPointer(rebasing: key[ranges[index]]) }
      for index in 0..<count {
        guard let place = firstWords.place(ofBytes: word(index)) else { continue }
        // The longer entries whose second word comes next.
        var longer: [Int] = []
        if !starts[place].bySecondWord.isEmpty, index + 1 < count,
          let second = secondWords.place(ofBytes: word(index + 1))
        {
          longer = starts[place].bySecondWord[second] ?? []
        }
        guard !longer.isEmpty else {
          if let alone = starts[place].alone { body(starts[place].entries[alone]) }
          continue
        }
        // In path order: the word alone among the longer entries, which are kept if the text goes on so.
        var places = longer
        if let alone = starts[place].alone {
          places.insert(alone, at: places.firstIndex { $0 > alone } ?? places.count)
        }
        for entry in places {
          let words = starts[place].entries[entry].words
          // Two words match by the second's number; a third and more are compared as text.
          let rest = words.dropFirst(2)
          let goesOn =
            index + words.count <= count
            && rest.indices.allSatisfy { Self.isWord(word(index + $0), words[$0]) }
          if words.count <= 2 || goesOn { body(starts[place].entries[entry]) }
        }
      }
    }
  }

  /// Whether a text's folded word is the entry's word `written`: equal bytes, or equal as text where either
  /// has a scalar past ASCII (a combining accent is equal to its composed letter).
  private static func isWord(_ bytes: UnsafeBufferPointer<UInt8>, _ written: String) -> Bool {
    written.utf8.elementsEqual(bytes)
      || (!(bytes.allSatisfy { $0 < 0x80 } && written.utf8.allSatisfy { $0 < 0x80 })
        && String(decoding: bytes, as: UTF8.self) == written)
  }
}

extension Vocabulary {
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
