/// The languages a list is read for, and a dictionary for each that has one installed, so that its columns
/// are taken the right way round. The Import target reads no dictionary itself: the caller hands them in.
public struct ListLanguages {
  /// The language taught (`--language`) and the learner's (`--from`).
  public var taught: String
  public var learner: String
  /// Whether a word is known to the dictionary of a language code, nil when none is installed for it.
  public var dictionary: (String) -> ((String) -> Bool)?

  public init(
    taught: String = "und", learner: String = "en",
    dictionary: @escaping (String) -> ((String) -> Bool)? = { _ in nil }
  ) {
    (self.taught, self.learner, self.dictionary) = (taught, learner, dictionary)
  }

  /// These languages, teaching `code`.
  func teaching(_ code: String) -> ListLanguages {
    var languages = self
    languages.taught = code
    return languages
  }
}

/// How many of a column's sampled words each dictionary knows.
struct ColumnCount: Equatable {
  var words: Int
  /// Known words by language code; a language without a dictionary has no entry.
  var known: [String: Int]
}

/// Which column of a list is in which language, told by the share of each column's words each language's
/// dictionary knows. `choose` is the decision, a pure function of the counts; `count` makes the counts.
enum ColumnLanguages {
  /// Rows sampled, spread over the list.
  static let sampleRows = 200
  /// Words read of a cell at most.
  static let wordsPerCell = 16
  /// A column with fewer sampled words than this is not judged.
  static let fewestWords = 5
  /// The share of a column's words a dictionary knows for the column to read as its language…
  static let readsAs = 0.5
  /// … and by how much more than the other language's dictionary does.
  static let margin = 0.15

  /// What the counts say.
  enum Choice: Equatable {
    /// The columns (indexes into the counts) of the language taught and of its translation.
    case take(taught: Int, meaning: Int)
    /// No column reads as the language taught, and every column was judged.
    case refuse
  }

  /// The share of `count`'s words the dictionary of `code` knows; nil without that dictionary or words.
  static func share(_ count: ColumnCount, _ code: String) -> Double? {
    guard count.words > 0, let known = count.known[code] else { return nil }
    return Double(known) / Double(count.words)
  }

  /// Whether a column reads as `code`: judged, known at least `readsAs` by its dictionary and by
  /// `margin` more than by `other`'s (when it has one).
  static func reads(_ count: ColumnCount, as code: String, not other: String) -> Bool {
    guard count.words >= fewestWords, let share = share(count, code), share >= readsAs else { return false }
    guard let rival = self.share(count, other) else { return true }
    return share >= rival + margin
  }

  /// The columns of the language taught and of the translation among `counts` (two at least), in their
  /// order unless the dictionaries say otherwise: the first column that reads as `taught`, and the first
  /// other that reads as `learner` (else the first other). Without a dictionary for `taught`, the order.
  static func choose(_ counts: [ColumnCount], taught: String, learner: String) -> Choice {
    let order = Choice.take(taught: 0, meaning: 1)
    guard counts.count >= 2, counts.contains(where: { $0.known[taught] != nil }) else { return order }
    let taughtColumn: Int
    if let found = counts.indices.first(where: { reads(counts[$0], as: taught, not: learner) }) {
      taughtColumn = found
    } else if counts.allSatisfy({ $0.words >= fewestWords && (share($0, taught) ?? 0) < readsAs }) {
      return .refuse
    } else {
      return order
    }
    let others = counts.indices.filter { $0 != taughtColumn }
    let meaning = others.first { reads(counts[$0], as: learner, not: taught) } ?? others.first ?? 1
    return .take(taught: taughtColumn, meaning: meaning)
  }

  /// The language a column reads as among those counted: the one whose dictionary knows the largest
  /// share of its words, at least `readsAs`; nil for none.
  static func reading(_ count: ColumnCount) -> String? {
    guard count.words >= fewestWords else { return nil }
    let best = count.known.compactMap { code, _ in share(count, code).map { (code, $0) } }
      .filter { $0.1 >= readsAs }.max { ($0.1, $1.0) < ($1.1, $0.0) }
    return best?.0
  }

