/// The part of a glossary one lesson can use, so that what a lesson builds from the glossary (its hints, the
/// meanings it accepts, the words it introduces) costs what the lesson holds, not what the course holds.
extension Glossary {
  /// The entries that can gloss a text of `exercises`: those whose words (a phrase's every word) the texts
  /// write in the language taught, and those one of whose meanings they write in the learner's language.
  /// Looked up in texts of these exercises, this glossary gives what the whole one gives.
  public func lesson(_ exercises: [Exercise]) -> Glossary {
    var taught: Set<String> = []
    var learner: Set<String> = []
    for exercise in exercises {
      exercise.forEachText { text, side, _ in
        for word in GlossWord.words(in: text) {
          if side == .taught {
            taught.insert(word.key)
            // An elided word is glossed by its parts too (`l'eau`: `l'` and `eau`).
            taught.formUnion(word.elisionParts(in: text).map(TextFolding.key))
            // A joined word is glossed by its parts too (`est-ce`: `est` and `ce`).
            let whole = String(text.unicodeScalars[word.range])
            if case let split = WordJoins.split(whole), split != whole {
              for part in GlossWord.words(in: split) {
                taught.insert(part.key)
                taught.formUnion(part.elisionParts(in: split).map(TextFolding.key))
              }
            }
          } else {
            learner.insert(word.key)
            learner.formUnion(word.key.split(separator: " ").map(String.init))
          }
        }
      }
    }
    guard !(taught.isEmpty && learner.isEmpty) else { return Glossary() }
    // Each entry's key: the folded key it was filed under, else (an entry another took first) folded now.
    var filed = [String?](repeating: nil, count: entries.count)
    for (key, place) in places { filed[place] = key }
    var kept: [(entry: Entry, key: String)] = []
    for (place, entry) in entries.enumerated() {
      let key = filed[place] ?? TextFolding.key(entry.word)
      if Self.allWritten(key, in: taught)
        || entry.meanings.contains(where: {
          Self.allWritten(TextFolding.key(GlossMeanings.withoutNote($0)), in: learner)
        })
      {
        kept.append((entry, key))
      }
    }
    return Glossary(kept.map(\.entry), keys: kept.map(\.key))
  }

  /// Whether every word of the folded `key` is in `words`.
  private static func allWritten(_ key: String, in words: Set<String>) -> Bool {
    guard !key.isEmpty else { return false }
    if words.contains(key) { return true }
    guard key.utf8.contains(UInt8(ascii: " ")) else { return false }
    return key.split(separator: " ").allSatisfy { words.contains(String($0)) }
  }
}
