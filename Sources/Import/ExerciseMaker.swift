import Course

/// Makes one unit's exercises from its items, with distractors and choices drawn from the same unit first.
struct ExerciseMaker {
  /// The unit's items, in order.
  let unit: [Item]
  /// Fallbacks from the whole course when the unit has too few: taught words, meanings, cloze answers, pictures.
  let course: Pool
  /// The unit's own words, answers and pictures, drawn from first.
  let local: Pool

  /// The deck's names (folded, `DeckNames`): tiles that keep their capital.
  let names: Set<String>

  init(unit: [Item], course: Pool, names: Set<String> = []) {
    self.unit = unit
    self.course = course
    self.names = names
    local = Pool(unit)
  }

  /// Words and answers to draw distractors and choices from.
  struct Pool: Sendable {
    var taught: [String] = []
    var learner: [String] = []
    var clozeAnswers: [String] = []
    var pictures: [Picture] = []

    init(_ items: some Sequence<Item>, limit: Int = .max) {
      for item in items {
        switch item {
        case .word(let word):
          taught += TextPieces.tiles(word.text)
          learner += TextPieces.tiles(word.meaning)
          if let emoji = word.emoji { pictures.append(Picture(name: word.meaning, emoji: emoji)) }
        case .sentence(let sentence):
          taught += TextPieces.tiles(sentence.text)
          learner += TextPieces.tiles(sentence.translation)
        case .cloze(let cloze):
          clozeAnswers.append(cloze.answer)
          taught += TextPieces.tiles(cloze.answer)
        }
        if taught.count > limit && learner.count > limit { break }
      }
    }

  }

  /// A tile as a bank shows it: in lower case unless it is a name (or "I"), so that a sentence's capital
  /// never tells which tile comes first.
  func tile(_ tile: String) -> String {
    guard tile != "I", tile.first?.isUppercase == true else { return tile }
    guard !names.contains(TextFolding.key(tile)) else { return tile }
    return tile.prefix(1).lowercased() + tile.dropFirst()
  }

  /// The exercises teaching `items` (one lesson's), in play order; `place` varies where answers sit.
  func exercises(for items: [Item], earlier: [Item.Word], place: Int) -> [Exercise] {
    var exercises: [Exercise] = []
    let words = items.compactMap(\.word)
    for (offset, word) in words.enumerated() {
      if let emoji = word.emoji,
        let select = selectImage(word, emoji: emoji, pool: local, place: place + offset)
      {
        exercises.append(.selectImage(select))
      }
    }
    if let board = match(words, earlier: earlier) { exercises.append(.match(board)) }
    for (offset, item) in items.enumerated() {
      let at = place + offset
      switch item {
      case .word(let word):
        // The word to its meaning, and its meaning to the word: a learner must produce the language too,
        // whether or not the note was studied both ways in Anki.
        exercises.append(
          .translate(
            translate(
              word.text, to: word.meaning, or: word.otherMeanings, side: .learner, pool: local, at: at)))
        exercises.append(
          .translate(
            translate(word.meaning, to: word.text, or: word.alternatives, side: .taught, pool: local, at: at))
        )
      case .sentence(let sentence):
        exercises.append(
          .translate(
            translate(
              sentence.text, to: sentence.translation, or: sentence.otherTranslations, side: .learner,
              pool: local, at: at)))
        exercises.append(
          .translate(
            translate(
              sentence.translation, to: sentence.text, or: sentence.alternatives, side: .taught, pool: local,
              at: at)))
      case .cloze(let cloze):
        if let complete = complete(cloze, pool: local, at: at) { exercises.append(.complete(complete)) }
      }
    }
    return exercises
  }

