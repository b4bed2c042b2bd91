import Course

/// The answers a deck gives one prompt across its notes: a meaning several notes translate (`business`:
/// `le commerce`, and `les affaires`), or a sentence written several ways in a list of translations
/// (Tatoeba's "You're very beautiful." is `Estás muy linda.`, `Eres muy bonita.` and more). An exercise
/// asking a prompt accepts every answer the deck pairs with it, not only its own note's: a learner who
/// gives another note's answer is right.
struct SharedPrompts: Sendable {
  /// The answers in the language taught, by the folded prompt in the learner's, in the deck's order.
  private var taught: [String: [String]] = [:]
  /// The answers in the learner's language, by the folded prompt in the language taught.
  private var learner: [String: [String]] = [:]

  /// The most answers of other notes an exercise takes.
  static let most = 8

  /// No prompt shared.
  init() {}

  /// The answers `items` give each prompt, as `ExerciseMaker` asks them.
  init(_ items: [Item]) {
    for item in items {
      switch item {
      case .word(let word):
        for meaning in [word.meaning] + word.senses.map(\.meaning) {
          taught[TextFolding.key(meaning), default: []] += [word.text] + word.alternatives
        }
        learner[TextFolding.key(word.text), default: []] += word.allMeanings
      case .sentence(let sentence):
        taught[TextFolding.key(sentence.translation), default: []] += [sentence.text] + sentence.alternatives
        learner[TextFolding.key(sentence.text), default: []] +=
          [sentence.translation] + sentence.otherTranslations
      case .cloze:
        break
      }
    }
  }

  /// The answers in the language of `side` that the deck gives `prompt` beside `answer` and `others`
  /// (none folding alike), at most `most`.
  func more(for prompt: String, answer: String, others: [String], side: LanguageSide) -> [String] {
    let given = (side == .taught ? taught : learner)[TextFolding.key(prompt)] ?? []
    // Most prompts are their own note's alone: the answer is all the deck gives them.
    guard given.count > 1 else { return [] }
    var seen = Set(([answer] + others).map(TextFolding.key))
    return Array(given.filter { seen.insert(TextFolding.key($0)).inserted }.prefix(Self.most))
  }
}
