/// `capital-giveaway` and `no-contrast`: tiles and choices that give the answer away or test nothing.
enum BankRules {
  static func check(_ context: TeacherContext, forms: TaughtForms, units: Range<Int>) -> [Finding] {
    var findings: [Finding] = []
    context.course.forEachExercise(units: units) { exercise, place in
      switch exercise {
      case .translate(let translate):
        if let finding = giveaway(translate, names: context.names, at: place, context) {
          findings.append(finding)
        }
        if translate.answerLanguage == .taught, forms.formsAnyWord(of: translate.answer) {
          findings += contrast(
            TextFolding.words(translate.answer), translate.bank, forms, place, context, key: "bank")
        }
      case .complete(let complete):
        if forms.formsAnyWord(of: complete.answer) {
          findings += contrast(
            TextFolding.words(complete.answer), complete.choices, forms, place, context, key: "choices")
        }
      case .selectImage, .match, .type, .listen:
        break
      }
    }
    return findings
  }

  /// The warning when the answer's first word is the only capitalised tile, names and "I" aside.
  private static func giveaway(
    _ translate: Translate, names: Set<String>, at place: ExercisePlace, _ context: TeacherContext
  ) -> Finding? {
    // Only a capitalised tile can give the answer away: most banks have none but "I".
    guard translate.bank.contains(where: { !isI($0) && $0.startsCapitalised }),
      let first = TextFolding.words(translate.answer).first, first != "i", !names.contains(first),
      let index = translate.bank.firstIndex(where: { TextFolding.key($0) == first && $0.startsCapitalised }),
      !isI(translate.bank[index])
    else { return nil }
    let others = translate.bank.enumerated().filter { offset, tile in
      offset != index && tile.startsCapitalised && !isI(tile) && !names.contains(TextFolding.key(tile))
    }
    guard others.isEmpty else { return nil }
    return Finding(
      .capitalGiveaway, Messages.giveaway(translate.bank[index]),
      at: context.path(place).appending("bank").appending(index))
  }

  /// Whether a tile is English's "I" or one of its contractions ("I'm", "I'll"), capitalised wherever it is.
  private static func isI(_ tile: String) -> Bool {
    // Most tiles do not start with "I": their first byte says so, without comparing characters.
    guard tile.utf8.first == UInt8(ascii: "I") else { return false }
    return tile == "I" || tile.hasPrefix("I'") || tile.hasPrefix("I’")
  }

  /// A warning for each answer word whose other taught forms are none of them among `tiles`.
  private static func contrast(
    _ words: [String], _ tiles: [String], _ forms: TaughtForms, _ place: ExercisePlace,
    _ context: TeacherContext, key: String
  ) -> [Finding] {
    // Most answers hold no word with other taught forms: the tiles are folded only for one that does.
    let withOthers = words.compactMap { word in
      let others = forms.others(of: word)
      return others.isEmpty ? nil : (word: word, others: others)
    }.sorted { $0.word < $1.word }
    guard !withOthers.isEmpty else { return [] }
    // A few tiles and forms, compared directly: hashing each folded tile into a set cost more.
    let offered = tiles.map(TextFolding.key)
    var findings: [Finding] = []
    for (index, (word, others)) in withOthers.enumerated() {
      // A word the answer repeats is said once.
      guard index == 0 || withOthers[index - 1].word != word, !others.contains(where: offered.contains)
      else { continue }
      var finding = Finding(
        .noContrast, Messages.noContrast(word, others), at: context.path(place).appending(key))
      finding.fix = .addDistractor(others.sorted())
      findings.append(finding)
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
struct TaughtForms: Sendable {
  /// Each taught word with other taught forms, and those forms, sorted.
  private var othersByWord: [String: [String]] = [:]
  /// The words of `othersByWord`, found from a word's bytes: most answers hold none of them, and are told
  /// so without making their words.
  private var withOthers = TextTable()

  /// The forms among `taught`, the folded words of every `teaches` entry of the course. A name is no form
  /// of a word: `Unidos` (of `Estados Unidos`) shares a dictionary form with `una` (`unir`), and would be
  /// asked for beside every `una`.
  init(_ context: TeacherContext, taught: Set<String>) {
    let taught = context.names.isEmpty ? taught : taught.subtracting(context.names)
    var byStem: [String: Set<String>] = [:]
    var stemsByWord: [String: [String]] = [:]
    // Room for every word at once: grown a word at a time, each table is hashed again as it doubles.
    byStem.reserveCapacity(taught.count)
    stemsByWord.reserveCapacity(taught.count)
    for word in taught {
      // Most words have one dictionary form or none: no set is made to sort them.
      let found = context.lexicons.taught.stems(of: word)
      guard let first = found.first else { continue }
      let stems = found.count == 1 ? [TextFolding.key(first)] : Set(found.map(TextFolding.key)).sorted()
      stemsByWord[word] = stems
      for stem in stems { byStem[stem, default: []].insert(word) }
    }
    for (word, stems) in stemsByWord {
      // A word alone under its one form has no other.
      if stems.count == 1, (byStem[stems[0]]?.count ?? 0) <= 1 { continue }
      var others: Set<String> = []
      for stem in stems { others.formUnion(byStem[stem] ?? []) }
      others.remove(word)
      if !others.isEmpty {
        othersByWord[word] = others.sorted()
        withOthers.fileFirst(word)
      }
    }
  }

  /// Whether a word of `text`, folded, has other taught forms.
  func formsAnyWord(of text: String) -> Bool {
    !withOthers.isEmpty && TextFolding.containsWord(in: text) { withOthers.place(ofBytes: $0) != nil }
  }

  /// The other taught forms of `word`, sorted.
  func others(of word: String) -> [String] { othersByWord[word] ?? [] }
}
