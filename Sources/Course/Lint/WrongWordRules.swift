/// `wrong-word-accepted`: an answer the grader would take although a learner typed a different real word.
///
/// The grader refuses a real word one letter from a tile, but still forgives a missing accent: where the word
/// without its accent is another word (tú / tu, está / esta), the learner is told "pay attention to the
/// accents" for a wrong word. An alternative that swaps one word of the answer for a near form
/// ("pequeña" for "pequeño") accepts that form outright; not two persons of a verb that a prompt's "you"
/// can be ("tienes" for "tiene", "You have…").
enum WrongWordRules {
  static func check(_ context: TeacherContext, units: Range<Int>) -> [Finding] {
    var findings: [Finding] = []
    context.course.forEachExercise(units: units) { exercise, place in
      switch exercise {
      case .translate(let translate):
        findings += check(translate, at: place, context)
      case .complete(let complete):
        findings += choice(complete.answer, complete.choices, context.lexicons.taught, place, context)
      case .selectImage(let select):
        findings += choice(
          select.answer, select.choices.map(\.name), context.lexicons.learner, place, context)
      case .match, .type, .listen:
        // Nothing to pick from: a typed word is graded against the answers alone.
        break
      }
    }
    return findings
  }

  private static func check(_ translate: Translate, at place: ExercisePlace, _ context: TeacherContext)
    -> [Finding]
  {
    var findings: [Finding] = []
    let lexicon = context.lexicons[translate.answerLanguage]
    // The tiles are folded only when a word of a sentence has an accent another word lacks: seldom.
    var tiles: Set<String>?
    var reported: Set<String> = []
    for index in -1..<translate.alternatives.count {
      let sentence = index < 0 ? translate.answer : translate.alternatives[index]
      // Only a word with an accent can be taken for its unaccented twin: an ASCII sentence has none.
      if UTF8Scalars.isASCII(sentence) { continue }
      TextFolding.forEachWordBytes(in: sentence) { bytes in
        // Nor can an ASCII word: most words of the sentence are, and are passed over by their bytes.
        guard !bytes.allSatisfy({ $0 < 0x80 }) else { return }
        let word = String(decoding: bytes, as: UTF8.self)
        guard let bare = unaccentedWord(word, lexicon: lexicon) else { return }
        let known = tiles ?? Set(translate.bank.map(TextFolding.key))
        tiles = known
        guard !known.contains(bare), reported.insert(bare).inserted else { return }
        let path = context.path(place)
        var finding = Finding(
          .wrongWordAccepted, Messages.accentTile(bare, word),
          at: index < 0 ? path.appending("answer") : path.appending("alternatives").appending(index))
        finding.fix = .addDistractor([bare])
        findings.append(finding)
      }
    }
    guard !translate.alternatives.isEmpty else { return findings }
    let answer = TextFolding.words(translate.answer)
    for (index, alternative) in translate.alternatives.enumerated() {
      // Either word is right when the glossary says so, or when it glosses the two whole texts alike
      // ("un enfant" and "une enfant": "child").
      if let (theirs, ours) = nearSwap(TextFolding.words(alternative), answer, lexicon: lexicon),
        !arePersonsOfYou(theirs, ours, in: translate, context),
        !sameMeaning(theirs, ours, in: context.course.glossary),
        !sameMeaning(alternative, translate.answer, in: context.course.glossary)
      {
        findings.append(
          Finding(
            .wrongWordAccepted, Messages.nearAlternative(theirs, ours),
            at: context.path(place).appending("alternatives").appending(index)))
      }
    }
    return findings
  }

  private static func choice(
    _ answer: String, _ choices: [String], _ lexicon: any Lexicon, _ place: ExercisePlace,
    _ context: TeacherContext
  ) -> [Finding] {
    // Only a word with an accent can be taken for its unaccented twin: an ASCII answer has none.
    guard !UTF8Scalars.isASCII(answer) else { return [] }
    let words = TextFolding.words(answer)
    guard words.count == 1, let word = words.first, let bare = unaccentedWord(word, lexicon: lexicon),
      !Set(choices.map(TextFolding.key)).contains(bare)
    else { return [] }
    var finding = Finding(
      .wrongWordAccepted, Messages.accentChoice(bare, word), at: context.path(place).appending("answer"))
    finding.fix = .addDistractor([bare])
    return [finding]
  }

  /// Whether `a` and `b` are two persons of a verb that the prompt's "you" can be, so both are right ("You
  /// have many friends.": `tienes` and `tiene`). The words are compared first: the prompt is read only for
  /// such a pair.
  private static func arePersonsOfYou(
    _ a: String, _ b: String, in translate: Translate, _ context: TeacherContext
  ) -> Bool {
    guard translate.answerLanguage == .taught, let you = context.you else { return false }
    return you.areTwoPersons(a, b) && you.addresses(translate.prompt)
  }

  /// Whether the glossary gives two words or texts a meaning in common (amigo / amiga: "friend", a note
  /// in parentheses aside), so either is right.
  private static func sameMeaning(_ a: String, _ b: String, in glossary: Glossary) -> Bool {
    !Set(GlossMeanings.keys(of: a, in: glossary)).isDisjoint(with: GlossMeanings.keys(of: b, in: glossary))
  }

  /// The word `word` is without its accents, when that is a different word of the language.
  private static func unaccentedWord(_ word: String, lexicon: any Lexicon) -> String? {
    let bare = TextFolding.stripAccents(word)
    guard bare != word, lexicon.knows(bare) else { return nil }
    return bare
  }

  /// The one word `alternative` has in place of one of `answer`'s, when the two are near forms of real words.
  private static func nearSwap(_ alternative: [String], _ answer: [String], lexicon: any Lexicon)
    -> (String, String)?
  {
    guard alternative.count == answer.count else { return nil }
    let differences = zip(alternative, answer).filter { $0 != $1 }
    guard differences.count == 1, let (theirs, ours) = differences.first else { return nil }
    let near =
      TextFolding.isOneLetterOff(TextFolding.stripAccents(theirs), TextFolding.stripAccents(ours))
      || TextFolding.stripAccents(theirs) == TextFolding.stripAccents(ours)
    guard near, lexicon.knows(theirs) else { return nil }
    return (theirs, ours)
  }

  enum Messages {
    static func accentTile(_ bare: String, _ word: String) -> String {
      "a learner who types '\(bare)' gets '\(word)' with only an accents note, but '\(bare)' is a different "
        + "word; add '\(bare)' to the bank as a distractor so it is graded wrong"
    }

    static func accentChoice(_ bare: String, _ word: String) -> String {
      "a learner who types '\(bare)' gets '\(word)' with only an accents note, but '\(bare)' is a different "
        + "word; add '\(bare)' to the choices so it is graded wrong"
    }

    static func nearAlternative(_ theirs: String, _ ours: String) -> String {
      "this alternative accepts '\(theirs)' where the answer has '\(ours)', a different word; remove the "
        + "alternative, or give both the same meaning in the glossary if either is right"
    }
  }
}
