import Course

/// The preposition a verb or phrase governs, which a deck writes after it where the meaning has no word for
/// it: `enamorarse de` for "to fall in love", `réfléchir à` for "to reflect", `beaucoup de` for "a lot". A
/// teacher takes the answer without it as well. Where leaving it out makes another verb (`acabar de` "to
/// have just" is no `acabar` "to finish"), the answer is right only whole.
struct GovernedPrepositions: Sendable {
  /// The prepositions of the language taught, folded.
  private let taught: Set<String>
  /// The prepositions of the learner's language: a meaning that ends with one asks for the preposition.
  private let learner: Set<String>
  /// A verb and its preposition, folded, that mean something else apart.
  private let periphrases: Set<String>

  /// The prepositions of `language` (its code) against those of `learner`; nil when either has none listed.
  init?(language: String, learner: String) {
    guard let taught = Self.prepositions[language], let learner = Self.prepositions[learner] else {
      return nil
    }
    let words = { (list: String) in Set(list.split(separator: " ").map { TextFolding.key(String($0)) }) }
    (self.taught, self.learner) = (words(taught), words(learner))
    periphrases = Set((Self.periphrases[language] ?? []).map(TextFolding.key))
  }

  /// `answer` without the preposition it ends with, when `prompt` ends with none and the preposition
  /// follows a word (`enamorarse` for "to fall in love"); nil otherwise.
  func withoutPreposition(_ answer: String, prompt: String) -> String? {
    let words = TextFolding.words(answer)
    guard words.count >= 2, let last = words.last, taught.contains(last),
      let asked = TextFolding.words(prompt).last, !learner.contains(asked),
      !periphrases.contains(words.suffix(2).joined(separator: " "))
    else { return nil }
    // The answer's own text before its last word, as it is written.
    guard let end = answer.lastIndex(where: \.isLetter),
      let before = answer[..<end].lastIndex(where: { !$0.isLetter })
    else { return nil }
    let rest = answer[..<before].reversed().drop(while: \.isWhitespace).reversed()
    guard rest.last?.isLetter == true else { return nil }
    return String(rest)
  }

  private static let prepositions: [String: String] = [
    "en": "to of with in on for at about from into onto by up out off over after upon like",
    "es": "a de en con por para sobre hacia desde contra sin entre",
    "fr": "à de en avec pour sur dans par chez contre sans entre vers",
    "it": "a di da in con su per tra fra",
    "pt": "a de em com por para sobre contra sem entre",
  ]

  /// Verbs that take another meaning with their preposition: "to have just", "to stop doing", "to do
  /// again", "to start to", "to end up", "to be about to".
  private static let periphrases: [String: [String]] = [
    "es": ["acabar de", "dejar de", "volver a", "llegar a", "ponerse a", "echarse a", "haber de"],
    "fr": ["venir de", "mettre à", "train de", "finir par", "faillir de"],
    "it": ["stare per", "finire per", "tornare a", "mettersi a"],
    "pt": ["acabar de", "deixar de", "voltar a", "ficar de", "pôr-se a"],
  ]
}
