import Course

/// Sentences several notes translate alike: Tatoeba gives "You have many friends." thirteen Spanish
/// translations (`Tienes muchos amigos.`, `Usted tiene muchos amigos.`, `Tenés muchos amigos.`, …). The
/// first is taught both ways; the second is read, its translation not asked again; the others are
/// accepted as answers of the first (up to `SharedPrompts.most`), not taught on their own. Before, one
/// lesson asked "You have many friends." in five exercises out of seven. No sentence is merged into the
/// first as its own exercise would be: a near form (`Je suis étudiante.` beside `Je suis étudiant.`) is no
/// alternative the grader takes, so the second keeps its own reading.
enum SentenceVariants {
  /// Why a third sentence of one translation gets no exercise of its own, for the import's summary.
  static let leftOutReason = "another way to say a sentence two notes teach already (accepted as its answer)"

  /// `decks` with the sentences of each translation (folded, across decks) grouped so: the second marked
  /// as not asked into the language, the others taken out into the first's alternatives; and how many were
  /// taken out.
  static func grouped(_ decks: [(deck: [String], items: [Item])]) -> (
    decks: [(deck: [String], items: [Item])], leftOut: Int
  ) {
    var first: [String: (deck: Int, item: Int, count: Int)] = [:]
    var result = decks
    var taken: [Int: Set<Int>] = [:]
    for d in decks.indices {
      for i in decks[d].items.indices {
        guard case .sentence(var sentence) = decks[d].items[i] else { continue }
        let key = TextFolding.key(sentence.translation)
        guard !key.isEmpty, var family = first[key] else {
          if !key.isEmpty { first[key] = (d, i, 1) }
          continue
        }
        family.count += 1
        first[key] = family
        if family.count == 2 {
          sentence.askedInto = false
          result[d].items[i] = .sentence(sentence)
        } else if case .sentence(var kept) = result[family.deck].items[family.item] {
          accept(sentence, by: &kept)
          result[family.deck].items[family.item] = .sentence(kept)
          taken[d, default: []].insert(i)
        }
      }
    }
    for (d, items) in taken {
      result[d].items = result[d].items.enumerated().filter { !items.contains($0.offset) }.map(\.element)
    }
    return (result.filter { !$0.items.isEmpty }, taken.values.reduce(0) { $0 + $1.count })
  }

  /// `sentence`'s forms that `kept` lacks, added to its alternatives while it has fewer than
  /// `SharedPrompts.most`.
  private static func accept(_ sentence: Item.Sentence, by kept: inout Item.Sentence) {
    var forms = Set(([kept.text] + kept.alternatives).map(TextFolding.key))
    for form in [sentence.text] + sentence.alternatives
    where kept.alternatives.count < SharedPrompts.most && forms.insert(TextFolding.key(form)).inserted {
      kept.alternatives.append(form)
    }
  }
}
