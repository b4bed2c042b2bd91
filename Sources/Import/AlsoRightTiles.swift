import Course

/// Tiles of the language taught that would make another right answer if offered as distractors: a subject
/// pronoun where the language drops it (`tú` beside `Nadas muy rápido.` builds `Tú nadas muy rápido.`, as
/// right), and another gender or number of a word of the answer (`sola` beside `solo`: "You'll never be
/// alone." says neither), and, where the prompt says "you", another person of a verb that "you" can be
/// (`nadan` beside `nadas`: "You swim." is `ustedes nadan` too; the answer's verb that of "tú", as a verb
/// of another person agrees with another subject). A teacher never offers any as wrong.
/// So is the other verb "to be" of the same person (`eres` beside `estás`, `CopulaPairs`).
/// Other forms stay fair traps: `estás` beside `están` for "They are", `las` beside `los`, whose noun or
/// verb tells them apart.
struct AlsoRightTiles: Sendable {
  /// The language's subject pronouns if it drops them, folded.
  private let pronouns: [String]
  /// The first bytes of the pronouns: a word starting otherwise is none, told without comparing.
  private let pronounStarts: Set<UInt8>
  /// The endings that tell its words' gender and number apart.
  private let endings: WordEndings
  /// The persons of a verb that "you" can be; nil where none are listed.
  private let you: PersonsOfYou?
  /// The forms of "to be" the learner's language does not tell apart; nil where none are listed.
  private let copulas: CopulaPairs?

  /// The tiles of `language` (its code) that are no distractors, for a learner of `learner` (its code);
  /// nil for a language with none listed.
  init?(language: String, learner: String = "") {
    let pronouns = Self.droppedPronouns[language] ?? ""
    let endings = Self.endings[language] ?? []
    guard !pronouns.isEmpty || !endings.isEmpty else { return nil }
    you = PersonsOfYou(language: language, learner: learner)
    copulas = CopulaPairs(language: language, learner: learner)
    self.pronouns = pronouns.split(separator: " ").map { TextFolding.key(String($0)) }
    pronounStarts = Set(self.pronouns.compactMap(\.utf8.first))
    self.endings = WordEndings(endings)
  }

  /// Whether the folded tile `key` would be another right answer's word beside the folded words `answer`,
  /// of a prompt that says "you" when `addressed` (see `addresses`). A bank's search asks this of every
  /// tile it looks at: lists of a few words are searched, no word is hashed.
  func contains(_ key: String, besides answer: [String], addressed: Bool = false) -> Bool {
    if let first = key.utf8.first, pronounStarts.contains(first), pronouns.contains(key) { return true }
    // Only an answer's verb of "tú" (`nadas`) is the learner's "you": a verb of another person agrees with
    // another subject ("Where are your papers?", `están` for `papeles`), and its other forms stay traps.
    if addressed, let you,
      answer.contains(where: { $0.utf8.last == UInt8(ascii: "s") && you.areTwoPersons(key, $0) })
    {
      return true
    }
    if let copulas, answer.contains(where: { copulas.areTwins(key, $0) }) { return true }
    return !endings.all.isEmpty && answer.contains { endings.areTwoForms(key, $0) }
  }

  /// Whether `prompt`, in the learner's language, says "you": then one person of a verb is as right as
  /// another that "you" can be.
  func addresses(_ prompt: String) -> Bool { you?.addresses(prompt) ?? false }

  /// `sentence` without its subject pronoun, where the language drops it and the sentence starts with one
  /// (`Tú no eres un estudiante.`: `No eres un estudiante.`; `¿Vos sos la hija de Tom?`: `¿Sos la hija de
  /// Tom?`); nil otherwise. A pronoun that stands with another word (`Tú y yo`, `Yo también`, `Yo que
  /// tú`), or before a comma, is kept.
  func withoutSubject(_ sentence: String) -> String? {
    guard !pronouns.isEmpty else { return nil }
    let opening = sentence.prefix { !$0.isLetter && !$0.isNumber }
    let rest = sentence.dropFirst(opening.count)
    let word = rest.prefix { $0.isLetter }
    guard !word.isEmpty,
      pronouns.contains(TextFolding.key(String(word))) || Self.abbreviated.contains(String(word))
    else { return nil }
    // "Ud." and "Vd." end in a point.
    var after = rest.dropFirst(word.count)
    if Self.abbreviated.contains(String(word)), after.first == "." { after = after.dropFirst() }
    guard after.first?.isWhitespace == true else { return nil }
    let next = after.drop { $0.isWhitespace }
    let following = next.prefix { $0.isLetter }
    guard !following.isEmpty, !Self.keepsPronoun.contains(TextFolding.key(String(following))) else {
      return nil
    }
    return opening + next.prefix(1).uppercased() + next.dropFirst()
  }

  /// Spanish abbreviations of `usted` and `ustedes`, as written.
  private static let abbreviated: Set<String> = ["Ud", "Uds", "Vd", "Vds", "ud", "uds", "vd", "vds"]

  /// Words a subject pronoun stands with rather than before its verb: it can't be left out before them.
  private static let keepsPronoun: Set<String> = [
    "y", "e", "o", "u", "ni", "que", "también", "tampoco", "mismo", "misma", "mismos", "mismas", "solo",
    "sola", "solos", "solas", "sólo", "anche", "neanche", "nemmeno", "stesso", "stessa", "stessi",
    "stesse", "também", "mesmo", "mesma", "mesmos", "mesmas", "só", "sozinho", "sozinha",
  ]

  private static let droppedPronouns: [String: String] = [
    "es": "yo tú vos él ella usted nosotros nosotras vosotros vosotras ellos ellas ustedes",
    "it": "io tu lui lei noi voi loro",
    "pt": "eu tu ele ela você nós vós eles elas vocês",
  ]

  private static let endings: [String: [String]] = [
    "es": ["", "o", "a", "os", "as", "s", "es"],
    "pt": ["", "o", "a", "os", "as", "s", "es"],
    "it": ["o", "a", "i", "e"],
    "fr": ["", "e", "s", "es"],
  ]
}
