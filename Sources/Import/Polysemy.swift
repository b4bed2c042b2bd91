import Course

/// Words several notes give different meanings (`la femme` — "the wife"; `la femme` — "the woman"): one
/// item, where the word first comes, whose later notes become its `senses`.
enum Polysemy {
  /// `decks` with each word's later notes merged into its first, across decks, and taken out where they were.
  static func merged(_ decks: [(deck: [String], items: [Item])]) -> [(deck: [String], items: [Item])] {
    var first: [String: (deck: Int, item: Int)] = [:]
    var result = decks
    var merged: [Int: Set<Int>] = [:]
    for (d, deck) in decks.enumerated() {
      for (i, item) in deck.items.enumerated() {
        guard case .word(let word) = item else { continue }
        let key = TextFolding.key(word.text)
        guard let (fd, fi) = first[key], case .word(var kept) = result[fd].items[fi] else {
          first[key] = (d, i)
          continue
        }
        merge(word, into: &kept)
        result[fd].items[fi] = .word(kept)
        merged[d, default: []].insert(i)
      }
    }
    for (d, items) in merged {
      result[d].items = result[d].items.enumerated().filter { !items.contains($0.offset) }.map(\.element)
    }
    return result.filter { !$0.items.isEmpty }
  }

  /// `word`'s meanings added to `kept` as a sense, with the forms `kept` lacks; a meaning `kept` has already
  /// adds nothing.
  private static func merge(_ word: Item.Word, into kept: inout Item.Word) {
    var known = Set(kept.allMeanings.map(TextFolding.key))
    var forms = Set(([kept.text] + kept.alternatives).map(TextFolding.key))
    for form in word.alternatives where forms.insert(TextFolding.key(form)).inserted {
      kept.alternatives.append(form)
    }
    kept.reversed = kept.reversed || word.reversed
    let meanings = ([word.meaning] + word.otherMeanings).filter { known.insert(TextFolding.key($0)).inserted }
    guard let meaning = meanings.first else { return }
    kept.senses.append(
      Item.Sense(
        meaning: meaning, others: Array(meanings.dropFirst()),
        notes: meaning == word.meaning ? word.notes : []))
  }
}
