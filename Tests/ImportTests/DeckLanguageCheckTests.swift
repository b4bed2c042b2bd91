import Testing

@testable import Import

/// An Anki package's fronts and backs checked against `--language` and `--from`, as a list's columns are:
/// the right way round kept, the wrong way round swapped with a note, neither side in the language taught
/// refused. The dictionaries are word sets, the same on every machine.
@Suite struct DeckLanguageCheckTests {
  /// Spanish–English pairs, front and back.
  private static let pairs = ListLayoutTests.pairs.map { ($0.1, $0.0) }

  /// A deck of `pairs` as fronts and backs, with one cloze note, which has no sides to weigh.
  private static func deck(_ pairs: [(String, String)]) -> SourceDeck {
    var deck = SourceDeck()
    deck.notes = pairs.enumerated().map { index, pair in
      SourceNote(
        key: "n\(index)", deck: ["Deck"], content: .pair(front: pair.0, back: pair.1, reversed: false))
    }
    deck.notes.append(SourceNote(key: "c", deck: ["Deck"], content: .cloze(text: "{{c1::Hola}}", extra: "")))
    return deck
  }

  /// Languages whose dictionaries know the words of `texts` by code.
  private static func languages(taught: String, learner: String, _ texts: [String: [String]]) -> ListLanguages
  {
    let known = texts.mapValues {
      Set($0.flatMap { ColumnLanguages.words(Substring($0)).map { $0.lowercased() } })
    }
    return ListLanguages(taught: taught, learner: learner) { code in
      known[code].map { words in { words.contains($0.lowercased()) } }
    }
  }

  private static var spanishAndEnglish: ListLanguages {
    languages(
      taught: "es", learner: "en", ["es": pairs.map(\.0), "en": pairs.map(\.1)])
  }

  private static func fronts(_ deck: SourceDeck) -> [String] {
    deck.notes.compactMap { note in
      guard case .pair(let front, _, _) = note.content else { return nil }
      return front
    }
  }

  @Test func aDeckTheRightWayRoundIsKeptAsItIs() throws {
    let (deck, note) = try DeckLanguageCheck.checked(
      Self.deck(Self.pairs), file: "deck.apkg", languages: Self.spanishAndEnglish)
    #expect(note == nil)
    #expect(deck.notes == Self.deck(Self.pairs).notes)
  }

  @Test func aDeckTheWrongWayRoundIsSwappedWithANote() throws {
    let backwards = Self.pairs.map { ($0.1, $0.0) }
    let (deck, note) = try DeckLanguageCheck.checked(
      Self.deck(backwards), file: "deck.apkg", languages: Self.spanishAndEnglish)
    #expect(
      note
        == "'deck.apkg': the backs read as Spanish and the fronts as English; taken as Spanish (backs) → English (fronts)"
    )
    #expect(Self.fronts(deck) == Self.pairs.map(\.0))
    // The cloze note stays as it was, after the pairs.
    #expect(deck.notes.last == Self.deck(Self.pairs).notes.last)
  }

  @Test func aDeckInNeitherLanguageIsRefused() {
    let languages = Self.languages(
      taught: "fr", learner: "en",
      ["fr": ["le chien mange du pain"], "es": Self.pairs.map(\.0), "en": Self.pairs.map(\.1)])
    #expect(
      throws: ImportError.columns(
        file: "deck.apkg",
        reason: "neither side of its notes reads as French (--language fr): the fronts read as Spanish, the "
          + "backs read as English; say the deck's languages with --language and --from")
    ) {
      try DeckLanguageCheck.checked(Self.deck(Self.pairs), file: "deck.apkg", languages: languages)
    }
  }

  @Test func withoutTheTaughtLanguagesDictionaryNothingIsTold() throws {
    let languages = Self.languages(taught: "es", learner: "en", ["en": Self.pairs.map(\.1)])
    let backwards = Self.pairs.map { ($0.1, $0.0) }
    let (deck, note) = try DeckLanguageCheck.checked(
      Self.deck(backwards), file: "deck.apkg", languages: languages)
    #expect(note == nil)
    #expect(Self.fronts(deck) == backwards.map(\.0))
  }
}
