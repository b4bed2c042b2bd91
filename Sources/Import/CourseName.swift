import Course

/// The one door for names that enter an imported course from outside (`--title`, deck names, file
/// names): each is cleaned here to what `lingo check` accepts in a title.
public enum CourseName {
  /// `raw` with control and invisible characters gone, white space collapsed, cut to
  /// `ImportLimits.longestName` characters; nil when nothing visible is left.
  public static func clean(_ raw: String) -> String? {
    let cut = FieldText.collapse(String(raw.unicodeScalars.prefix(4 * ImportLimits.longestName)))
    let name = FieldText.collapse(String(cut.prefix(ImportLimits.longestName)))
    return name.isEmpty ? nil : name
  }

  /// A deck path cleaned level by level: empty levels dropped, `ImportLimits.deepestDeck` levels at most.
  public static func deck(_ levels: [String]) -> [String] {
    Array(levels.prefix(4 * ImportLimits.deepestDeck).compactMap(clean).prefix(ImportLimits.deepestDeck))
  }

  /// An id made of `text`'s ASCII letters and digits, at most `length` characters (`lingo check` allows 128).
  static func slug(_ text: String, length: Int) -> String {
    var slug = String(TextPieces.slug(text).prefix(length))
    while slug.hasSuffix("-") { slug.removeLast() }
    return slug
  }
}
