import Course

/// Makes one unit's exercises from its items, with distractors and choices like the answer they stand
/// beside, drawn from the same unit first.
struct ExerciseMaker {
  /// The unit's items, in order.
  let unit: [Item]
  /// Fallbacks from the whole course when the unit has too few: taught words, meanings, cloze answers, pictures.
  let course: Pool
  /// The unit's own words, answers and pictures, drawn from first.
  let local: Pool

  /// The glossary's meanings of each word (folded and sorted, by its folded form): a distractor glossed
  /// exactly as an answer's word is not offered against it (`shared-gloss`).
  let glosses: [String: [String]]
  /// The answers the whole deck gives each prompt: every one is right wherever the prompt is asked.
  let shared: SharedPrompts
  /// The tiles of the language taught that are no distractors, if it has such.
  let alsoRight: AlsoRightTiles?
  /// The articles a word's answer is right without, if the two languages have such.
  let articles: LeadingArticles?
  /// The prepositions a word's answer is right without, if the two languages have such.
  let prepositions: GovernedPrepositions?
  /// The "to" of an English verb's meaning, which it is right without, where the two languages have such.
  let infinitives: InfinitiveMarker?

  init(
    unit: [Item], course: Pool, glosses: [String: [String]] = [:],
    shared: SharedPrompts = SharedPrompts(), alsoRight: AlsoRightTiles? = nil,
    articles: LeadingArticles? = nil, prepositions: GovernedPrepositions? = nil,
    infinitives: InfinitiveMarker? = nil
  ) {
    self.unit = unit
    self.course = course
    self.glosses = glosses
    self.shared = shared
    self.alsoRight = alsoRight
    self.articles = articles
    self.prepositions = prepositions
    self.infinitives = infinitives
    local = Pool(unit, languages: course.languages, names: course.names, counts: course.counts)
  }

  /// The deck's names (folded, `DeckNames`): tiles that keep their capital.
  var names: Set<String> { course.names }