  /// A match board of up to five words, filled from earlier words when the lesson has only one.
  func match(_ words: [Item.Word], earlier: [Item.Word]) -> Match? {
    var board: [Item.Word] = []
    var left: Set<String> = []
    var right: Set<String> = []
    for word in words + earlier.reversed() where board.count < 5 {
      if words.count >= 2 && board.count >= words.count { break }
      if left.insert(TextFolding.key(word.text)).inserted
        && right.insert(TextFolding.key(word.meaning)).inserted
      {
        board.append(word)
      }
    }
    guard !board.isEmpty, words.contains(where: { w in board.contains { $0.key == w.key } }) else {
      return nil
    }
    return Match(pairs: board.map { Pair($0.text, $0.meaning) })
  }

  private func selectImage(_ word: Item.Word, emoji: String, pool: Pool, place: Int) -> SelectImage? {
    var choices = [Picture(name: word.meaning, emoji: emoji)]
    var names: Set<String> = [TextFolding.key(word.meaning)]
    var drawn: Set<String> = [emoji]
    for picture in pool.pictures + course.pictures {
      if choices.count >= 4 { break }
      if drawn.insert(picture.emoji).inserted && names.insert(TextFolding.key(picture.name)).inserted {
        choices.append(picture)
      }
    }
    guard choices.count >= 2 else { return nil }
    choices.rotate(by: place % choices.count)
    return SelectImage(prompt: word.text, choices: choices, answer: word.meaning)
  }

  /// A bank translation of `prompt` into `answer`, `others` accepted too: their tiles are put in the bank
  /// (a few at most; an other form needing more is left out), then distractors.
  private func translate(
    _ prompt: String, to answer: String, or others: [String] = [], side: LanguageSide, pool: Pool,
    at place: Int
  ) -> Translate {
    let tiles = TextPieces.tiles(answer)
    var used = Set(tiles.map(TextFolding.key))
    var bank = tiles
    var alternatives: [String] = []
    for other in others {
      let missing = TextPieces.tiles(other).filter { !used.contains(TextFolding.key($0)) }
      guard missing.count <= 2 else { continue }
      alternatives.append(other)
      for tile in missing where used.insert(TextFolding.key(tile)).inserted { bank.append(tile) }
    }
    let answerTiles = bank.count
    var added: Set<String> = []
    for candidates in side == .taught ? [pool.taught, course.taught] : [pool.learner, course.learner] {
      guard !candidates.isEmpty, bank.count < answerTiles + 2 else { continue }
      for index in 0..<candidates.count {
        if bank.count >= answerTiles + 2 { break }
        let tile = candidates[(index + place * 3) % candidates.count]
        let key = TextFolding.key(tile)
        if !key.isEmpty && !used.contains(key) && added.insert(key).inserted { bank.append(tile) }
      }
    }
    bank = bank.map(tile)
    bank.rotate(by: place % max(1, bank.count))
    return Translate(
      prompt: prompt, answer: answer, alternatives: alternatives, bank: bank, answerLanguage: side)
  }

  private func complete(_ cloze: Item.Cloze, pool: Pool, at place: Int) -> Complete? {
    var choices = [cloze.answer]
    var seen: Set<String> = [TextFolding.key(cloze.answer)]
    let offset = place * 2
    for candidates in [pool.clozeAnswers, course.clozeAnswers, pool.taught, course.taught] {
      guard !candidates.isEmpty, choices.count < 3 else { continue }
      for index in 0..<candidates.count {
        if choices.count >= 3 { break }
        let choice = candidates[(index + offset) % candidates.count]
        if seen.insert(TextFolding.key(choice)).inserted && !TextFolding.key(choice).isEmpty {
          choices.append(choice)
        }
      }
    }
    guard choices.count >= 2 else { return nil }
    choices.rotate(by: place % choices.count)
    return Complete(
      prompt: cloze.prompt, choices: choices, answer: cloze.answer, translation: cloze.translation)
  }
}

extension Array {
  /// The array turned left by `count` places.
  mutating func rotate(by count: Int) {
    guard !isEmpty else { return }
    let shift = count % self.count
    self = Array(self[shift...] + self[..<shift])
  }
}
