import Course

extension ExerciseMaker {
  /// Words and answers to draw distractors and choices from, and how often the course writes each tile.
  struct Pool: Sendable {
    var taught: TilePool
    var learner: TilePool
    /// The codes of the language taught and of the learner's.
    let languages: (taught: String, learner: String)
    var clozeAnswers: [String] = []
    var pictures: [Picture] = []
    /// How many times each folded tile is written, by side; the course's, for a unit's pool.
    var counts: (taught: [String: Int], learner: [String: Int])

    /// The deck's names, folded (`DeckNames`): distractors for names, apart from other words.
    let names: Set<String>

    /// The pool of `items`, in the `languages` given by code, where `names` are the deck's names; `counts`
    /// are the course's, or nil to count these items' tiles.
    init(
      _ items: some Sequence<Item>, languages: (taught: String, learner: String), names: Set<String> = [],
      counts: (taught: [String: Int], learner: [String: Int])? = nil
    ) {
      self.languages = languages
      self.names = names
      (taught, learner) = (
        TilePool(language: languages.taught, names: names),
        TilePool(language: languages.learner, names: names)
      )
      var taughtTiles: [(tiles: [String], sentence: Bool)] = []
      var learnerTiles: [(tiles: [String], sentence: Bool)] = []
      for item in items {
        switch item {
        case .word(let word):
          taughtTiles.append((TextPieces.wholeTiles(word.text), false))
          learnerTiles.append((TextPieces.wholeTiles(word.meaning), false))
          if let emoji = word.emoji { pictures.append(Picture(name: word.meaning, emoji: emoji)) }
        case .sentence(let sentence):
          taughtTiles.append((TextPieces.wholeTiles(sentence.text), true))
          learnerTiles.append((TextPieces.wholeTiles(sentence.translation), true))
        case .cloze(let cloze):
          clozeAnswers.append(cloze.answer)
          taughtTiles.append((TextPieces.wholeTiles(cloze.answer), true))
        }
      }
      let counted = { (texts: [(tiles: [String], sentence: Bool)]) in
        texts.reduce(into: [String: Int]()) { counts, text in
          for tile in text.tiles { counts[TextFolding.key(tile), default: 0] += 1 }
        }
      }
      self.counts = counts ?? (counted(taughtTiles), counted(learnerTiles))
      for text in taughtTiles { taught.add(text.tiles, sentence: text.sentence, counts: self.counts.taught) }
      for text in learnerTiles {
        learner.add(text.tiles, sentence: text.sentence, counts: self.counts.learner)
      }
    }
  }
}
