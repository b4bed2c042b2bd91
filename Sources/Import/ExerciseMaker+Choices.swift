import Course

extension ExerciseMaker {
  /// Two distractors for a bank whose answer has `tiles`, each like one of them: a number for a number, a
  /// month for a month, a day for a day and a word for a word (`TilePool.Kind`), a sentence's word for a
  /// sentence's, a word note's for a word's; of a length and a frequency near its own; from the unit
  /// first, then the course. None is in `excluding`, none is glossed exactly as a word of the answer, and
  /// none would make another right answer (`AlsoRightTiles`, of a prompt that says "you" when `addressed`).
  /// `place` turns which tile each is like and where each search starts, so the same course gives the same
  /// banks.
  func distractors(
    like tiles: [String], side: LanguageSide, sentence: Bool, excluding: Set<String>, addressed: Bool,
    place: Int
  ) -> [String] {
    guard !tiles.isEmpty else { return [] }
    let counts = side == .taught ? course.counts.taught : course.counts.learner
    let alike = side == .taught ? Set(tiles.compactMap { glosses[TextFolding.key($0)] }) : []
    let answer = side == .taught && alsoRight != nil ? tiles.map(TextFolding.key) : []
    var excluded = excluding
    var chosen: [String] = []
    let pools = side == .taught ? [local.taught, course.taught] : [local.learner, course.learner]
    for slot in 0..<2 {
      let model = TextFolding.key(tiles[(place + slot) % tiles.count])
      let like = (length: model.count, count: counts[model] ?? 1)
      let kind = (side == .taught ? course.taught : course.learner).kind(of: model, sentence: sentence)
      let skip = { (key: String) in
        excluded.contains(key) || (!alike.isEmpty && glosses[key].map(alike.contains) == true)
          || (side == .taught && alsoRight?.contains(key, besides: answer, addressed: addressed) == true)
      }
      search: for kind in kind.likest {
        for pool in pools {
          for fromSentence in [sentence, !sentence] {
            let group = TilePool.Group(kind: kind, sentence: fromSentence)
            guard let found = pool.nearest(group, like: like, place: place * 7 + slot * 13, excluded: skip)
            else { continue }
            chosen.append(found.text)
            excluded.insert(found.key)
            break search
          }
        }
      }
    }
    return chosen
  }

  /// A blank's choices: its answer and two other cloze answers like it (a number for a number, as many
  /// words, a length near its own), from the unit first, then the course, then the unit's words.
  func complete(_ cloze: Item.Cloze, pool: Pool, at place: Int) -> Complete? {
    var choices = [cloze.answer]
    var seen: Set<String> = [TextFolding.key(cloze.answer)]
    let model = TextFolding.key(cloze.answer)
    let words = TextPieces.wordCount(cloze.answer)
    // How unlike the answer a choice is: a number for a word first, then its words, then its length.
    let distance = { (key: String) in
      (TilePool.isNumber(key) == TilePool.isNumber(model) ? 0 : 1000)
        + 10 * abs(key.split(separator: " ").count - words) + abs(key.count - model.count)
    }
    for candidates in [pool.clozeAnswers, course.clozeAnswers] where !candidates.isEmpty {
      while choices.count < 3 {
        let start = (place * 2 + choices.count) % candidates.count
        var best: (choice: String, key: String, distance: Int)?
        for offset in 0..<min(candidates.count, TilePool.window) {
          let choice = candidates[(start + offset) % candidates.count]
          let key = TextFolding.key(choice)
          guard !key.isEmpty, !seen.contains(key) else { continue }
          if best.map({ distance(key) < $0.distance }) ?? true { best = (choice, key, distance(key)) }
        }
        guard let found = best else { break }
        seen.insert(found.key)
        choices.append(found.choice)
      }
    }
    let like = (length: model.count, count: 1)
    // A month's blank takes months first, then days and words; a number's, numbers only; a word's, words
    // first, then months and days.
    let kind = course.taught.kind(of: model, sentence: false)
    let kinds = kind.likest.filter { ($0 == .number) == (kind == .number) }
    for kind in kinds {
      for tiles in [pool.taught, course.taught] where choices.count < 3 {
        for fromSentence in [true, false] where choices.count < 3 {
          let group = TilePool.Group(kind: kind, sentence: fromSentence)
          while choices.count < 3,
            let found = tiles.nearest(group, like: like, place: place * 2, excluded: { seen.contains($0) })
          {
            seen.insert(found.key)
            choices.append(found.text)
          }
        }
      }
    }
    guard choices.count >= 2 else { return nil }
    choices.rotate(by: place % choices.count)
    return Complete(
      prompt: cloze.prompt, choices: choices, answer: cloze.answer, translation: cloze.translation)
  }
}
