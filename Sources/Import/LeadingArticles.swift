import Course

/// Articles a word note's two sides may or may not write: "cell phone" is `un celular` in a deck that
/// teaches each noun with its article, and a teacher takes `celular` as well. Where the prompt starts with
/// no article, the answer is right without its own.
struct LeadingArticles: Sendable {
  /// The articles of the language taught, folded.
  private let taught: Set<String>
  /// The articles of the learner's language, folded.
  private let learner: Set<String>
  /// Each article of the language taught and the others of its gender and number: definite, indefinite
  /// and partitive (`le`, `un` and `du`; `el` and `un`).
  private let counterparts: [String: [String]]

  /// The articles of `language` (its code) against those of `learner`; nil when either has none listed.
  init?(language: String, learner: String) {
    guard let taught = Self.articles[language], let learner = Self.articles[learner] else { return nil }
    (self.taught, self.learner) = (
      Set(taught.split(separator: " ").map(String.init)), Set(learner.split(separator: " ").map(String.init))
    )
    var counterparts: [String: [String]] = [:]
    for group in (Self.groups[language] ?? "").split(separator: " ") {
      let articles = group.split(separator: "/").map(String.init)
      for article in articles { counterparts[article] = articles.filter { $0 != article } }
    }
    self.counterparts = counterparts
  }

  /// The articles that would make another right answer before or in place of `answer`'s first word, when
  /// `prompt` starts with none: for an answer with an article, those of its gender and number (`la` for
  /// `une maison`, "house", which says neither "a" nor "the"; `un` and `du` for `le pain`, "bread"); for
  /// one without, every article of the language (`la guía de televisión` for `guía de televisión`,
  /// "television schedule"); none when the prompt has an article. They are no distractors.
  func alsoRight(in answer: String, prompt: String) -> [String] {
    let (words, asked) = (TextFolding.words(answer), TextFolding.words(prompt))
    guard let first = words.first, let start = asked.first, !learner.contains(start) else { return [] }
    guard taught.contains(first) else { return taught.sorted() }
    return words.count >= 2 ? counterparts[first] ?? [] : []
  }

  /// `answer` without the article it starts with, when `prompt` starts with none and a word follows the
  /// article (`un celular` for "cell phone": `celular`); nil otherwise. An elided article (`l'automne`) is
  /// part of its word's tile, and stays.
  func withoutArticle(_ answer: String, prompt: String) -> String? {
    let (words, asked) = (TextFolding.words(answer), TextFolding.words(prompt))
    guard words.count >= 2, let first = words.first, taught.contains(first), let start = asked.first,
      !learner.contains(start)
    else { return nil }
    // The answer's own text after its first word, as it is written.
    guard let wordStart = answer.firstIndex(where: \.isLetter) else { return nil }
    let afterWord = answer[wordStart...].firstIndex { !$0.isLetter } ?? answer.endIndex
    let rest = answer[afterWord...].trimmingPrefix { $0.isWhitespace }
    guard rest.first?.isLetter == true else { return nil }
    return String(rest)
  }

  /// Whether `meaning` is `text` but for the article each starts with, accents and case (`un fiancé`,
  /// "fiancé"; `l'Île de France`, "Ile de France"): asked into the learner's language, it would be copied,
  /// not translated.
  func copies(_ text: String, meaning: String) -> Bool {
    // An elided article (`l'Île`) is read as part of its word: it is cut off first.
    let start = text.drop { $0.isWhitespace }
    let elided = ["l'", "l’"].contains(start.prefix(2).lowercased()) ? start.dropFirst(2) : start
    func bare(_ text: some StringProtocol, _ articles: Set<String>) -> [String] {
      let words = TextFolding.words(String(text))
      let kept = words.count >= 2 && articles.contains(words[0]) ? Array(words.dropFirst()) : words
      return kept.map(TextFolding.stripAccents)
    }
    let asked = bare(elided, taught)
    return !asked.isEmpty && asked == bare(meaning, learner)
  }

  private static let articles: [String: String] = [
    "en": "a an the some",
    "es": "el la los las un una unos unas",
    "fr": "le la les un une des du",
    "it": "il lo la i gli le un uno una",
    "pt": "o a os as um uma uns umas",
  ]

  /// The articles of one gender and number, in groups: definite, indefinite and (one word) partitive.
  private static let groups: [String: String] = [
    "es": "el/un la/una los/unos las/unas",
    "fr": "le/un/du la/une les/des",
    "it": "il/un/del lo/uno/dello la/una/della i/dei gli/degli le/delle",
    "pt": "o/um a/uma os/uns as/umas",
  ]
}