  /// A tile as a bank shows it: in lower case unless it is a name (or "I"), so that a sentence's capital
  /// never tells which tile comes first.
  func tile(_ tile: String) -> String {
    // Most tiles begin with a lower-case ASCII letter, told from the byte without reading a character.
    if let first = tile.utf8.first, first &- UInt8(ascii: "a") < 26 { return tile }
    // "I" and its contractions ("I'm", "I'll") keep their capital in English.
    guard tile != "I", !tile.hasPrefix("I'"), !tile.hasPrefix("I’"), tile.first?.isUppercase == true else {
      return tile
    }
    guard !names.contains(TextFolding.key(tile)) else { return tile }
    // A capital straight after a letter ("MP3", "McDonald's") makes no word with the first lowered alone;
    // after an elision it starts a word of its own (`L'Hexagone` is lowered to `l'Hexagone`).
    guard !zip(tile, tile.dropFirst()).contains(where: { $0.isLetter && $1.isUppercase }) else { return tile }
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
        // The word to its meaning (any of them), and each note's meaning to the word: a learner must
        // produce the language too, whether or not the note was studied both ways in Anki. A meaning that
        // copies its word (`un fiancé`, "fiancé") is not asked for: the other way still asks the article.
        if !copies(word) {
          exercises.append(
            asked(
              word.text, to: word.meaning, or: Array(word.allMeanings.dropFirst()), side: .learner,
              sentence: false, at: at))
        }
        for meaning in [word.meaning] + word.senses.map(\.meaning) {
          exercises.append(
            asked(
              meaning, to: word.text, or: word.alternatives, side: .taught, sentence: false, at: at))
        }
      case .sentence(let sentence):
        exercises.append(
          asked(
            sentence.text, to: sentence.translation, or: sentence.otherTranslations, side: .learner,
            sentence: true, at: at))
        if sentence.askedInto {
          exercises.append(
            asked(
              sentence.translation, to: sentence.text, or: sentence.alternatives, side: .taught,
              sentence: true, at: at))
        }
      case .cloze(let cloze):
        if let complete = complete(cloze, pool: local, at: at) { exercises.append(.complete(complete)) }
      }
    }
    return exercises
  }

  /// Whether the word's meaning is its text but for articles, accents and case (`LeadingArticles.copies`;
  /// without articles listed for both languages, but for accents and case).
  private func copies(_ word: Item.Word) -> Bool {
    if let articles { return articles.copies(word.text, meaning: word.meaning) }
    let bare = { (text: String) in TextFolding.stripAccents(TextFolding.key(text)) }
    return bare(word.text) == bare(word.meaning)
  }

  /// A match board of up to five words, filled from earlier words when the lesson has only one. No word
  /// joins a board where one of its meanings is another's (`la femme`, "the wife" and "the woman", beside
  /// `l'épouse`, "the wife"), and no text that a typed pair would split (a comma, an `=`).
  func match(_ words: [Item.Word], earlier: [Item.Word]) -> Match? {
    var board: [Item.Word] = []
    var left: Set<String> = []
    var meanings: Set<String> = []
    for word in words + earlier.reversed() where board.count < 5 {
      if words.count >= 2 && board.count >= words.count { break }
      let senses = Set(word.allMeanings.map(TextFolding.key))
      guard !left.contains(TextFolding.key(word.text)), meanings.isDisjoint(with: senses),
        !(word.text + word.meaning).contains(where: { $0 == "," || $0 == "=" })
      else { continue }
      left.insert(TextFolding.key(word.text))
      meanings.formUnion(senses)
      board.append(word)
    }
    // A board of one pair asks nothing.
    guard board.count >= 2, words.contains(where: { w in board.contains { $0.key == w.key } }) else {
      return nil
    }
    return Match(pairs: board.map { Pair($0.text, $0.meaning) })
  }

  private func selectImage(_ word: Item.Word, emoji: String, pool: Pool, place: Int) -> SelectImage? {
    var choices = [Picture(name: word.meaning, emoji: emoji)]
    // No wrong choice is named by another meaning of the word.
    var names = Set(word.allMeanings.map(TextFolding.key))
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

  /// `prompt` asked to be translated into `answer` (or `others`): from a word bank, or typed when a word
  /// of the answer would reach the bank in pieces (`a.m.`, which grading reads as `a` and `m`), for a
  /// bank of lone letters is no exercise a teacher would set.
  /// The answers other notes give the same prompt are accepted too (`SharedPrompts`).
  private func asked(
    _ prompt: String, to answer: String, or own: [String] = [], side: LanguageSide, sentence: Bool,
    at place: Int
  ) -> Exercise {
    let others = own + shared.more(for: prompt, answer: answer, others: own, side: side)
    guard TextPieces.splitsAWord(answer) else {
      return .translate(translate(prompt, to: answer, or: others, side: side, sentence: sentence, at: place))
    }
    return .type(TypeIn(prompt: prompt, answer: answer, alternatives: others, answerLanguage: side))
  }

  /// A bank translation of `prompt` into `answer`, `others` accepted too: their tiles are put in the bank
  /// (a word's two at most, a sentence's one in one place, `BankVariants`; an other answer needing more is
  /// left out), then two distractors like its tiles.
  private func translate(
    _ prompt: String, to answer: String, or others: [String] = [], side: LanguageSide, sentence: Bool,
    at place: Int
  ) -> Translate {
    let tiles = TextPieces.tiles(answer)
    var used = Set(tiles.map(TextFolding.key))
    var bank = tiles
    var alternatives: [String] = []
    var variants = BankVariants(answer: tiles)
    for other in others {
      let otherTiles = TextPieces.tiles(other)
      let missing = otherTiles.filter { !used.contains(TextFolding.key($0)) }
      // A word's other answers are other words ("le commerce", "les affaires" for "business"): their tiles
      // mixed make no right answer. A sentence's may (`BankVariants`).
      guard sentence ? variants.admits(otherTiles, missing: missing.count) : missing.count <= 2 else {
        continue
      }
      alternatives.append(other)
      for tile in missing where used.insert(TextFolding.key(tile)).inserted { bank.append(tile) }
    }
    // Each pass adds, once, the other forms `more` gives of the answer and of every alternative so far.
    var accepted = Set(([answer] + alternatives).map(TextFolding.key))
    func accept(_ more: (String) -> [String]) {
      for text in [answer] + alternatives {
        for other in more(text) where accepted.insert(TextFolding.key(other)).inserted {
          alternatives.append(other)
        }
      }
    }
    if side == .taught { accept { shorterForms(of: $0, prompt: prompt, sentence: sentence) } }
    // A verb's meaning is right without its "to" (`visit someone`, "rendre visite à quelqu'un").
    if side == .learner, !sentence, let infinitives {
      accept { infinitives.withoutMarker($0, prompt: prompt).map { [$0] } ?? [] }
    }
    // A sentence that says "please" first or last is as right with it at the other end.
    if sentence {
      let language = side == .taught ? course.languages.taught : course.languages.learner
      accept { PolitePhrases.moved($0, language: language, names: names).map { [$0] } ?? [] }
    }
    let addressed = side == .taught && alsoRight?.addresses(prompt) == true
    // An article would make another right answer where the prompt has none (`la maison`, "house"; `la
    // cantante` beside `una cantante`).
    let alsoRightArticles =
      side == .taught && !sentence
      ? ([answer] + alternatives).flatMap { articles?.alsoRight(in: $0, prompt: prompt) ?? [] } : []
    bank += distractors(
      like: tiles, side: side, sentence: sentence, excluding: used.union(alsoRightArticles),
      addressed: addressed, place: place
    ).map { Self.apostrophes(of: $0, like: answer) }
    bank = bank.map(tile)
    bank.rotate(by: place % max(1, bank.count))
    return Translate(
      prompt: prompt, answer: answer, alternatives: alternatives, bank: bank, answerLanguage: side)
  }

  /// `tile` written with the apostrophe `answer` writes, where it writes one kind: a distractor with the
  /// other (`l’idiot` beside `n'était`) would give itself away. Grading reads both kinds as one.
  static func apostrophes(of tile: String, like answer: String) -> String {
    // By scalar: each apostrophe is one, and a search by `Character` costs a grapheme break at each step.
    let (straight, curly): (Unicode.Scalar, Unicode.Scalar) = ("'", "’")
    let (inAnswer, inTile) = (answer.unicodeScalars, tile.unicodeScalars)
    switch (inAnswer.contains(straight), inAnswer.contains(curly)) {
    case (true, false) where inTile.contains(curly): return tile.replacingOccurrences(of: "’", with: "'")
    case (false, true) where inTile.contains(straight): return tile.replacingOccurrences(of: "'", with: "’")
    default: return tile
    }
  }

  /// What a right answer in the language taught is right without, which a learner may leave out and which
  /// needs no tile of its own: a subject pronoun where the language drops it (`Pueden venir juntos.`); a
  /// word's article where the prompt has none (`celular` for "cell phone"), and the preposition it governs
  /// where the prompt ends with none (`enamorarse` for "to fall in love").
  private func shorterForms(of text: String, prompt: String, sentence: Bool) -> [String] {
    if let subjectless = alsoRight?.withoutSubject(text) { return [subjectless] }
    guard !sentence else { return [] }
    return [
      articles?.withoutArticle(text, prompt: prompt), prepositions?.withoutPreposition(text, prompt: prompt),
    ]
    .compactMap { $0 }
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
