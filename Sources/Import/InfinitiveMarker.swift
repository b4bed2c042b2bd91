import Course

/// The English infinitive's "to", which a deck writes before a verb's meaning ("to visit someone" for
/// `rendre visite à quelqu'un`, "to eat" for `comer`): a teacher takes the meaning without it as well. A
/// verb is told by the ending of its infinitive in the language taught; a meaning whose "to" is a
/// preposition ("to the left", "to me") keeps it.
struct InfinitiveMarker: Sendable {
  /// The endings of the language taught's infinitives, folded.
  private let endings: [String]
  /// The words a verb's infinitive may follow (a reflexive pronoun: `se lever`).
  private let before: Set<String>

  /// The marker of English meanings of `language`'s verbs (its code); nil when the learner's language is
  /// not English or `language` has no endings listed.
  init?(language: String, learner: String) {
    guard learner == "en", let endings = Self.endings[language] else { return nil }
    self.endings = endings.split(separator: " ").map(String.init)
    before = Set((Self.before[language] ?? "").split(separator: " ").map(String.init))
  }

  /// `answer` without the "to" it begins with, when `prompt` begins with an infinitive of the language
  /// taught and a verb follows the "to" (`visit someone`); nil otherwise, and for a list of meanings ("to
  /// like, to love", "to love or to adore"), whose other "to" would stay.
  func withoutMarker(_ answer: String, prompt: String) -> String? {
    guard !answer.contains(where: { $0 == "," || $0 == ";" }) else { return nil }
    let (words, asked) = (TextFolding.words(answer), TextFolding.words(prompt))
    guard words.count >= 2, words[0] == "to", !Self.notVerbs.contains(words[1]),
      !words.contains("or"), !words.contains("and"),
      let verb = asked.first(where: { !before.contains($0) }),
      endings.contains(where: verb.hasSuffix)
    else { return nil }
    // The answer's own text after its "to", as it is written.
    guard let start = answer.firstIndex(where: \.isLetter), answer[start...].prefix(2).lowercased() == "to"
    else { return nil }
    let rest = answer[start...].dropFirst(2)
    guard rest.first?.isWhitespace == true, let next = rest.firstIndex(where: { !$0.isWhitespace }),
      rest[next].isLetter
    else { return nil }
    return String(rest[next...])
  }

  /// Words after "to" that make it no infinitive's: articles, determiners and pronouns (a conjunction
  /// anywhere makes a list, which keeps its "to").
  private static let notVerbs: Set<String> = [
    "a", "an", "the", "my", "your", "his", "her", "its", "our", "their", "me", "him", "us", "them", "you",
    "it", "this", "that", "these", "those", "some", "each", "every", "one", "someone", "somebody",
    "something", "everyone", "everybody", "everything", "anyone", "anybody", "anything", "no", "nobody",
    "nothing", "none", "all", "any", "whom", "which", "what", "whose", "fro",
  ]

  /// The endings of each language's infinitives, a reflexive one's too.
  private static let endings: [String: String] = [
    "es": "ar er ir arse erse irse",
    "fr": "er ir re oir",
    "it": "are ere ire rre arsi ersi irsi",
    "pt": "ar er ir",
  ]

  /// The reflexive pronouns written before an infinitive, folded (`s'amuser` folds to one word).
  private static let before: [String: String] = ["fr": "se"]
}
