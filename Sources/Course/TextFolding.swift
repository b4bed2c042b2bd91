import Foundation

/// The comparisons grading makes: case, punctuation and spacing never count; accents count only on request.
public enum TextFolding {
  /// Lowercased words with punctuation and extra spacing removed; accents kept.
  public static func words(_ text: String) -> [String] {
    if let ascii = asciiWords(text) { return ascii }
    // Below U+0250 (Latin) no character joins a neighbour into one Character, so splitting on scalars
    // is splitting on Characters, and lowercasing scalar by scalar is what `String.lowercased()` does.
    if text.unicodeScalars.allSatisfy({ $0.value < 0x250 || $0 == "’" }) { return latinWords(text) }
    var cleaned = ""
    cleaned.unicodeScalars.reserveCapacity(text.unicodeScalars.count)
    for scalar in text.lowercased().unicodeScalars {
      if scalar == "'" || scalar == "’" { continue }
      cleaned.unicodeScalars.append(isWordPart(scalar) ? scalar : " ")
    }
    return cleaned.split(separator: " ").map(String.init)
  }

  /// Calls `body` with each of `words(text)` in order; ASCII text is read without making the list.
  public static func forEachWord(in text: String, _ body: (String) -> Void) {
    var copy = text
    let ascii = copy.withUTF8 { bytes -> Bool in
      guard bytes.allSatisfy({ $0 < 0x80 }) else { return false }
      withUnsafeTemporaryAllocation(of: UInt8.self, capacity: max(bytes.count, 1)) { buffer in
        var length = 0
        for byte in bytes {
          if let folded = wordByte(byte) {
            buffer[length] = folded
            length += 1
          } else if byte != UInt8(ascii: "'") && length > 0 {
            body(String(decoding: UnsafeBufferPointer(rebasing: buffer[..<length]), as: UTF8.self))
            length = 0
          }
        }
        if length > 0 {
          body(String(decoding: UnsafeBufferPointer(rebasing: buffer[..<length]), as: UTF8.self))
        }
      }
      return true
    }
    if !ascii { words(text).forEach(body) }
  }

  /// Whether a lowercased scalar belongs to a word: a letter, a digit or a combining accent.
  private static func isWordPart(_ scalar: Unicode.Scalar) -> Bool {
    scalar.isASCII
      ? (scalar.value >= 0x61 && scalar.value <= 0x7A) || (scalar.value >= 0x30 && scalar.value <= 0x39)
      : scalar.properties.isAlphabetic || scalar.properties.numericType != nil
        || (0x300...0x36F).contains(scalar.value)
  }

  /// `words` for text of ASCII and Latin letters, folded scalar by scalar into UTF-8 bytes.
  private static func latinWords(_ text: String) -> [String] {
    var result: [String] = []
    var word: [UInt8] = []
    func add(_ scalar: Unicode.Scalar) {
      if scalar == "'" || scalar == "’" { return }
      if scalar.isASCII, let folded = wordByte(UInt8(scalar.value)) {
        word.append(folded)
      } else if !scalar.isASCII && isWordPart(scalar) {
        UTF8.encode(scalar) { word.append($0) }
      } else if !word.isEmpty {
        result.append(String(decoding: word, as: UTF8.self))
        word.removeAll(keepingCapacity: true)
      }
    }
    for scalar in text.unicodeScalars {
      if scalar.isASCII {
        add(scalar)
      } else {
        for lower in scalar.properties.lowercaseMapping.unicodeScalars { add(lower) }
      }
    }
    if !word.isEmpty { result.append(String(decoding: word, as: UTF8.self)) }
    return result
  }

  /// The text as one comparable string: `words` joined by single spaces.
  public static func key(_ text: String) -> String {
    if let ascii = asciiKey(text) { return ascii }
    return words(text).joined(separator: " ")
  }

