/// A text a course writes, the language it is written in, and where.
public struct CourseText: Sendable {
  public let text: String
  public let side: LanguageSide
  public let path: JSONPath
}

extension Course {
  /// Every text of the course whose language the format fixes, in file order.
  ///
  /// Select image: the prompt is taught, the choice names the learner's. Complete: prompt and choices taught,
  /// translation the learner's. Match: left taught, right the learner's. Translate: the answer, its
  /// alternatives and the bank in `answerLanguage`, the prompt in the other. Guidebook tips mix both and are
  /// left out.
  public func texts(sources: CourseSources = CourseSources()) -> [CourseText] {
    var texts: [CourseText] = []
    func add(_ text: String, _ side: LanguageSide, _ path: JSONPath) {
      texts.append(CourseText(text: text, side: side, path: path))
    }
    for (u, unit) in units.enumerated() {
      let unitPath = sources.units.indices.contains(u) ? sources.units[u].path : .root
      for (p, phrase) in unit.guidebook.phrases.enumerated() {
        let path = unitPath.appending("guidebook").appending("phrases").appending(p)
        add(phrase.text, .taught, path.appending("text"))
        add(phrase.translation, .learner, path.appending("translation"))
      }
      for (n, node) in unit.nodes.enumerated() {
        let nodeSources = sources.units.indices.contains(u) ? sources.units[u].nodes[safe: n] : nil
        for (t, taught) in node.teaches.enumerated() {
          add(taught, .taught, (nodeSources?.path ?? .root).appending("teaches").appending(t))
        }
        for (e, exercise) in node.exercises.enumerated() {
          let path = nodeSources?.exercises[safe: e] ?? .root
          for (text, side, place) in exercise.texts(at: path) { add(text, side, place) }
        }
      }
    }
    for entry in glossary.entries {
      let path = JSONPath.root.appending("glossary").appending(entry.word)
      add(entry.word, .taught, path)
      for (m, meaning) in entry.meanings.enumerated() { add(meaning, .learner, path.appending(m)) }
    }
    return texts
  }

  /// Every word the course writes in the language of `side`, and its `knownWords`.
  public func words(of side: LanguageSide) -> [String] {
    texts().filter { $0.side == side }.flatMap { Spelling.words($0.text) }
      + knownWords.flatMap(Spelling.words)
  }

  /// The course's words as a lexicon of each side, over the dictionaries given.
  public func lexicons(taught: (any Lexicon)?, learner: (any Lexicon)?) -> Lexicons {
    var words: [LanguageSide: [String]] = [:]
    for text in texts() { words[text.side, default: []] += Spelling.words(text.text) }
    let known = knownWords.flatMap(Spelling.words)
    return Lexicons(
      taught: CourseLexicon(dictionary: taught, courseWords: WordListLexicon((words[.taught] ?? []) + known)),
      learner: CourseLexicon(
        dictionary: learner, courseWords: WordListLexicon((words[.learner] ?? []) + known)))
  }
}

extension Exercise {
  /// The exercise's texts with their language and path.
  public func texts(at path: JSONPath = .root) -> [(String, LanguageSide, JSONPath)] {
    switch self {
    case .selectImage(let select):
      return [
        (select.prompt, .taught, path.appending("prompt")),
        (select.answer, .learner, path.appending("answer")),
      ]
        + select.choices.enumerated().map {
          ($1.name, .learner, path.appending("choices").appending($0).appending("name"))
        }
    case .complete(let complete):
      var texts: [(String, LanguageSide, JSONPath)] = [
        (
          complete.prompt.replacingOccurrences(of: Complete.blank, with: " "), .taught,
          path.appending("prompt")
        ),
        (complete.answer, .taught, path.appending("answer")),
      ]
      texts += complete.choices.enumerated().map { ($1, .taught, path.appending("choices").appending($0)) }
      if let translation = complete.translation {
        texts.append((translation, .learner, path.appending("translation")))
      }
      return texts
    case .match(let match):
      return match.pairs.enumerated().flatMap { index, pair in
        let pairPath = path.appending("pairs").appending(index)
        return [
          (pair.left, LanguageSide.taught, pairPath.appending(0)),
          (pair.right, .learner, pairPath.appending(1)),
        ]
      }
    case .translate(let translate):
      let side = translate.answerLanguage
      let other: LanguageSide = side == .taught ? .learner : .taught
      return [
        (translate.prompt, other, path.appending("prompt")),
        (translate.answer, side, path.appending("answer")),
      ]
        + translate.alternatives.enumerated().map { ($1, side, path.appending("alternatives").appending($0)) }
        + translate.bank.enumerated().map { ($1, side, path.appending("bank").appending($0)) }
    }
  }
}

extension Array {
  /// The element at `index`, or nil when there is none.
  subscript(safe index: Int) -> Element? { indices.contains(index) ? self[index] : nil }
}
