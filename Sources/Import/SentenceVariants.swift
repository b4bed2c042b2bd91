import Course

/// Sentences several notes translate alike: Tatoeba gives "You have many friends." thirteen Spanish
/// translations (`Tienes muchos amigos.`, `Tenés muchos amigos.`, `Usted tiene muchos amigos.`, …). Each
/// is still read and translated, but only the first is asked into the language taught: the translation
/// is one prompt, asked once (accepting the others' answers, `SharedPrompts`), not thirteen times over.
/// None is merged into another: a near form (`Je suis étudiante.` beside `Je suis étudiant.`) is no
/// alternative the grader takes, and would be lost.
enum SentenceVariants {
  /// `decks` with every sentence whose translation (folded) an earlier one has, across decks, marked as
  /// not asked into the language taught.
  static func marked(_ decks: [(deck: [String], items: [Item])]) -> [(deck: [String], items: [Item])] {
    var seen: Set<String> = []
    var result = decks
    for d in result.indices {
      for i in result[d].items.indices {
        guard case .sentence(var sentence) = result[d].items[i] else { continue }
        let key = TextFolding.key(sentence.translation)
        guard !key.isEmpty, !seen.insert(key).inserted else { continue }
        sentence.askedInto = false
        result[d].items[i] = .sentence(sentence)
      }
    }
    return result
  }
}
