/// An Anki package's two sides checked against the course's languages with their dictionaries, as a list's
/// columns are (`ListLanguageCheck`): a deck whose backs read as the language taught and whose fronts do
/// not is taken the other way round, with a note; one where neither side reads as it is refused. Only the
/// front-and-back notes are read for it; cloze notes have one text.
enum DeckLanguageCheck {
  /// The deck read from `file`, its fronts and backs swapped if they read the other way round, and the
  /// line that says so.
  static func checked(_ deck: SourceDeck, file: String, languages: ListLanguages)
    throws(ImportError) -> (deck: SourceDeck, note: String?)
  {
    let (taught, learner) = (languages.taught, languages.learner)
    let cells = sides(deck)
    guard !cells[0].isEmpty else { return (deck, nil) }
    if taught == "und" {
      // No language given: the one a side reads clearly as, if any but the learner's, is taught.
      guard let found = ColumnLanguages.guessTaught(cells, languages: languages) else { return (deck, nil) }
      var checked = try self.checked(deck, file: file, languages: languages.teaching(found))
      checked.deck.language = found
      return checked
    }
    // Without the taught language's dictionary, nothing can be told: the deck stands as it is.
    guard let knowsTaught = languages.dictionary(taught) else { return (deck, nil) }
    var dictionaries = [taught: knowsTaught]
    if let knowsLearner = languages.dictionary(learner) { dictionaries[learner] = knowsLearner }
    let counts = ColumnLanguages.count(cells, dictionaries: dictionaries)
    switch ColumnLanguages.choose(counts, taught: taught, learner: learner) {
    case .take(taught: 0, _):
      return (deck, nil)
    case .take:
      let (taughtName, learnerName) = (LanguageCodes.name(taught), LanguageCodes.name(learner))
      let backs =
        ColumnLanguages.reads(counts[0], as: learner, not: taught)
        ? "the backs read as \(taughtName) and the fronts as \(learnerName)"
        : "the backs read as \(taughtName), the fronts do not"
      return (swapped(deck), "'\(file)': \(backs); taken as \(taughtName) (backs) → \(learnerName) (fronts)")
    case .refuse:
      throw .columns(file: file, reason: refusal(cells, languages: languages))
    }
  }

  /// The sampled notes' fronts, then their backs.
  static func sides(_ deck: SourceDeck) -> [[Substring]] {
    let pairs = deck.notes.compactMap { note -> (String, String)? in
      guard case .pair(let front, let back, _) = note.content else { return nil }
      return (front, back)
    }
    let sample = ColumnLanguages.sample(pairs)
    return [sample.map { Substring($0.0) }, sample.map { Substring($0.1) }]
  }

  /// The deck with each note's front and back swapped.
  static func swapped(_ deck: SourceDeck) -> SourceDeck {
    var deck = deck
    for index in deck.notes.indices {
      if case .pair(let front, let back, let reversed) = deck.notes[index].content {
        deck.notes[index].content = .pair(front: back, back: front, reversed: reversed)
      }
    }
    return deck
  }

  /// Why a deck neither of whose sides reads as the taught language is refused, naming what they read as
  /// (counted with every dictionary installed of the languages `LanguageCodes` knows).
  static func refusal(_ cells: [[Substring]], languages: ListLanguages) -> String {
    let readings = ColumnLanguages.readings(cells, languages: languages)
    let said = zip(["the fronts", "the backs"], readings).map { side, reading in
      "\(side) read as " + (reading.map(LanguageCodes.name) ?? "no language with a dictionary here")
    }
    let taught = languages.taught
    return "neither side of its notes reads as \(LanguageCodes.name(taught)) (--language \(taught)): "
      + said.joined(separator: ", ") + "; say the deck's languages with --language and --from"
  }
}