  /// `words` for ASCII-only text, read as bytes; nil when the text has any other character.
  private static func asciiWords(_ text: String) -> [String]? {
    var text = text
    return text.withUTF8 { bytes -> [String]? in
      // Folded in a buffer on the stack: only the words' list (and words over 15 bytes) reach the heap.
      withUnsafeTemporaryAllocation(of: UInt8.self, capacity: max(bytes.count, 1)) { buffer -> [String]? in
        var result: [String] = []
        var length = 0
        for byte in bytes {
          guard byte < 0x80 else { return nil }
          if let folded = wordByte(byte) {
            buffer[length] = folded
            length += 1
          } else if byte != UInt8(ascii: "'") && length > 0 {
            result.append(String(decoding: UnsafeBufferPointer(rebasing: buffer[..<length]), as: UTF8.self))
            length = 0
          }
        }
        if length > 0 {
          result.append(String(decoding: UnsafeBufferPointer(rebasing: buffer[..<length]), as: UTF8.self))
        }
        return result
      }
    }
  }

  /// `key` for ASCII-only text, read as bytes; nil when the text has any other character.
  private static func asciiKey(_ text: String) -> String? {
    var copy = text
    return copy.withUTF8 { bytes -> String? in
      // Most tiles and choices are keys already ("quiero"): the text itself, nothing made.
      if isFoldedASCII(bytes) { return text }
      return withUnsafeTemporaryAllocation(of: UInt8.self, capacity: max(bytes.count, 1)) { key -> String? in
        var length = 0
        var pendingSpace = false
        for byte in bytes {
          guard byte < 0x80 else { return nil }
          if let folded = wordByte(byte) {
            if pendingSpace && length > 0 {
              key[length] = UInt8(ascii: " ")
              length += 1
            }
            pendingSpace = false
            key[length] = folded
            length += 1
          } else if byte != UInt8(ascii: "'") {
            pendingSpace = true
          }
        }
        return String(decoding: UnsafeBufferPointer(rebasing: key[..<length]), as: UTF8.self)
      }
    }
  }

  /// Whether `bytes` are already a key: lower-case ASCII letters and digits, single spaces between words.
  private static func isFoldedASCII(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
    var afterSpace = true
    for byte in bytes {
      if byte == UInt8(ascii: " ") {
        if afterSpace { return false }
        afterSpace = true
      } else if byte &- UInt8(ascii: "a") < 26 || byte &- UInt8(ascii: "0") < 10 {
        afterSpace = false
      } else {
        return false
      }
    }
    return !afterSpace || bytes.isEmpty
  }

  /// The lowercased ASCII letter or digit `byte` stands for in a word, or nil for a separator.
  private static func wordByte(_ byte: UInt8) -> UInt8? {
    switch byte {
    case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "0")...UInt8(ascii: "9"): return byte
    case UInt8(ascii: "A")...UInt8(ascii: "Z"): return byte | 0x20
    default: return nil
    }
  }

  /// The text without accents, except that ñ stays ñ: "mañana" never equals "manana".
  public static func stripAccents(_ text: String) -> String {
    if text.utf8.allSatisfy({ $0 < 0x80 }) { return text }
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
  /// ñ) and no two results join: the text's result is its scalars' results in a row.
  private static func latinStripped(_ text: String) -> String? {
    var result = ""
    for scalar in text.unicodeScalars {
      guard scalar.value < 0x300, let bare = Unicode.Scalar(latinBare[Int(scalar.value)]), bare.value != 0
      else { return nil }
      result.unicodeScalars.append(bare)
    }
    return result
  }

  /// What each scalar below U+0300 strips to, when that is one scalar; 0 when it is not.
  private static let latinBare: [UInt32] = (0..<0x300).map { value in
    guard let scalar = Unicode.Scalar(UInt32(value)) else { return 0 }
    let stripped = strippedByDecomposing(String(Character(scalar))).unicodeScalars
    return stripped.count == 1 ? stripped.first.map(\.value) ?? 0 : 0
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
