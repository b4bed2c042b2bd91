import JSON

/// What the glossary says of an exercise's choices:
/// - `also-right`: a picture's wrong choice that the glossary gives as a meaning of the prompt (`bonsoir`
///   "good evening, hello" with "hello" offered as wrong);
/// - `shared-gloss`: two words the course sets against each other (choices of one blank, or the answer
///   and a distractor of one bank into the language) that the glossary glosses alike (`soy` and `estoy`
///   both "I am"), so a hint cannot tell them apart. Reported once for each pair of words.
struct MeaningRules {
  private var reported: Set<[String]> = []
  /// Each word met so far, folded: words repeat from exercise to exercise, and the glossary does not
  /// change. Each word's place in `folded` is filed by its text.
  private var folded: [Folded] = []
  private var foldedPlaces = TextTable()
  /// Whether an answer's words are asked first of `twins` (else of the glossary itself), chosen on the
  /// first check: only a word they pass can share its gloss with another, and most exercises stop there.
  /// The twins are asked when the course has at least as many exercises as the glossary has entries, so
  /// that folding every entry's meanings once costs less than it saves.
  private var asksTwins: Bool?
  /// The glossary's keys whose meanings another key has exactly (`soy` and `estoy`, both "I am"): an
  /// answer with none of them shares no gloss, and a glossary glossing no two words alike passes over
  /// every exercise.
  private var twins = TextTable()

  /// A word's key and the keys of its meanings, sorted.
  private struct Folded {
    let key: String
    let meanings: [String]
  }

  mutating func check(_ context: TeacherContext, units: Range<Int>) -> [Finding] {
    let glossary = context.course.glossary
    guard !glossary.isEmpty else { return [] }
    if asksTwins == nil {
      let asks = context.sources.exerciseCount >= glossary.places.count
      if asks { twins = Self.twins(in: glossary) }
      asksTwins = asks
    }
    let asksTwins = asksTwins == true
    var findings: [Finding] = []
    context.course.forEachExercise(units: units) { exercise, place in
      // The path is made only for a finding: most exercises have none.
      switch exercise {
      case .selectImage(let select):
        let meanings = GlossMeanings.keys(of: select.prompt, in: glossary)
        guard !meanings.isEmpty else { break }
        let answer = TextFolding.key(select.answer)
        for (index, choice) in select.choices.enumerated() {
          let key = TextFolding.key(choice.name)
          guard key != answer, meanings.contains(key) else { continue }
          findings.append(
            Finding(
              .alsoRight, Messages.alsoRight(choice.name, select.prompt),
              at: context.path(place).appending("choices").appending(index).appending("name")))
        }
      case .complete(let complete):
        if asksTwins, twins.place(of: TextFolding.key(complete.answer)) == nil { break }
        let choices = complete.choices.map { (text: $0, place: fold($0, glossary)) }
        findings += shared(
          choices, against: complete.answer, glossary, at: context.path(place).appending("choices"))
      case .translate(let translate) where translate.answerLanguage == .taught:
        // Most exercises stop here, their answer's words asked by their folded bytes.
        let passes =
          asksTwins
          ? !twins.isEmpty
            && TextFolding.containsWord(in: translate.answer) { twins.place(ofBytes: $0) != nil }
          : TextFolding.containsWord(in: translate.answer) { glossary.hasMeanings(forKeyBytes: $0) }
        guard passes else { break }
        // A bank holds a few tiles and an answer a few words: lists are searched faster than sets are made.
        let answer = TextFolding.words(translate.answer)
        // A tile of another right answer ("verte" beside "vert", both "green") is no distractor.
        let right =
          translate.alternatives.isEmpty ? answer : answer + translate.alternatives.flatMap(TextFolding.words)
        var distractors: [(text: String, place: Int)] = []
        for tile in translate.bank.indices {
          let place = fold(translate.bank[tile], glossary)
          if !right.contains(folded[place].key) { distractors.append((translate.bank[tile], place)) }
        }
        for (index, word) in answer.enumerated() where !answer[..<index].contains(word) {
          findings += shared(distractors, against: word, glossary, at: context.path(place).appending("bank"))
        }
      default:
        break
      }
    }
    return findings
  }

  /// The keys of `glossary` whose entry's meanings, folded and sorted as `fold` has them, another key's
  /// entry has too.
  private static func twins(in glossary: Glossary) -> TextTable {
    // Each distinct run of folded meanings, sorted and joined by newlines (a key holds none), filed at its
    // place in `firstKeys`: the key first glossed so.
    var glosses = TextTable()
    var firstKeys: [String] = []
    var twins = TextTable()
    glossary.places.forEachKey { key, place in
      let meanings = glossary.meanings(at: place)
      guard let first = meanings.first else { return }
      // Most entries have one meaning: it is its own run.
      let gloss =
        meanings.count == 1
        ? TextFolding.key(first) : meanings.map(TextFolding.key).sorted().joined(separator: "\n")
      if let earlier = glosses.place(of: gloss) {
        twins.fileFirst(firstKeys[earlier])
        twins.fileFirst(key)
      } else {
        glosses.fileFirst(gloss, at: firstKeys.count)
        firstKeys.append(key)
      }
    }
    return twins
  }

  /// A `shared-gloss` for each of `others` (each text with its place in `folded`) glossed exactly as
  /// `word`, not reported before.
  private mutating func shared(
    _ others: [(text: String, place: Int)], against word: String, _ glossary: Glossary,
    at path: @autoclosure () -> JSONPath
  )
    -> [Finding]
  {
    let mine = fold(word, glossary)
    guard !folded[mine].meanings.isEmpty else { return [] }
    var findings: [Finding] = []
    for (other, theirs) in others {
      guard folded[theirs].key != folded[mine].key, folded[theirs].meanings == folded[mine].meanings else {
        continue
      }
      let pair = [folded[mine].key, folded[theirs].key].sorted()
      guard reported.insert(pair).inserted else { continue }
      findings.append(
        Finding(.sharedGloss, Messages.shared(word, other, glossary.meanings(of: word)), at: path()))
    }
    return findings
  }

  /// The place in `folded` of `word`, folded by `glossary`.
  private mutating func fold(_ word: String, _ glossary: Glossary) -> Int {
    if let place = foldedPlaces.place(of: word) { return place }
    let meanings = glossary.meanings(of: word).map(TextFolding.key).sorted()
    foldedPlaces.fileFirst(word, at: folded.count)
    folded.append(Folded(key: TextFolding.key(word), meanings: meanings))
    return folded.count - 1
  }

  enum Messages {
    static func alsoRight(_ choice: String, _ prompt: String) -> String {
      "'\(choice)' is a meaning of '\(prompt)' (by the glossary), yet offered as a wrong choice: a learner "
        + "who picks it is marked wrong; replace the choice"
    }

    static func shared(_ word: String, _ other: String, _ meanings: [String]) -> String {
      let said = meanings.map { "'\($0)'" }.joined(separator: ", ")
      return "'\(word)' and '\(other)' are set against each other here, but the glossary glosses both "
        + "\(said): a hint cannot tell them apart; add a note to one, such as '\(meanings[0]) (…)'"
    }
  }
}
