/// Rules on each exercise: answers that can be given, choices, pairs and blanks.
enum ExerciseRules {
  static func check(_ course: Course, sources: CourseSources) -> [Finding] {
    var findings: [Finding] = []
    for (u, unit) in course.units.enumerated() {
      for (n, node) in unit.nodes.enumerated() {
        for (e, exercise) in node.exercises.enumerated() {
          findings += check(exercise, at: sources.exercise(unit: u, node: n, exercise: e))
        }
      }
    }
    return findings
  }

  static func check(_ exercise: Exercise, at path: JSONPath) -> [Finding] {
    switch exercise {
    case .selectImage(let select):
      return choices(select.choices.map(\.name), answer: select.answer, at: path, choiceKey: "name")
    case .complete(let complete):
      var findings = choices(complete.choices, answer: complete.answer, at: path, choiceKey: nil)
      let blanks = complete.prompt.components(separatedBy: Complete.blank).count - 1
      if blanks != 1 {
        findings.append(.error("missing-blank", Messages.blank(count: blanks), at: path.appending("prompt")))
      }
      return findings
    case .translate(let translate):
      return bank(translate, at: path)
    case .match(let match):
      return pairs(match, at: path)
    }
  }

  private static func choices(_ choices: [String], answer: String, at path: JSONPath, choiceKey: String?)
    -> [Finding]
  {
    var findings: [Finding] = []
    let keys = choices.map(TextFolding.key)
    if !answer.isEmpty && !keys.contains(TextFolding.key(answer)) {
      findings.append(
        .error("answer-not-in-choices", Messages.notInChoices(answer, choices), at: path.appending("answer")))
    }
    var seen: Set<String> = []
    for (index, key) in keys.enumerated() where !key.isEmpty && !seen.insert(key).inserted {
      var choicePath = path.appending("choices").appending(index)
      if let choiceKey { choicePath = choicePath.appending(choiceKey) }
      findings.append(.error("duplicate-choice", Messages.duplicateChoice(choices[index]), at: choicePath))
    }
    return findings
  }

  private static func bank(_ translate: Translate, at path: JSONPath) -> [Finding] {
    var findings: [Finding] = []
    for (index, tile) in translate.bank.enumerated() where TextFolding.words(tile).count > 1 {
      findings.append(
        .error(
          "bank-tile-not-a-word", Messages.tileNotAWord(tile), at: path.appending("bank").appending(index)))
    }
    let sentences =
      [(translate.answer, path.appending("answer"))]
      + translate.alternatives.enumerated().map { ($1, path.appending("alternatives").appending($0)) }
    for (sentence, sentencePath) in sentences where !sentence.isEmpty {
      if let missing = missingTiles(sentence, bank: translate.bank) {
        findings.append(.error("answer-not-in-bank", Messages.notInBank(missing), at: sentencePath))
      }
    }
    if missingTiles(translate.answer, bank: translate.bank) == nil,
      TextFolding.words(translate.answer).count >= translate.bank.count
    {
      findings.append(.warning("bank-without-distractor", Messages.noDistractor, at: path.appending("bank")))
    }
    return findings
  }

  /// The words `sentence` needs that the bank lacks (counting repeats), or nil when it can be built.
  static func missingTiles(_ sentence: String, bank: [String]) -> [String]? {
    var available = bank.map(TextFolding.key).reduce(into: [String: Int]()) { $0[$1, default: 0] += 1 }
    var missing: [String] = []
    for word in TextFolding.words(sentence) {
      if let count = available[word], count > 0 {
        available[word] = count - 1
      } else {
        missing.append(word)
      }
    }
    return missing.isEmpty ? nil : missing
  }

  private static func pairs(_ match: Match, at path: JSONPath) -> [Finding] {
    var findings: [Finding] = []
    for (side, texts) in [(0, match.pairs.map(\.left)), (1, match.pairs.map(\.right))] {
      var seen: Set<String> = []
      for (index, text) in texts.enumerated() where !seen.insert(TextFolding.key(text)).inserted {
        findings.append(
          .error(
            "duplicate-pair-side", Messages.repeatedSide(text, left: side == 0),
            at: path.appending("pairs").appending(index).appending(side)))
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
