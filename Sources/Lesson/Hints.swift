import Course

/// What `:hint` says and which words an exercise introduces, decided from the course's glossary: pure, the
/// views only show it.
public enum Hints {
  /// What `:hint` says at a match, whose words' meanings are its pairs: no gloss, which would be the answer.
  public static let match = "A match has no hint: pair the words you know first, and the rest will fit."

  /// The glossary's meaning of each word of what `prompt` asks, in order: the prompt's text, or a match's
  /// words in the order shown. A text in the learner's language (a translation into the language taught) is
  /// glossed by the words that mean it. (`:hint` says `match` at a match and `Hearing.hint` at a listening
  /// exercise instead: there the glosses would be the answer.)
  public static func glosses(for prompt: Prompt, glossary: Glossary) -> [Gloss] {
    let (texts, side) = hinted(prompt)
    let lookup = GlossaryLookup(glossary, side: side)
    return texts.flatMap(lookup.glosses)
  }

  /// The texts `:hint` glosses and the language they are written in.
  static func hinted(_ prompt: Prompt) -> (texts: [String], side: LanguageSide) {
    switch prompt.exercise {
    case .selectImage(let select): ([select.prompt], .taught)
    case .complete(let complete): ([complete.prompt], .taught)
    case .match: (prompt.left, .taught)
    case .translate(let translate):
      ([translate.prompt], translate.answerLanguage == .learner ? .taught : .learner)
    case .type(let type): ([type.prompt], type.answerLanguage == .learner ? .taught : .learner)
    case .listen(let listen): ([listen.prompt], .taught)
    }
  }

  /// The glossary of the words `course` teaches (its nodes' `teaches`), the words an exercise may
  /// introduce: a glossary word no node teaches (a word a blank splits from its phrase) has a hint, but is
  /// not a word of the course to meet.
  public static func taughtLookup(_ course: Course) -> GlossaryLookup {
    GlossaryLookup(taughtGlossary(course))
  }

  /// The entries of `course`'s glossary that its nodes teach (see `taughtLookup`), in order.
  public static func taughtGlossary(_ course: Course) -> Glossary {
    course.glossary.taught(by: TaughtWords(course.units))
  }

  /// The texts in the language taught that `prompt` shows before it is answered: what a learner meets in
  /// it. A listening exercise shows none (its text is heard, and typed back), nor does a translation into
  /// the language taught (its words are the answer).
  public static func shownTaughtTexts(_ prompt: Prompt) -> [String] {
    switch prompt.exercise {
    case .selectImage(let select): [select.prompt]
    case .complete(let complete): [complete.prompt]
    case .match: prompt.left
    case .translate(let translate): translate.answerLanguage == .learner ? [translate.prompt] : []
    case .type(let type): type.answerLanguage == .learner ? [type.prompt] : []
    case .listen: []
    }
  }

  /// The words `prompt` introduces: each word or phrase of its shown text in the language taught that
  /// `glossary` gives a meaning (`taughtLookup`: the words the course teaches), the learner has not met (`met`, folded as `TextFolding.key`), and this
  /// lesson has not introduced already (`introduced`, folded the same way), each once, in order.
  public static func newWords(
    in prompt: Prompt, glossary: GlossaryLookup, met: Set<String>, introduced: Set<String> = []
  ) -> [Gloss] {
    var seen = met.union(introduced)
    var words: [Gloss] = []
    for text in shownTaughtTexts(prompt) {
      for gloss in glossary.glosses(of: text) where !gloss.meanings.isEmpty {
        let key = TextFolding.key(gloss.entry ?? gloss.text)
        if seen.insert(key).inserted { words.append(gloss) }
      }
    }
    return words
  }

  /// The words the exercises at `shown` of `prompts` introduced, in the order shown, for a learner who had
  /// met `met`: what a lesson has introduced so far.
  public static func introduced(
    by shown: [Prompt], glossary: GlossaryLookup, met: Set<String>
  ) -> [Gloss] {
    var introduced: Set<String> = []
    var words: [Gloss] = []
    for prompt in shown {
      let new = newWords(in: prompt, glossary: glossary, met: met, introduced: introduced)
      for gloss in new { introduced.insert(TextFolding.key(gloss.entry ?? gloss.text)) }
      words += new
    }
    return words
  }
}

extension Lesson {
  /// The exercises shown at least once so far, in the order first shown: those settled, and those missed
  /// that come back (the current one too, when it is a second try).
  public var shownPrompts: [Prompt] {
    let waiting = Set(queue)
    return prompts.indices.filter { !waiting.contains($0) || missed.contains($0) }.map { prompts[$0] }
  }

  /// The words the current exercise introduces to a learner who had met `met` (folded as
  /// `TextFolding.key`) before the lesson: none on a second try, none the lesson introduced already.
  public func newWords(glossary: GlossaryLookup, met: Set<String>) -> [Gloss] {
    guard let current, !isReplay else { return [] }
    let before = Hints.introduced(by: shownPrompts, glossary: glossary, met: met)
    return Hints.newWords(
      in: current, glossary: glossary, met: met,
      introduced: Set(before.map { TextFolding.key($0.entry ?? $0.text) }))
  }
}
