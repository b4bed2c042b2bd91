import Foundation

/// The syntax of the course text that reaches a shell, a file name or another program's arguments: the
/// course's id, its units' and nodes' ids, and its language codes. `lingo check` enforces it (`bad-id`,
/// `bad-language-code`), and each consumer checks it again before it uses the text.
///
/// An id is 1 to 128 ASCII letters, digits, `.`, `_` and `-`, the first a letter or digit
/// (`[A-Za-z0-9][A-Za-z0-9._-]*`): no shell metacharacter, no `/`, never an option. A language code is
/// BCP-47-like: 2 to 8 ASCII letters, then subtags of 1 to 8 letters or digits after a `-`
/// (`[A-Za-z]{2,8}(-[A-Za-z0-9]{1,8})*`), 35 characters at most.
public enum IdentifierSyntax {
  /// The longest id: `<id>.json` stays far below any file system's limit on a name.
  public static let maxIdentifierLength = 128
  /// The longest language code, as BCP 47 advises.
  public static let maxLanguageCodeLength = 35

  /// Whether `text` is an id: `[A-Za-z0-9][A-Za-z0-9._-]*`, 128 characters at most.
  public static func isIdentifier(_ text: String) -> Bool {
    let bytes = text.utf8
    guard let first = bytes.first, bytes.count <= maxIdentifierLength, isAlphanumeric(first) else {
      return false
    }
    return bytes.allSatisfy(isIdentifierByte)
  }

  /// Whether `text` is a language code: `[A-Za-z]{2,8}(-[A-Za-z0-9]{1,8})*`, 35 characters at most.
  public static func isLanguageCode(_ text: String) -> Bool {
    guard text.utf8.count <= maxLanguageCodeLength else { return false }
    let subtags = text.utf8.split(separator: UInt8(ascii: "-"), omittingEmptySubsequences: false)
    guard let primary = subtags.first, (2...8).contains(primary.count), primary.allSatisfy(isLetter)
    else { return false }
    return subtags.dropFirst().allSatisfy { (1...8).contains($0.count) && $0.allSatisfy(isAlphanumeric) }
  }

  /// Whether `text` may be offered to a shell as a completion word as it is: an id, or a number such as
  /// `2.4` (ids and numbers share one alphabet, so an id check covers both).
  public static func isCompletionWord(_ text: String) -> Bool { isIdentifier(text) }

  /// `text` made an id, for a hint: accents dropped, every run of other characters a `-`, what precedes
  /// the first letter or digit dropped, cut to the longest id. Nil when nothing of it is left.
  public static func cleanedIdentifier(_ text: String) -> String? {
    var cleaned = ""
    var pendingDash = false
    for scalar in text.decomposedStringWithCanonicalMapping.unicodeScalars {
      // An accent is dropped with nothing in its place: "Ñandú" gives "Nandu".
      if (0x300...0x36F).contains(scalar.value) { continue }
      guard scalar.isASCII, case let byte = UInt8(scalar.value), isIdentifierByte(byte) else {
        pendingDash = true
        continue
      }
      if cleaned.isEmpty && !isAlphanumeric(byte) { continue }
      if pendingDash && !cleaned.isEmpty && cleaned.last != "-" { cleaned.append("-") }
      pendingDash = false
      cleaned.unicodeScalars.append(Unicode.Scalar(byte))
    }
    let cut = String(cleaned.prefix(maxIdentifierLength))
    return isIdentifier(cut) ? cut : nil
  }

  /// `text` made a language code, for a hint: `_` read as `-`, other characters dropped, empty subtags
  /// left out (`es_MX` gives `es-MX`). Nil when what is left is no code.
  public static func cleanedLanguageCode(_ text: String) -> String? {
    let kept = String(
      decoding: text.utf8.compactMap { $0 == UInt8(ascii: "_") ? UInt8(ascii: "-") : $0 }
        .filter { $0 == UInt8(ascii: "-") || isAlphanumeric($0) }, as: UTF8.self)
    let code = kept.split(separator: "-").joined(separator: "-")
    return isLanguageCode(code) ? code : nil
  }

  /// The words `lingo completions --nodes` offers for `course`: each unit's nodes as `UNIT.NODE`, then
  /// every node id, those that are no id left out.
  public static func nodeWords(_ course: Course) -> [String] {
    let numbers = course.units.flatMap { unit in unit.nodes.indices.map { "\(unit.number).\($0 + 1)" } }
    let ids = course.units.flatMap(\.nodes).map(\.id)
    return (numbers + ids).filter(isCompletionWord)
  }

  private static func isLetter(_ byte: UInt8) -> Bool {
    (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte)
      || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte)
  }

  private static func isAlphanumeric(_ byte: UInt8) -> Bool {
    isLetter(byte) || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
  }

  private static func isIdentifierByte(_ byte: UInt8) -> Bool {
    isAlphanumeric(byte) || byte == UInt8(ascii: ".") || byte == UInt8(ascii: "_")
      || byte == UInt8(ascii: "-")
  }
}
