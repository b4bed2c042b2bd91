/// `capital-giveaway` and `no-contrast`: tiles and choices that give the answer away or test nothing.
enum BankRules {
  static func check(_ context: TeacherContext) -> [Finding] {
    let names = context.names
    let forms = TaughtForms(context)
    var findings: [Finding] = []
    for (exercise, path) in context.exercises {
      switch exercise {
      case .translate(let translate):
        if let finding = giveaway(translate, names: names, at: path) { findings.append(finding) }
        if translate.answerLanguage == .taught {
          findings += contrast(
            TextFolding.words(translate.answer), translate.bank, forms, path.appending("bank"))
        }
      case .complete(let complete):
        findings += contrast(
          TextFolding.words(complete.answer), complete.choices, forms, path.appending("choices"))
      case .selectImage, .match:
        break
      }
    }
    return findings
  }

  /// The warning when the answer's first word is the only capitalised tile, names and "I" aside.
  private static func giveaway(_ translate: Translate, names: Set<String>, at path: JSONPath) -> Finding? {
    guard let first = TextFolding.words(translate.answer).first, first != "i", !names.contains(first),
      let index = translate.bank.firstIndex(where: { TextFolding.key($0) == first && $0.startsCapitalised })
    else { return nil }
    let others = translate.bank.enumerated().filter { offset, tile in
      offset != index && tile.startsCapitalised && tile != "I" && !names.contains(TextFolding.key(tile))
    }
    guard others.isEmpty else { return nil }
    return .warning(
      "capital-giveaway", Messages.giveaway(translate.bank[index]),
      at: path.appending("bank").appending(index))
  }

  /// A warning for each answer word whose other taught forms are none of them among `tiles`.
  private static func contrast(_ words: [String], _ tiles: [String], _ forms: TaughtForms, _ path: JSONPath)
    -> [Finding]
  {
    let offered = Set(tiles.map(TextFolding.key))
    var findings: [Finding] = []
    for word in Set(words).sorted() {
      let others = forms.others(of: word)
      guard !others.isEmpty, offered.isDisjoint(with: others) else { continue }
      findings.append(.warning("no-contrast", Messages.noContrast(word, others), at: path))
    }
    return findings
  }

  enum Messages {
    static func giveaway(_ tile: String) -> String {
      "'\(tile)' is the only capitalised tile, so it gives away the answer's first word; write it in lower "
        + "case (case never counts) or capitalise a distractor"
    }

    static func noContrast(_ word: String, _ others: [String]) -> String {
      let list = others.map { "'\($0)'" }.joined(separator: ", ")
      return "the course teaches other forms of '\(word)' (\(list)) but none is offered here, so the "
        + "exercise does not test the form; add one as a distractor"
    }
  }
}

/// The taught words grouped by the dictionary forms they share (tengo, tienes, tiene → tener).
struct TaughtForms {
  private var byStem: [String: Set<String>] = [:]
  private var stemsByWord: [String: [String]] = [:]

  init(_ context: TeacherContext) {
    let taught = Set(context.course.units.flatMap(\.nodes).flatMap(\.teaches).flatMap(TextFolding.words))
    for word in taught {
      let stems = Set(context.lexicons.taught.stems(of: word).map(TextFolding.key)).sorted()
      stemsByWord[word] = stems
      for stem in stems { byStem[stem, default: []].insert(word) }
    }
  }

  /// The other taught forms of `word`, sorted.
  func others(of word: String) -> [String] {
    guard let stems = stemsByWord[word] else { return [] }
    var others: Set<String> = []
    for stem in stems { others.formUnion(byStem[stem] ?? []) }
    others.remove(word)
    return others.sorted()
  }
}
