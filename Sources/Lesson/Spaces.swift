/// Trimming of the spaces around a typed line, as `trimmingCharacters(in: .whitespaces)` does it (tabs, the
/// Unicode space separators of category Zs, and the zero-width space) but without a trip through `NSString`.
enum Spaces {
  /// `text` without the spaces and tabs at either end.
  static func trimmed(_ text: Substring) -> String {
    let scalars = text.unicodeScalars
    guard let first = scalars.firstIndex(where: { !isSpace($0) }),
      let last = scalars.lastIndex(where: { !isSpace($0) })
    else { return "" }
    // Cut by scalars: a space may start a Character (a space and a combining accent), as in Foundation.
    return String(scalars[first...last])
  }

  /// Whether `scalar` is in `CharacterSet.whitespaces`: a tab, a space separator or U+200B.
  static func isSpace(_ scalar: Unicode.Scalar) -> Bool {
    if scalar.isASCII { return scalar == " " || scalar == "\t" }
    return scalar.properties.generalCategory == .spaceSeparator || scalar == "\u{200B}"
  }
}
