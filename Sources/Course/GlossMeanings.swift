/// The meanings a glossary gives a word, as answers compare them: folded, a note in parentheses aside
/// ("I am (feeling, place)" is "i am").
public enum GlossMeanings {
  public static func keys(of word: String, in glossary: Glossary) -> [String] {
    // Read where the glossary holds them: no list of the meanings is made on the way.
    guard let place = glossary.places.place(of: TextFolding.key(word)) else { return [] }
    var keys: [String] = []
    for meaning in glossary.meanings(at: place) {
      let key = TextFolding.key(withoutNote(meaning))
      if !key.isEmpty { keys.append(key) }
    }
    return keys
  }

  /// `meaning` before its note in parentheses.
  public static func withoutNote(_ meaning: String) -> String {
    // Most meanings have no parenthesis, told from their bytes without reading characters.
    guard meaning.containsByte(UInt8(ascii: "(")) else { return meaning }
    return meaning.firstIndex(of: "(").map { String(meaning[..<$0]) } ?? meaning
  }
}
