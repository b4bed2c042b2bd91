import JSON

/// Rules on each exercise: answers that can be given, choices, pairs and blanks.
enum ExerciseRules {
  static func check(_ course: Course, sources: CourseSources, units: Range<Int>) -> [Finding] {
    var findings: [Finding] = []
    course.forEachExercise(units: units) { exercise, place in
      // The exercise's path is built only for a finding: most exercises have none.
      findings += check(exercise, at: { place.path(in: sources) })
    }
    return findings
  }

  static func check(_ exercise: Exercise, at path: () -> JSONPath) -> [Finding] {
    switch exercise {
    case .selectImage(let select):
      return choices(
        select.choices.count, { select.choices[$0].name }, answer: select.answer, at: path, choiceKey: "name")
    case .complete(let complete):
      var findings = choices(
        complete.choices.count, { complete.choices[$0] }, answer: complete.answer, at: path, choiceKey: nil)
      let blanks = Complete.blanks(in: complete.prompt)
      if blanks != 1 {
        findings.append(
          Finding(.missingBlank, Messages.blank(count: blanks), at: path().appending("prompt")))
      }
      return findings
    case .translate(let translate):
      return bank(translate, at: path)
    case .match(let match):
      return pairs(match, at: path)
    case .type, .listen:
      // Typed freely: no choices or tiles to hold the answer.
      return []
    }
  }

  private static func choices(
    _ count: Int, _ choice: (Int) -> String, answer: String, at path: () -> JSONPath, choiceKey: String?
  ) -> [Finding] {
    StackKeys.with(
      count: count, text: choice,
      body: { keys in
        var findings: [Finding] = []
        if !answer.isEmpty && !keys.contains(TextFolding.key(answer)) {
          findings.append(
            Finding(
              .answerNotInChoices, Messages.notInChoices(answer, (0..<count).map(choice)),
              at: path().appending("answer")))
        }
        StackKeys.forEachRepeat(in: keys, skippingEmpty: true) { index in
          var choicePath = path().appending("choices").appending(index)
          if let choiceKey { choicePath = choicePath.appending(choiceKey) }
          findings.append(
            Finding(.duplicateChoice, Messages.duplicateChoice(choice(index)), at: choicePath))
        }
        return findings
      })
  }

  private static func bank(_ translate: Translate, at path: () -> JSONPath) -> [Finding] {
    StackKeys.with(
      count: translate.bank.count, text: { translate.bank[$0] },
      body: { keys in
        var findings: [Finding] = []
        // An ASCII key holds a space exactly when its tile holds several words; a word of other text can hold
        // one (a space that carries a combining accent), so such a tile's words are counted.
        for (index, key) in keys.enumerated()
        where key.containsByte(UInt8(ascii: " "))
          && (key.allBytes { $0 < 0x80 } || TextFolding.words(translate.bank[index]).count > 1)
        {
          findings.append(
            Finding(
              .bankTileNotAWord, Messages.tileNotAWord(translate.bank[index]),
              at: path().appending("bank").appending(index)))
        }
        let (answerMissing, answerWords) = missingTiles(translate.answer, keys: keys)
        if !translate.answer.isEmpty, let missing = answerMissing {
          findings.append(
            Finding(.answerNotInBank, Messages.notInBank(missing), at: path().appending("answer")))
        }
        for (index, sentence) in translate.alternatives.enumerated() where !sentence.isEmpty {
          if let missing = missingTiles(sentence, keys: keys).missing {
            findings.append(
              Finding(
                .answerNotInBank, Messages.notInBank(missing),
                at: path().appending("alternatives").appending(index)
              ))
          }
        }
        if answerMissing == nil, answerWords >= translate.bank.count {
          findings.append(
            Finding(.bankWithoutDistractor, Messages.noDistractor, at: path().appending("bank")))
        }
        return findings
      })
  }

