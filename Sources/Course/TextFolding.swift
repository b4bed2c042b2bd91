import Foundation

/// The comparisons grading makes: case, punctuation and spacing never count; accents count only on request.
public enum TextFolding {
  /// Lowercased words with punctuation and extra spacing removed; accents kept.
  public static func words(_ text: String) -> [String] {
    fold(text) { key in
      // The key has one space between words: the list is made its size at once, not grown word by word.
      var words: [String] = []
      words.reserveCapacity(key.reduce(1) { $1 == UInt8(ascii: " ") ? $0 + 1 : $0 })
      forEachWord(inKey: key) { words.append($0) }
      return words
    } ?? wordsByDefinition(text)
  }

  /// Calls `body` with each of `words(text)` in order; ASCII and Latin text is read without making the list.
  public static func forEachWord(in text: String, _ body: (String) -> Void) {
    if fold(text, { forEachWord(inKey: $0, body) }) == nil { wordsByDefinition(text).forEach(body) }
  }

  /// The text as one comparable string: `words` joined by single spaces.
  public static func key(_ text: String) -> String {
    // Most tiles and choices are keys already ("quiero"): the text itself, nothing made.
    if text.withUTF8Bytes(isFoldedASCII) { return text }
    return fold(text) { String(decoding: $0, as: UTF8.self) }
      ?? wordsByDefinition(text).joined(separator: " ")
  }

  /// `words` by its definition, for any text: lowercase it all, drop apostrophes, split on all but letters,
  /// digits and combining accents, and the joins of a word's parts (`WordJoins`): a hyphen between two of
  /// them (`va-t-il`), a point, comma or colon between two digits (`1.000`, `3,5`, `10:30`).
  static func wordsByDefinition(_ text: String) -> [String] {
    let scalars = Array(text.lowercased().unicodeScalars.filter { $0 != "'" && $0 != "’" })
    var cleaned = ""
    cleaned.unicodeScalars.reserveCapacity(scalars.count)
    for (index, scalar) in scalars.enumerated() {
      let joins =
        index > 0 && index + 1 < scalars.count
        && WordJoins.joins(scalar, scalars[index - 1], scalars[index + 1])
      cleaned.unicodeScalars.append(isWordPart(scalar) || joins ? scalar : " ")
    }
    return cleaned.split(separator: " ").map(String.init)
  }

  /// Whether a lowercased scalar belongs to a word: a letter, a digit or a combining accent.
  static func isWordPart(_ scalar: Unicode.Scalar) -> Bool {
    scalar.isASCII
      ? (scalar.value >= 0x61 && scalar.value <= 0x7A) || (scalar.value >= 0x30 && scalar.value <= 0x39)
      : scalar.properties.isAlphabetic || scalar.properties.numericType != nil
        || (0x300...0x36F).contains(scalar.value)
  }

  /// The text without accents, except that ñ stays ñ: "mañana" never equals "manana".
  public static func stripAccents(_ text: String) -> String {
    if text.allBytes({ $0 < 0x80 }) { return text }
    return latinStripped(text) ?? strippedByDecomposing(text)
  }

  /// `stripAccents` by its definition: decompose, drop the combining accents (but n's tilde), recompose.
  static func strippedByDecomposing(_ text: String) -> String {
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

  /// `stripAccents` for text below U+0300, scalar by scalar from a table; nil for any other text.
  /// Each such scalar decomposes into a letter and accents of its own, so it strips to one letter (ñ for
  /// ñ) and no two results join: the text's result is its scalars' results in a row. Read and written as
  /// bytes: below U+0300 a scalar is one byte, or two whose first is C2 to CB, and so is what it strips to.
  private static func latinStripped(_ text: String) -> String? {
    text.withUTF8Bytes { bytes in
      withUnsafeTemporaryAllocation(of: UInt8.self, capacity: max(1, bytes.count)) { out -> String? in
        var (read, written) = (0, 0)
        while read < bytes.count {
          let lead = bytes[read]
          if lead < 0x80 {
            out[written] = lead
            (read, written) = (read + 1, written + 1)
            continue
          }
          guard (0xC2...0xCB).contains(lead), read + 1 < bytes.count else { return nil }
          let bare = LatinTables.bare(UInt32(lead & 0x1F) << 6 | UInt32(bytes[read + 1] & 0x3F))
          if bare < 0x80 {
            out[written] = UInt8(bare)
            written += 1
          } else {
            out[written] = 0xC0 | UInt8(bare >> 6)
            out[written + 1] = 0x80 | UInt8(bare & 0x3F)
            written += 2
          }
          read += 2
        }
        return String(decoding: UnsafeBufferPointer(rebasing: out[..<written]), as: UTF8.self)
      }
    }
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
