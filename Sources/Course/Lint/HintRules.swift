/// The hint rule: each word of a prompt in the language taught has a meaning in the glossary, so `:hint`
/// has one to give. The units are checked a run at a time, in path order; a word is reported once, where
/// the course first writes it, the words reported so far remembered from one run to the next.
struct HintRules {
  private var reported: Set<String> = []
  /// The texts checked so far: a text met again reports nothing new, its words reported already.
  private var checked = TextTable()

  /// The findings in the units `range` of `course`, the next ones on the path; none for a course without
  /// a glossary, which gives no hints at all.
  mutating func check(_ course: Course, sources: CourseSources, units range: Range<Int>) -> [Finding] {
    guard !course.glossary.isEmpty else { return [] }
    let lookup = GlossaryLookup(course.glossary)
    let known = Set(course.knownWords.map(TextFolding.key))
    var findings: [Finding] = []
    course.forEachExercise(units: range) { exercise, place in
      // A course asks a text many times, and one met before reports nothing new: it is remembered before
      // its words are looked up. A new text glossed word by word has nothing to report either.
      Self.forEachPrompt(of: exercise) { text, field in
        guard checked.fileFirst(text), !lookup.isGlossedWordByWord(text) else { return }
        for word in lookup.unglossedInPlace(of: text) {
          let key = TextFolding.key(word)
          guard !known.contains(key), !Self.isNumber(key), reported.insert(key).inserted else {
            continue
          }
          findings.append(
            Finding(
              .noHint,
              "'\(word)' has no meaning in the glossary, so :hint has none to give; add it to "
                + "\"glossary\" with its meanings",
              at: field.path(in: place.path(in: sources))))
        }
      }
    }
    return findings
  }

  /// Whether a folded key is a number, its digits perhaps joined (`1.000`, `10:30`, `20-30`): it needs no
  /// meaning.
  static func isNumber(_ key: String) -> Bool {
    // An ASCII key is told by its bytes, without reading characters.
    if key.allBytes({ $0 < 0x80 }) {
      let digit = { (byte: UInt8) in byte &- UInt8(ascii: "0") < 10 }
      return key.allBytes {
        digit($0) || $0 == UInt8(ascii: ".") || $0 == UInt8(ascii: ",") || $0 == UInt8(ascii: ":")
          || $0 == UInt8(ascii: "-")
      }
        && (key.isEmpty || !key.allBytes { !digit($0) })
    }
    return key.allSatisfy { $0.isNumber || ".,:-".contains($0) }
      && (key.isEmpty || key.contains(where: \.isNumber))
  }

  /// Calls `body` with each text of `exercise` in the language taught that `:hint` glosses, and where it
  /// is: lent from the exercise, no list made.
  static func forEachPrompt(of exercise: Exercise, _ body: (String, ExerciseField) -> Void) {
    switch exercise {
    case .selectImage(let select): body(select.prompt, .prompt)
    case .complete(let complete): body(complete.prompt, .prompt)
    case .match(let match):
      for index in match.pairs.indices { body(match.pairs[index].left, .pair(index, side: 0)) }
    case .translate(let translate):
      if translate.answerLanguage == .learner { body(translate.prompt, .prompt) }
    case .type(let type): if type.answerLanguage == .learner { body(type.prompt, .prompt) }
    case .listen(let listen): body(listen.prompt, .prompt)
    }
  }
}
