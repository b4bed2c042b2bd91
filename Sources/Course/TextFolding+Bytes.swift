/// Folding ASCII and Latin text straight from its UTF-8 bytes, into a buffer on the stack.
///
/// Below U+0250 (Latin) no character joins a neighbour into one `Character`, so splitting on scalars is
/// splitting on characters, and lowercasing scalar by scalar is what `String.lowercased()` does: each
/// scalar's share of the words is looked up in a table of Unicode's own mappings (`LatinTables`).
extension TextFolding {
  /// Folds `text` when it is ASCII and Latin (and ’) and returns what `body` makes of its key's bytes (the
  /// words joined by single spaces, each word's joins kept); nil for any other text, before `body` is called.
  static func fold<Result>(_ text: String, _ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result? {
    text.withUTF8Bytes { fold(bytes: $0, body) }
  }

  /// `fold` of the text whose UTF-8 bytes are `bytes`.
  package static func fold<Result>(
    bytes: UnsafeBufferPointer<UInt8>, _ body: (UnsafeBufferPointer<UInt8>) -> Result
  )
    -> Result?
  {
    // A scalar folds to at most twice its bytes, and a space between words stands for a separator.
    return withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 2 * bytes.count + 1) { out -> Result? in
      var length = 0
      var inWord = false
      // The last scalar but apostrophes was an ASCII digit: a point, comma or colon after it may join.
      var afterDigit = false
      // A join (`WordJoins`) just after a word part: written if a word part follows, else a separator.
      var join: UInt8?
      func append(_ byte: UInt8) {
        if let kept = join {
          out[length] = kept
          length += 1
          join = nil
        } else if !inWord && length > 0 {
          out[length] = UInt8(ascii: " ")
          length += 1
        }
        inWord = true
        out[length] = byte
        length += 1
      }
      func separate() {
        (inWord, afterDigit, join) = (false, false, nil)
      }
      var index = 0
      while index < bytes.count {
        let byte = bytes[index]
        // Most bytes are a lower-case letter inside a word: written as they are.
        if inWord, join == nil, byte &- UInt8(ascii: "a") < 26 {
          out[length] = byte
          length &+= 1
          afterDigit = false
          index &+= 1
          continue
        }
        if byte < 0x80 {
          if let folded = wordByte(byte) {
            let digit = byte &- UInt8(ascii: "0") < 10
            // A point, comma or colon joins only digits.
            if let kept = join, kept != UInt8(ascii: "-") && !digit { separate() }
            append(folded)
            afterDigit = digit
          } else if byte == UInt8(ascii: "'") {
            // An apostrophe is dropped: it neither ends a word nor stands between a join's parts.
          } else if join == nil && inWord
            && (byte == UInt8(ascii: "-")
              || (afterDigit
                && (byte == UInt8(ascii: ".") || byte == UInt8(ascii: ",") || byte == UInt8(ascii: ":"))))
          {
            (inWord, afterDigit, join) = (false, false, byte)
          } else {
            separate()
          }
          index += 1
          continue
        }
        let (value, size) = UTF8Scalars.scalar(at: index, in: bytes)
        index += size
        if value == 0x2019 { continue }  // ’, an apostrophe
        guard value < 0x250 else { return nil }
        switch LatinTables.folds[Int(value - 0x80)] {
        case LatinTables.slow: return nil
        case LatinTables.separator: separate()
        case let form:
          if let kept = join, kept != UInt8(ascii: "-") { separate() }
          // The form's bytes, the first one highest.
          var shift = (UInt32.bitWidth - form.leadingZeroBitCount - 1) / 8 * 8
          while shift >= 0 {
            append(UInt8(truncatingIfNeeded: form >> shift))
            shift -= 8
          }
          afterDigit = false
        }
      }
      return body(UnsafeBufferPointer(rebasing: out[..<length]))
    }
  }

  /// Calls `body` with the bytes of each of `words(text)` in order, made into strings only where folding
  /// the text needs the slow way.
  static func forEachWordBytes(in text: String, _ body: (UnsafeBufferPointer<UInt8>) -> Void) {
    let folded: Void? = fold(text) { key in
      var start = 0
      for index in key.indices where key[index] == UInt8(ascii: " ") {
        body(UnsafeBufferPointer(rebasing: key[start..<index]))
        start = index + 1
      }
      if start < key.count { body(UnsafeBufferPointer(rebasing: key[start..<key.count])) }
    }
    guard folded == nil else { return }
    for word in wordsByDefinition(text) {
      var word = word
      word.withUTF8 { body($0) }
    }
  }

  /// Calls `body` with each word of a key made by `fold`: its runs of bytes between spaces (no byte of a
  /// folded word is a space).
  static func forEachWord(inKey key: UnsafeBufferPointer<UInt8>, _ body: (String) -> Void) {
    var start = 0
    for index in key.indices where key[index] == UInt8(ascii: " ") {
      body(UTF8Scalars.string(key, start..<index))
      start = index + 1
    }
    if start < key.count { body(UTF8Scalars.string(key, start..<key.count)) }
  }

  /// Whether a word of `words(text)` passes `test`, asked of its bytes; the words after it are not asked.
  static func containsWord(in text: String, where test: (UnsafeBufferPointer<UInt8>) -> Bool) -> Bool {
    var found = false
    forEachWordBytes(in: text) { word in
      if !found { found = test(word) }
    }
    return found
  }

  /// Whether `bytes` are already a key: lower-case ASCII letters and digits, single spaces between words.
  static func isFoldedASCII(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
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
  @inline(__always)
  static func wordByte(_ byte: UInt8) -> UInt8? {
    switch byte {
    case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "0")...UInt8(ascii: "9"): return byte
    case UInt8(ascii: "A")...UInt8(ascii: "Z"): return byte | 0x20
    default: return nil
    }
  }
}