  /// What each column of `cells` reads as (see `reading`), counted with every dictionary installed of the
  /// languages `LanguageCodes` knows: for saying why a file is refused.
  static func readings(_ cells: [[Substring]], languages: ListLanguages) -> [String?] {
    everyCount(cells, languages: languages).map(reading)
  }

  /// The share of a column's words a dictionary must know for the column to be taken as its language when
  /// no language was given (by `margin` more than any other dictionary too): higher than `readsAs`, for a
  /// language without a dictionary here reads in part as its neighbour's (Portuguese as Spanish).
  static let guessReadsAs = 0.7

  /// The language taught as `cells` read, when none was given (`--language`): the language of the first
  /// column that reads clearly as one other than the learner's, by every dictionary installed; nil for none.
  static func guessTaught(_ cells: [[Substring]], languages: ListLanguages) -> String? {
    for count in everyCount(cells, languages: languages) where count.words >= fewestWords {
      let shares = count.known.compactMap { code, _ in share(count, code).map { (code: code, share: $0) } }
        .sorted { ($0.share, $1.code) > ($1.share, $0.code) }
      guard let best = shares.first, best.share >= guessReadsAs else { continue }
      guard !LanguageCodes.same(best.code, languages.learner) else { continue }
      if shares.count > 1, best.share < shares[1].share + margin { continue }
      return best.code
    }
    return nil
  }

  /// The counts of `cells` with every dictionary installed of the languages `LanguageCodes` knows.
  private static func everyCount(_ cells: [[Substring]], languages: ListLanguages) -> [ColumnCount] {
    var dictionaries: [String: (String) -> Bool] = [:]
    for code in LanguageCodes.codes {
      if let knows = languages.dictionary(code) { dictionaries[code] = knows }
    }
    return count(cells, dictionaries: dictionaries)
  }

  /// The rows read for the counts: all of them up to `sampleRows`, else `sampleRows` spread evenly.
  static func sample<Row>(_ rows: [Row]) -> [Row] {
    guard rows.count > sampleRows else { return rows }
    return (0..<sampleRows).map { rows[$0 * (rows.count / sampleRows)] }
  }

  /// The counts of each column of `cells` (a column's sampled cells each) for each language of
  /// `dictionaries`.
  static func count(_ cells: [[Substring]], dictionaries: [String: (String) -> Bool]) -> [ColumnCount] {
    cells.map { column in
      var count = ColumnCount(words: 0, known: dictionaries.mapValues { _ in 0 })
      for cell in column {
        for word in words(cell) {
          count.words += 1
          for (code, knows) in dictionaries where known(word, knows) { count.known[code, default: 0] += 1 }
        }
      }
      return count
    }
  }

  /// The words of a cell: runs of letters (an apostrophe or hyphen inside kept), two letters at least,
  /// `wordsPerCell` at most.
  static func words(_ cell: Substring) -> [String] {
    var words: [String] = []
    for token in cell.split(whereSeparator: { !$0.isLetter && !isJoiner($0) }) {
      let word = token.drop(while: isJoiner).reversed().drop(while: isJoiner).reversed()
      guard word.count >= 2 else { continue }
      words.append(String(word))
      if words.count == wordsPerCell { break }
    }
    return words
  }

  /// Whether a dictionary knows `word`: as written, in lower case, after an elision (`l'arte`), or each
  /// part of a hyphenated word.
  static func known(_ word: String, _ knows: (String) -> Bool) -> Bool {
    if knows(word) { return true }
    let lower = word.lowercased()
    if lower != word, knows(lower) { return true }
    if let apostrophe = lower.lastIndex(where: { $0 == "'" || $0 == "’" }) {
      let rest = lower[lower.index(after: apostrophe)...]
      if rest.count >= 2, knows(String(rest)) { return true }
    }
    if lower.contains("-") {
      let parts = lower.split(separator: "-")
      return !parts.isEmpty && parts.allSatisfy { knows(String($0)) }
    }
    return false
  }

  private static func isJoiner(_ character: Character) -> Bool {
    character == "'" || character == "’" || character == "-"
  }
}
