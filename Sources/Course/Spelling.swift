/// Words as a spelling dictionary reads them: case kept, an apostrophe inside a word kept.
public enum Spelling {
  /// The words of `text`: runs of letters (and combining marks), joined across an inner apostrophe.
  public static func words(_ text: String) -> [String] {
    var words: [String] = []
    var current = ""
    var pendingApostrophe = false
    for scalar in text.unicodeScalars {
      let isLetter = scalar.properties.isAlphabetic || (0x300...0x36F).contains(scalar.value)
      if isLetter {
        if pendingApostrophe { current.unicodeScalars.append("'") }
        pendingApostrophe = false
        current.unicodeScalars.append(scalar)
      } else if (scalar == "'" || scalar == "’") && !current.isEmpty && !pendingApostrophe {
        pendingApostrophe = true
      } else {
        if !current.isEmpty { words.append(current) }
        current = ""
        pendingApostrophe = false
      }
    }
    if !current.isEmpty { words.append(current) }
    return words
  }
}
