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
      return choices(select.choices.map(\.name), answer: select.answer, at: path, choiceKey: "name")
    case .complete(let complete):
      var findings = choices(complete.choices, answer: complete.answer, at: path, choiceKey: nil)
      let blanks = Complete.blanks(in: complete.prompt)
      if blanks != 1 {
        findings.append(
          .error("missing-blank", Messages.blank(count: blanks), at: path().appending("prompt")))
      }
      return findings
    case .translate(let translate):
      return bank(translate, at: path)
    case .match(let match):
      return pairs(match, at: path)
    }
  }

  private static func choices(
    _ choices: [String], answer: String, at path: () -> JSONPath, choiceKey: String?
  )
    -> [Finding]
  {
    var findings: [Finding] = []
    let keys = choices.map(TextFolding.key)
    if !answer.isEmpty && !keys.contains(TextFolding.key(answer)) {
      findings.append(
        .error(
          "answer-not-in-choices", Messages.notInChoices(answer, choices), at: path().appending("answer")))
    }
    for index in repeats(in: keys, skippingEmpty: true) {
      var choicePath = path().appending("choices").appending(index)
      if let choiceKey { choicePath = choicePath.appending(choiceKey) }
      findings.append(.error("duplicate-choice", Messages.duplicateChoice(choices[index]), at: choicePath))
    }
    return findings
  }

  private static func bank(_ translate: Translate, at path: () -> JSONPath) -> [Finding] {
    var findings: [Finding] = []
    let keys = translate.bank.map(TextFolding.key)
    // An ASCII key holds a space exactly when its tile holds several words; a word of other text can hold
    // one (a space that carries a combining accent), so such a tile's words are counted.
    for (index, key) in keys.enumerated()
    where key.utf8.contains(UInt8(ascii: " "))
      && (key.utf8.allSatisfy { $0 < 0x80 } || TextFolding.words(translate.bank[index]).count > 1)
    {
      findings.append(
        .error(
          "bank-tile-not-a-word", Messages.tileNotAWord(translate.bank[index]),
          at: path().appending("bank").appending(index)))
    }
    let answerWords = TextFolding.words(translate.answer)
    let answerMissing = missingTiles(answerWords, keys: keys)
    if !translate.answer.isEmpty, let missing = answerMissing {
      findings.append(
        .error("answer-not-in-bank", Messages.notInBank(missing), at: path().appending("answer")))
    }
    for (index, sentence) in translate.alternatives.enumerated() where !sentence.isEmpty {
      if let missing = missingTiles(TextFolding.words(sentence), keys: keys) {
        findings.append(
          .error(
            "answer-not-in-bank", Messages.notInBank(missing),
            at: path().appending("alternatives").appending(index)
          ))
      }
    }
    if answerMissing == nil, answerWords.count >= translate.bank.count {
      findings.append(
        .warning("bank-without-distractor", Messages.noDistractor, at: path().appending("bank")))
    }
    return findings
  }

  /// The words `sentence` needs that the bank lacks (counting repeats), or nil when it can be built.
  static func missingTiles(_ sentence: String, bank: [String]) -> [String]? {
    missingTiles(TextFolding.words(sentence), keys: bank.map(TextFolding.key))
  }

  /// The folded `words` that the folded tile `keys` lack (counting repeats), or nil when there are none.
  static func missingTiles(_ words: [String], keys: [String]) -> [String]? {
    var missing: [String] = []
    if keys.count > 32 {
      var available = keys.reduce(into: [String: Int]()) { $0[$1, default: 0] += 1 }
      for word in words {
        if let count = available[word], count > 0 {
          available[word] = count - 1
        } else {
          missing.append(word)
        }
      }
      return missing.isEmpty ? nil : missing
    }
    // A bank holds a few tiles: comparing directly (marks on the stack) is faster than hashing them.
    return withUnsafeTemporaryAllocation(of: Bool.self, capacity: max(keys.count, 1)) { used in
      used.initialize(repeating: false)
      for word in words {
        if let index = keys.indices.first(where: { !used[$0] && keys[$0] == word }) {
          used[index] = true
        } else {
          missing.append(word)
        }
      }
      return missing.isEmpty ? nil : missing
    }
  }

  /// The indices of the keys that repeat an earlier one, ignoring empty keys when asked.
  static func repeats(in keys: [String], skippingEmpty: Bool) -> [Int] {
    var result: [Int] = []
    var seen: Set<String> = []
    for (index, key) in keys.enumerated() where !(skippingEmpty && key.isEmpty) {
      let repeated = keys.count > 16 ? !seen.insert(key).inserted : keys[..<index].contains(key)
      if repeated { result.append(index) }
    }
    return result
  }

  private static func pairs(_ match: Match, at path: () -> JSONPath) -> [Finding] {
    var findings: [Finding] = []
    for side in 0...1 {
      let keys = match.pairs.map { TextFolding.key(side == 0 ? $0.left : $0.right) }
      for index in repeats(in: keys, skippingEmpty: false) {
        let pair = match.pairs[index]
        findings.append(
          .error(
            "duplicate-pair-side", Messages.repeatedSide(side == 0 ? pair.left : pair.right, left: side == 0),
            at: path().appending("pairs").appending(index).appending(side)))
      }
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
