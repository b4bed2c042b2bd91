import JSON

/// What the glossary says of an exercise's choices:
/// - `also-right`: a picture's wrong choice that the glossary gives as a meaning of the prompt (`bonsoir`
///   "good evening, hello" with "hello" offered as wrong);
/// - `shared-gloss`: two words the course sets against each other (choices of one blank, or the answer
///   and a distractor of one bank into the language) that the glossary glosses alike (`soy` and `estoy`
///   both "I am"), so a hint cannot tell them apart. Reported once for each pair of words.
struct MeaningRules {
  /// The pairs of words reported, by their keys' numbers (the smaller first).
  private var reported: Set<[Int]> = []
  /// Each word met so far, by its number in `keys` and the number of its meanings: words repeat from
  /// exercise to exercise, and the glossary does not change. Each word's place in `folded` is filed by
  /// its text.
  private var folded: [Folded] = []
  private var foldedPlaces = TextTable()
  /// Each folded key met, numbered in the order met.
  private var keys = TextTable()
  /// Each list of meanings met (the folded keys of a word's meanings, sorted), numbered from 1; 0 is none.
  private var meaningLists: [[String]: Int] = [:]

  /// A word as the rules compare it: its key's number, and its meanings' (0 when it has none).
  private struct Folded {
    let key: Int
    let meanings: Int
  }

  mutating func check(_ context: TeacherContext, units: Range<Int>) -> [Finding] {
    let glossary = context.course.glossary
    guard !glossary.isEmpty else { return [] }
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
        findings += shared(
          complete.choices, against: complete.answer, glossary, at: context.path(place).appending("choices"))
      case .translate(let translate) where translate.answerLanguage == .taught:
        // Only a word the glossary glosses can share its gloss with a distractor: most exercises stop here,
        // their answer's words asked of the glossary by their folded bytes.
        var glossed = false
        TextFolding.forEachWordBytes(in: translate.answer) { word in
          if !glossed { glossed = glossary.hasMeanings(forKeyBytes: word) }
        }
        guard glossed else { break }
        // A bank holds a few tiles and an answer a few words: lists are searched faster than sets are made.
        let answer = TextFolding.words(translate.answer)
        // A tile of another right answer ("verte" beside "vert", both "green") is no distractor.
        let right =
          (translate.alternatives.isEmpty
          ? answer : answer + translate.alternatives.flatMap(TextFolding.words))
          .map { keyNumber($0) }
        let distractors = translate.bank.filter { !right.contains(fold($0, glossary).key) }
        for (index, word) in answer.enumerated() where !answer[..<index].contains(word) {
          findings += shared(distractors, against: word, glossary, at: context.path(place).appending("bank"))
        }
      default:
        break
      }
    }
    return findings
  }

  /// A `shared-gloss` for each of `others` glossed exactly as `word`, not reported before.
  private mutating func shared(
    _ others: [String], against word: String, _ glossary: Glossary, at path: @autoclosure () -> JSONPath
  )
    -> [Finding]
  {
    let folded = fold(word, glossary)
    guard folded.meanings != 0 else { return [] }
    var findings: [Finding] = []
    for other in others {
      let otherFolded = fold(other, glossary)
      guard otherFolded.key != folded.key, otherFolded.meanings == folded.meanings else { continue }
      let pair = [min(folded.key, otherFolded.key), max(folded.key, otherFolded.key)]
      guard reported.insert(pair).inserted else { continue }
      findings.append(
        Finding(.sharedGloss, Messages.shared(word, other, glossary.meanings(of: word)), at: path()))
    }
    return findings
  }

  /// `word`'s key and meanings in `glossary`, numbered.
  private mutating func fold(_ word: String, _ glossary: Glossary) -> Folded {
    if let place = foldedPlaces.place(of: word) { return folded[place] }
    let meanings = glossary.meanings(of: word).map(TextFolding.key).sorted()
    var number = 0
    if !meanings.isEmpty {
      number = meaningLists[meanings] ?? meaningLists.count + 1
      meaningLists[meanings] = number
    }
    let value = Folded(key: keyNumber(TextFolding.key(word)), meanings: number)
    foldedPlaces.fileFirst(word, at: folded.count)
    folded.append(value)
    return value
  }

  /// The number of the folded key `key`, numbered now if it is new.
  private mutating func keyNumber(_ key: String) -> Int {
    if let number = keys.place(of: key) { return number }
    let number = keys.count
    keys.fileFirst(key, at: number)
    return number
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
