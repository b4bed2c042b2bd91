/// What a note becomes: a word to teach, a sentence to translate, or a sentence to complete.
enum Item: Sendable {
  case word(Word)
  case sentence(Sentence)
  case cloze(Cloze)

  /// A word or short phrase of the language taught with its meaning, and a picture when a field was an emoji.
  struct Word: Sendable {
    var key: String
    var text: String
    var meaning: String
    var emoji: String?
    /// Whether the note was studied both ways in Anki.
    var reversed: Bool
    /// The other forms a field gives (`une publicité / une pub`), and the notes it adds (`(informal)`).
    var alternatives: [String] = []
    var otherMeanings: [String] = []
    var notes: [String] = []
    /// The meanings other notes of the same word give (`la femme`: "the woman" beside "the wife"), merged
    /// into this one item.
    var senses: [Sense] = []

    /// Every meaning the word is right with, the first one first: its own and its other notes'.
    var allMeanings: [String] {
      [meaning] + otherMeanings + senses.flatMap { [$0.meaning] + $0.others }
    }

    /// The glossary's meanings of the word: each note's meanings, the first said with its notes.
    var glossMeanings: [String] { glossMeanings(marked: nil) }

    /// `glossMeanings`, the first one's notes ending with `mark` (a form's gender, `m` or `f`) when the
    /// notes do not say it already.
    func glossMeanings(marked mark: String?) -> [String] {
      let own = mark.map { mark in notes.contains(where: { $0.lowercased() == mark }) ? notes : notes + [mark]
      }
      return [Self.withNotes(meaning, own ?? notes)] + otherMeanings
        + senses.flatMap { [Self.withNotes($0.meaning, $0.notes)] + $0.others }
    }

    /// `meaning` followed by its notes in brackets (`hi (informal)`).
    private static func withNotes(_ meaning: String, _ notes: [String]) -> String {
      notes.isEmpty ? meaning : "\(meaning) (\(notes.joined(separator: "; ")))"
    }
  }

  /// A meaning of a word that another note gives: its first form, its other forms, its notes.
  struct Sense: Sendable {
    var meaning: String
    var others: [String] = []
    var notes: [String] = []
  }

  /// A sentence of the language taught and its translation.
  struct Sentence: Sendable {
    var key: String
    var text: String
    var translation: String
    /// The other forms each field gives (` / `), accepted as well.
    var alternatives: [String] = []
    var otherTranslations: [String] = []
    /// Whether its translation is asked into the language taught: not when an earlier sentence has the
    /// same translation (`SentenceVariants`).
    var askedInto = true
  }

  /// A sentence with one blank, the text that fills it, and an optional translation.
  struct Cloze: Sendable {
    var key: String
    var prompt: String
    var answer: String
    var translation: String?
  }

  /// The item with each of its texts in the language taught rewritten by `rewrite`.
  func rewritingTaught(_ rewrite: (String) -> String) -> Item {
    switch self {
    case .word(var word):
      word.text = rewrite(word.text)
      word.alternatives = word.alternatives.map(rewrite)
      return .word(word)
    case .sentence(var sentence):
      sentence.text = rewrite(sentence.text)
      sentence.alternatives = sentence.alternatives.map(rewrite)
      return .sentence(sentence)
    case .cloze(var cloze):
      cloze.prompt = rewrite(cloze.prompt)
      cloze.answer = rewrite(cloze.answer)
      return .cloze(cloze)
    }
  }

  /// The texts the item writes, in either language.
  var texts: [String] {
    switch self {
    case .word(let word): [word.text, word.meaning]
    case .sentence(let sentence): [sentence.text, sentence.translation]
    case .cloze(let cloze): [cloze.prompt, cloze.answer] + (cloze.translation.map { [$0] } ?? [])
    }
  }

  var word: Word? {
    if case .word(let word) = self { return word }
    return nil
  }
}
