import Foundation

/// The comparisons grading makes: case, punctuation and spacing never count; accents count only on request.
public enum TextFolding {
  /// Lowercased words with punctuation and extra spacing removed; accents kept.
  public static func words(_ text: String) -> [String] {
    var cleaned = ""
    cleaned.unicodeScalars.reserveCapacity(text.unicodeScalars.count)
    for scalar in text.lowercased().unicodeScalars {
      if scalar == "'" || scalar == "’" { continue }
      let isWordPart =
        scalar.isASCII
        ? (scalar.value >= 0x61 && scalar.value <= 0x7A) || (scalar.value >= 0x30 && scalar.value <= 0x39)
        : scalar.properties.isAlphabetic || scalar.properties.numericType != nil
          || (0x300...0x36F).contains(scalar.value)
      cleaned.unicodeScalars.append(isWordPart ? scalar : " ")
    }
    return cleaned.split(separator: " ").map(String.init)
  }

  /// The text as one comparable string: `words` joined by single spaces.
  public static func key(_ text: String) -> String { words(text).joined(separator: " ") }

  /// The text without accents, except that ñ stays ñ: "mañana" never equals "manana".
  public static func stripAccents(_ text: String) -> String {
    if text.unicodeScalars.allSatisfy(\.isASCII) { return text }
    var result = ""
    var previous: Unicode.Scalar?
    for scalar in text.decomposedStringWithCanonicalMapping.unicodeScalars {
      let isMark = (0x300...0x36F).contains(scalar.value)
      let isTildeOnN = scalar.value == 0x303 && (previous == "n" || previous == "N")
      if !isMark || isTildeOnN { result.unicodeScalars.append(scalar) }
      previous = scalar
    }
    return result.precomposedStringWithCanonicalMapping
  }

  /// Whether `typed` is one letter away from `target` (one letter changed, added or left out).
  /// Swapping n and ñ is never a typo: ñ always counts.
  public static func isOneLetterOff(_ typed: String, _ target: String) -> Bool {
    let a = Array(typed)
    let b = Array(target)
    if abs(a.count - b.count) > 1 || a == b { return false }
    if a.count == b.count {
      let differences = zip(a, b).filter { $0 != $1 }
      guard differences.count == 1, let (x, y) = differences.first else { return false }
      return !(Set([x, y]) == Set(["n", "ñ"]))
    }
    let (short, long) = a.count < b.count ? (a, b) : (b, a)
    var i = 0
    while i < short.count && short[i] == long[i] { i += 1 }
    return short[i...] == long[(i + 1)...]
  }
}
