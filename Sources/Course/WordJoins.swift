/// Words whose parts are joined: a hyphen between two letters or digits (`va-t-il`, `est-ce`, `20-30`), a
/// point, a comma or a colon between two digits (`1.000`, `3,5`, `10:30`). Folded they are one word, the join
/// kept, which is how a bank tile `va-t-il` is matched; split at their joins they are several (`va` `t`
/// `il`), which is how tiles `va`, `t` and `il` are. The grader reads a line whole first, as with elisions.
public enum WordJoins {
  /// Whether `scalar`, between `previous` and `next` (apostrophes aside), joins the parts of one word.
  static func joins(_ scalar: Unicode.Scalar, _ previous: Unicode.Scalar, _ next: Unicode.Scalar) -> Bool {
    switch scalar {
    case "-": isPart(previous) && isPart(next)
    case ".", ",", ":": isDigit(previous) && isDigit(next)
    default: false
    }
  }

  /// Whether a scalar of either case is a letter, a digit or a combining accent.
  private static func isPart(_ scalar: Unicode.Scalar) -> Bool {
    TextFolding.isWordPart(scalar) || ("A"..."Z").contains(scalar)
  }

  private static func isDigit(_ scalar: Unicode.Scalar) -> Bool { ("0"..."9").contains(scalar) }

  private static func isApostrophe(_ scalar: Unicode.Scalar) -> Bool { scalar == "'" || scalar == "’" }

  /// Whether `text` has a join.
  public static func has(_ text: String) -> Bool { split(text) != text }

  /// `text` with a space for each join.
  public static func split(_ text: String) -> String {
    // Most texts have no hyphen, point, comma or colon at all: they are their own split.
    guard text.utf8.contains(where: { $0 == 0x2D || $0 == 0x2E || $0 == 0x2C || $0 == 0x3A }) else {
      return text
    }
    let scalars = Array(text.unicodeScalars)
    var result = String.UnicodeScalarView()
    var previous: Unicode.Scalar?
    for (index, scalar) in scalars.enumerated() {
      let next = scalars[(index + 1)...].first { !isApostrophe($0) }
      if let previous, let next, joins(scalar, previous, next) {
        result.append(" ")
      } else {
        result.append(scalar)
      }
      if !isApostrophe(scalar) { previous = scalar }
    }
    return String(result)
  }

  /// The ways a text is read, each once and whole first: split at its elisions (`Elision`), at its joins,
  /// at both.
  public static func readings(_ text: String) -> [String] {
    let (elided, joined) = (Elision.has(text), has(text))
    var readings = [text]
    if elided { readings.append(Elision.split(text)) }
    if joined { readings.append(split(text)) }
    if elided && joined { readings.append(Elision.split(split(text))) }
    return readings
  }

  /// `text` read in one of the ways of `readings`: split at its elisions, at its joins, or both.
  public static func read(_ text: String, elisions: Bool, joins: Bool) -> String {
    let joined = joins ? split(text) : text
    return elisions ? Elision.split(joined) : joined
  }
}
