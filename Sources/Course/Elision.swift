/// Words written with an elision (`un'acqua`, `l'eau`, `c'è`): folded whole they are one word (`unacqua`),
/// which is how a bank tile `l'eau` is matched; split at the apostrophe they are the elided word and the
/// next (`un` `acqua`), which is how tiles `un'` and `acqua` are. The grader reads a line whole first.
public enum Elision {
  /// Words written with an apostrophe that are one word, not an elided word and the next: `quelqu'un`
  /// means "someone", not "some" and "a". Folded (`TextFolding.key`); a hint glosses them whole, and a
  /// course that lacks one is told to gloss it whole.
  public static let wholeWords: Set<String> = Set(
    [
      "aujourd'hui", "quelqu'un", "quelqu'une", "presqu'île", "presqu'îles", "prud'homme", "prud'hommes",
    ].map(TextFolding.key))

  /// Whether the word `word` is one of `wholeWords`, however its apostrophe and accents are written.
  public static func isWhole(_ word: String) -> Bool { wholeWords.contains(TextFolding.key(word)) }

  /// Whether `text` has an apostrophe between two letters.
  public static func has(_ text: String) -> Bool { split(text) != text }

  /// `text` with a space after each apostrophe that stands between two letters.
  public static func split(_ text: String) -> String {
    var result = ""
    var previous: Character?
    var pending = false
    for character in text {
      if pending {
        if character.isLetter { result.append(" ") }
        pending = false
      }
      result.append(character)
      if character == "'" || character == "’", previous?.isLetter == true { pending = true }
      previous = character
    }
    return result
  }
}