  /// The folded words of `sentence` that the folded tile `keys` lack (counting repeats), nil when there
  /// are none; and how many words the sentence has.
  static func missingTiles(_ sentence: String, keys: UnsafeBufferPointer<String>) -> (
    missing: [String]?, words: Int
  ) {
    let whole = missingWholeTiles(sentence, keys: keys)
    // The grader reads a word the bank holds as its elided article and the word (`un'` `acqua`) as two,
    // and a joined word the bank holds as its parts (`est` `ce` for `est-ce`) as its parts.
    guard whole.missing != nil else { return whole }
    for reading in WordJoins.readings(sentence).dropFirst() {
      let split = missingWholeTiles(reading, keys: keys)
      if split.missing == nil { return split }
    }
    return whole
  }

  /// `missingTiles` of the sentence's words as they fold.
  private static func missingWholeTiles(_ sentence: String, keys: UnsafeBufferPointer<String>) -> (
    missing: [String]?, words: Int
  ) {
    var missing: [String] = []
    var words = 0
    if keys.count > 32 {
      var available = keys.reduce(into: [String: Int]()) { $0[$1, default: 0] += 1 }
      TextFolding.forEachWord(in: sentence) { word in
        words += 1
        if let count = available[word], count > 0 {
          available[word] = count - 1
        } else {
          missing.append(word)
        }
      }
      return (missing.isEmpty ? nil : missing, words)
    }
    // A bank holds a few tiles: comparing directly (marks on the stack) is faster than hashing them. An
    // ASCII word is equal only to the same bytes, and is compared by them; another is made a string.
    return withUnsafeTemporaryAllocation(of: Bool.self, capacity: max(keys.count, 1)) { used in
      used.initialize(repeating: false)
      TextFolding.forEachWordBytes(in: sentence) { bytes in
        words += 1
        let found: Int?
        if bytes.allSatisfy({ $0 < 0x80 }) {
          found = keys.indices.first { !used[$0] && keys[$0].hasUTF8(bytes) }
        } else {
          let word = String(decoding: bytes, as: UTF8.self)
          found = keys.indices.first { !used[$0] && keys[$0] == word }
        }
        if let found {
          used[found] = true
        } else {
          missing.append(String(decoding: bytes, as: UTF8.self))
        }
      }
      return (missing.isEmpty ? nil : missing, words)
    }
  }

  private static func pairs(_ match: Match, at path: () -> JSONPath) -> [Finding] {
    var findings: [Finding] = []
    for side in 0...1 {
      StackKeys.with(
        count: match.pairs.count, text: { side == 0 ? match.pairs[$0].left : match.pairs[$0].right },
        body: { keys in
          StackKeys.forEachRepeat(in: keys, skippingEmpty: false) { index in
            let pair = match.pairs[index]
            findings.append(
              Finding(
                .duplicatePairSide,
                Messages.repeatedSide(side == 0 ? pair.left : pair.right, left: side == 0),
                at: path().appending("pairs").appending(index).appending(side)))
          }
        })
    }
    return findings
  }

  enum Messages {
    static func blank(count: Int) -> String {
      count == 0
        ? "the prompt has no blank; mark the missing word with \(Complete.blank)"
        : "the prompt has \(count) blanks; keep exactly one \(Complete.blank)"
    }

    static func notInChoices(_ answer: String, _ choices: [String]) -> String {
      "the answer '\(answer)' is not among the choices (\(choices.joined(separator: ", "))); add it or fix the answer"
    }

    static func duplicateChoice(_ choice: String) -> String {
      "'\(choice)' is offered twice; make each choice different"
    }

    static func tileNotAWord(_ tile: String) -> String {
      "bank tile '\(tile)' holds several words; a learner types one word per tile, so split it"
    }

    static func notInBank(_ missing: [String]) -> String {
      let words = missing.map { "'\($0)'" }.joined(separator: ", ")
      return "this cannot be built from the bank: \(words) missing; add the tiles or change the sentence"
    }

    static let noDistractor = "the bank holds only the answer's words; add a distractor or two"

    static func repeatedSide(_ text: String, left: Bool) -> String {
      "'\(text)' appears twice on the \(left ? "left" : "right") side of the pairs; each side must be unique"
    }
  }
}
