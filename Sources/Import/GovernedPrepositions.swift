import Course

/// The preposition a verb governs, which a deck writes after it where the meaning has no word for it:
/// `enamorarse de` for "to fall in love", `réfléchir à` for "to reflect". A teacher takes the verb without
/// it as well, for these verbs keep their meaning alone. Most verbs do not (`tratar de` "to try" is no
/// `tratar` "to treat", `quedarse con` "to keep" no `quedarse` "to stay"), and a word ending like a
/// preposition may be none (`el sobre`, "envelope"): so only the verbs listed here, whole, are taken so.
struct GovernedPrepositions: Sendable {
  /// The listed verbs of the language taught with their preposition, folded word by word.
  private let verbs: Set<[String]>
  /// The words a meaning ends with that ask for the preposition: the learner's language's prepositions,
  /// and the stand-ins for an object ("sb", "something").
  private let asking: Set<String>

  /// The verbs of `language` (its code) against the prepositions of `learner`; nil when either has none
  /// listed.
  init?(language: String, learner: String) {
    guard let verbs = Self.verbs[language], let asking = Self.asking[learner] else { return nil }
    self.verbs = Set(verbs.map(TextFolding.words))
    self.asking = Set(asking.split(separator: " ").map(String.init))
  }

  /// `answer` without its last word, a preposition, when the answer is one of the listed verbs with it
  /// and `prompt` ends with no word that asks for it (`enamorarse` for "to fall in love"); nil otherwise.
  func withoutPreposition(_ answer: String, prompt: String) -> String? {
    guard verbs.contains(TextFolding.words(answer)), let asked = TextFolding.words(prompt).last,
      !asking.contains(asked)
    else { return nil }
    // The answer's own text before its last word, as it is written.
    guard let end = answer.lastIndex(where: \.isLetter),
      let before = answer[..<end].lastIndex(where: { !$0.isLetter })
    else { return nil }
    let rest = answer[..<before].reversed().drop(while: \.isWhitespace).reversed()
    guard rest.last?.isLetter == true else { return nil }
    return String(rest)
  }

  private static let asking: [String: String] = [
    "en": "to of with in on for at about from into onto by up out off over after upon through across "
      + "without as against around sb sth someone somebody something oneself"
  ]

  /// Verbs whose preposition a meaning may leave out, the verb alone meaning the same.
  private static let verbs: [String: [String]] = [
    "es": [
      "enamorarse de", "acordarse de", "olvidarse de", "alegrarse de", "arrepentirse de", "quejarse de",
      "burlarse de", "despedirse de", "darse cuenta de", "casarse con", "soñar con", "pensar en",
      "confiar en", "fijarse en", "disfrutar de", "preocuparse por", "interesarse por",
    ],
    "fr": [
      "réfléchir à", "téléphoner à", "obéir à", "désobéir à", "réussir à", "penser à", "répondre à",
      "ressembler à", "s'intéresser à", "se souvenir de", "se moquer de", "avoir besoin de", "avoir envie de",
      "rêver de", "se méfier de", "profiter de", "se marier avec",
    ],
    "it": [
      "innamorarsi di", "ricordarsi di", "dimenticarsi di", "pensare a", "sognare di", "fidarsi di",
      "telefonare a", "rispondere a", "obbedire a", "riuscire a", "sposarsi con", "avere bisogno di",
      "lamentarsi di", "smettere di",
    ],
    "pt": [
      "apaixonar-se por", "lembrar-se de", "esquecer-se de", "pensar em", "sonhar com", "confiar em",
      "gostar de", "precisar de", "casar-se com", "responder a", "obedecer a",
    ],
  ]
}
