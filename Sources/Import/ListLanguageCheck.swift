/// A list's text columns checked against the course's languages with their dictionaries: taken the right
/// way round with a note when they read the other way, refused when none reads as the language taught.
enum ListLanguageCheck {
  /// The layout of the text columns `columns` (file columns, in the order preferred) of `rows`.
  static func layout(_ columns: [Int], rows: [ListText.Row], file: String, languages: ListLanguages)
    throws(ImportError) -> ListLayout
  {
    let (taught, learner) = (languages.taught, languages.learner)
    let order = ListLayout(taught: columns[0], meaning: columns[1])
    if taught == "und" {
      // No language given: the one a column reads clearly as, if any but the learner's, is taught.
      guard let found = ColumnLanguages.guessTaught(cells(columns, rows: rows), languages: languages) else {
        return order
      }
      var layout = try self.layout(columns, rows: rows, file: file, languages: languages.teaching(found))
      layout.language = found
      return layout
    }
    // Without the taught language's dictionary, nothing can be told: the order stands, and is not said.
    guard let knowsTaught = languages.dictionary(taught) else { return order }
    var dictionaries = [taught: knowsTaught]
    if let knowsLearner = languages.dictionary(learner) { dictionaries[learner] = knowsLearner }
    let cells = self.cells(columns, rows: rows)
    let counts = ColumnLanguages.count(cells, dictionaries: dictionaries)
    switch ColumnLanguages.choose(counts, taught: taught, learner: learner) {
    case .take(let t, let m):
      var layout = ListLayout(taught: columns[t], meaning: columns[m])
      if (t, m) != (0, 1) {
        layout.note = note(
          file: file, taught: (columns[t], taught), meaning: (columns[m], learner), counts[m])
      }
      return layout
    case .refuse:
      throw .columns(file: file, reason: refusal(columns, cells: cells, languages: languages))
    }
  }

  /// Each column's cells of the sampled rows.
  static func cells(_ columns: [Int], rows: [ListText.Row]) -> [[Substring]] {
    let sample = ColumnLanguages.sample(rows)
    return columns.map { column in
      sample.compactMap { $0.fields.indices.contains(column) ? $0.fields[column] : nil }
    }
  }

  /// `'spa-eng.txt': column 1 reads as English and column 2 as Spanish; taken as Spanish → English`.
  static func note(
    file: String, taught: (column: Int, code: String), meaning: (column: Int, code: String),
    _ meaningCount: ColumnCount
  ) -> String {
    let (taughtName, learnerName) = (LanguageCodes.name(taught.code), LanguageCodes.name(meaning.code))
    let meaningReads = ColumnLanguages.reads(meaningCount, as: meaning.code, not: taught.code)
    var said: [(column: Int, name: String)] = [(taught.column, taughtName)]
    if meaningReads { said.append((meaning.column, learnerName)) }
    said.sort { $0.column < $1.column }
    let readings = said.enumerated().map { index, reading in
      index == 0
        ? "column \(reading.column + 1) reads as \(reading.name)"
        : "column \(reading.column + 1) as \(reading.name)"
    }
    var line =
      "'\(file)': " + readings.joined(separator: " and ") + "; taken as \(taughtName) → \(learnerName)"
    if !meaningReads { line += " (column \(meaning.column + 1) the translation)" }
    return line
  }

  /// Why a list whose columns none reads as the taught language is refused, naming what they read as
  /// (counted with every dictionary installed of the languages `LanguageCodes` knows).
  static func refusal(_ columns: [Int], cells: [[Substring]], languages: ListLanguages) -> String {
    let readings = ColumnLanguages.readings(cells, languages: languages)
    let said = zip(columns, readings).enumerated().map { index, pair in
      let name = pair.1.map(LanguageCodes.name) ?? "no language with a dictionary here"
      return index == 0 ? "column \(pair.0 + 1) reads as \(name)" : "column \(pair.0 + 1) as \(name)"
    }
    let taught = languages.taught
    return "no column reads as \(LanguageCodes.name(taught)) (--language \(taught)): "
      + said.joined(separator: ", ") + "; say the list's languages with --language and --from"
  }
}
