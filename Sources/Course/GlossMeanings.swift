/// The meanings a glossary gives a word, as answers compare them: folded, a note in parentheses aside
/// ("I am (feeling, place)" is "i am").
public enum GlossMeanings {
  public static func keys(of word: String, in glossary: Glossary) -> [String] {
    glossary.meanings(of: word).map { TextFolding.key(withoutNote($0)) }.filter { !$0.isEmpty }
  }

  /// `meaning` before its note in parentheses.
  public static func withoutNote(_ meaning: String) -> String {
    // Most meanings have no parenthesis, told from their bytes without reading characters.
    guard meaning.containsByte(UInt8(ascii: "(")) else { return meaning }
    return meaning.firstIndex(of: "(").map { String(meaning[..<$0]) } ?? meaning
  }
}
