extension TextFolding {
  /// The words of `text` as a note names them: `words(text)` one for one, in lower case as they are, but
  /// with their apostrophes (`n'ont` where `words` has `nont`) and without the marks around them (`¿`,
  /// `,`). A piece of text that holds more than one word (`a.m.`) gives them as `words` does.
  public static func namedWords(_ text: String) -> [String] {
    var named: [String] = []
    for piece in text.lowercased().split(whereSeparator: \.isWhitespace) {
      let folded = words(String(piece))
      let bare = piece.unicodeScalars.drop { !isLetterOrDigit($0) }.reversed().drop { !isLetterOrDigit($0) }
      let word = String(String.UnicodeScalarView(bare.reversed()))
      named += folded.count == 1 && key(word) == folded[0] ? [word] : folded
    }
    let folded = words(text)
    return named.map(key) == folded ? named : folded
  }

  /// Whether `scalar` is a letter or a digit: what a named word begins and ends with.
  private static func isLetterOrDigit(_ scalar: Unicode.Scalar) -> Bool {
    scalar.properties.isAlphabetic || scalar.properties.numericType != nil
  }
}
