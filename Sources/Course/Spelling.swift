/// Words as a spelling dictionary reads them: case kept, an apostrophe inside a word kept.
public enum Spelling {
  /// The words of `text`: runs of letters (and combining marks), joined across an inner apostrophe; letters
  /// written onto a number ("22nd", "1er") are none.
  public static func words(_ text: String) -> [String] {
    var words: [String] = []
    forEachWord(in: text) { word, _ in words.append(word) }
    return words
  }

  /// Calls `body` with each of `words(text)` in order, and whether the word is the first of its sentence
  /// (no word since the text's start or the last of `sentenceMarks`). Reads UTF-8 bytes, ASCII first.
  /// Returns whether the sentences found are the text split on `Character`s (as `sentenceWords` does):
  /// true unless the text has a scalar from U+0300 up (a few quotes and dashes aside), where a mark could
  /// join a neighbour into one character.
  @discardableResult
  public static func forEachWord(in text: String, _ body: (_ word: String, _ startsSentence: Bool) -> Void)
    -> Bool
  {
    forEachWordBytes(in: text) { raw, startsSentence in body(word(raw), startsSentence) }
  }

  /// `forEachWord` with each word as the bytes it is written with (`word(_:)` makes the word of them).
  @discardableResult
  static func forEachWordBytes(
    in text: String, _ body: (_ raw: UnsafeBufferPointer<UInt8>, _ startsSentence: Bool) -> Void
  ) -> Bool {
    text.withUTF8Bytes { bytes in scan(bytes, body) }
  }

  /// `forEachWordBytes` on a text's UTF-8 `bytes`.
  @inline(__always)
  static func forEachWordBytes(
    inUTF8 bytes: UnsafeBufferPointer<UInt8>,
    _ body: (_ raw: UnsafeBufferPointer<UInt8>, _ startsSentence: Bool) -> Void
  ) -> Bool {
    scan(bytes, body)
  }

  /// The word written with the bytes `raw`: each ’ in it is an apostrophe, written '.
  static func word(_ raw: UnsafeBufferPointer<UInt8>) -> String {
    // ’ is E2 80 99: a word without the byte E2 has none.
    raw.contains(0xE2) ? straightened(raw) : String(decoding: raw, as: UTF8.self)
  }

  private static func scan(
    _ bytes: UnsafeBufferPointer<UInt8>, _ body: (UnsafeBufferPointer<UInt8>, Bool) -> Void
  )
    -> Bool
  {
    guard let base = bytes.baseAddress else { return true }
    let count = bytes.count
    var start = -1  // where the current word starts; -1 when there is none
    var end = 0  // just after the current word's last letter
    var pending = false  // an apostrophe follows the current word's last letter
    var startsSentence = true
    var plain = true
    var index = 0
    // Letters written onto a number ("22nd", "1er", "10h") are its ending or its unit, not a word.
    var numbered = false
    func emit() {
      guard !numbered else { return }
      body(UnsafeBufferPointer(start: base + start, count: end &- start), startsSentence)
      startsSentence = false
    }
    while index < count {
      let byte = base[index]
      let value: UInt32
      let length: Int
      let letter: Bool
      if byte < 0x80 {
        // An ASCII letter, the commonest byte, goes straight on with its word.
        if (byte | 0x20) &- UInt8(ascii: "a") < 26 {
          if start < 0 {
            start = index
            numbered = index > 0 && base[index &- 1] &- UInt8(ascii: "0") < 10
          }
          pending = false
          index &+= 1
          end = index
          continue
        }
        (value, length, letter) = (UInt32(byte), 1, false)
      } else {
        (value, length) = UTF8Scalars.scalar(at: index, in: bytes)
        if value >= 0x300 && !isPlainPunctuation(value) { plain = false }
        letter = isLetter(value)
      }
      if letter {
        if start < 0 {
          start = index
          numbered = index > 0 && base[index &- 1] &- UInt8(ascii: "0") < 10
        }
        pending = false
        end = index &+ length
      } else if (value == 0x27 || value == 0x2019) && start >= 0 && !pending {
        pending = true
      } else {
        if start >= 0 { emit() }
        start = -1
        pending = false
        if isSentenceMark(value) { startsSentence = true }
      }
      index &+= length
    }
    if start >= 0 { emit() }
    return plain
  }

  /// Punctuation from U+0300 up that never joins a neighbour into one character: ’ “ ” ‘ – — ….
  @inline(__always)
  private static func isPlainPunctuation(_ value: UInt32) -> Bool {
    switch value {
    case 0x2013, 0x2014, 0x2018, 0x2019, 0x201C, 0x201D, 0x2026: true
    default: false
    }
  }

  /// `raw` with each ’ written as '.
  private static func straightened(_ raw: UnsafeBufferPointer<UInt8>) -> String {
    var word: [UInt8] = []
    word.reserveCapacity(raw.count)
    var index = 0
    while index < raw.count {
      if raw[index] == 0xE2 && index + 2 < raw.count && raw[index + 1] == 0x80 && raw[index + 2] == 0x99 {
        word.append(UInt8(ascii: "'"))
        index += 3
      } else {
        word.append(raw[index])
        index += 1
      }
    }
    return String(decoding: word, as: UTF8.self)
  }

  /// Whether the scalar `value` is part of a word: a letter, or a combining accent.
  @inline(__always)
  static func isLetter(_ value: UInt32) -> Bool {
    if value < 0x80 { return (value | 0x20) &- 0x61 < 26 }
    if value < 0x300 { return LatinTables.isLetter(value) }
    if value <= 0x36F { return true }
    return Unicode.Scalar(value)?.properties.isAlphabetic ?? false
  }

  /// The characters that end a sentence, or open or close a quotation, for finding sentence starts.
  public static let sentenceMarks: Set<Character> = Set(".!?¿¡:;\"“”«»")

  @inline(__always)
  private static func isSentenceMark(_ value: UInt32) -> Bool {
    switch value {
    case 0x2E, 0x21, 0x3F, 0x3A, 0x3B, 0x22, 0xBF, 0xA1, 0xAB, 0xBB, 0x201C, 0x201D: true
    default: false
    }
  }

  /// The definition `forEachWord` keeps to: `text` split on the `Character`s of `sentenceMarks`, each
  /// sentence's words (by `wordsByScalar`), and whether each starts its sentence. Slow; for any text.
  public static func sentenceWords(_ text: String) -> [(word: String, startsSentence: Bool)] {
    text.split(whereSeparator: { sentenceMarks.contains($0) }).flatMap { sentence in
      wordsByScalar(String(sentence)).enumerated().map { ($1, $0 == 0) }
    }
  }

  /// `words`, by the definition: scalar by scalar, with Unicode's properties.
  public static func wordsByScalar(_ text: String) -> [String] {
    var words: [String] = []
    var current = ""
    var pendingApostrophe = false
    var numbered = false
    var previous: Unicode.Scalar?
    for scalar in text.unicodeScalars {
      defer { previous = scalar }
      let isLetter = scalar.properties.isAlphabetic || (0x300...0x36F).contains(scalar.value)
      if isLetter {
        if current.isEmpty { numbered = previous.map { ("0"..."9").contains($0) } ?? false }
        if pendingApostrophe { current.unicodeScalars.append("'") }
        pendingApostrophe = false
        current.unicodeScalars.append(scalar)
      } else if (scalar == "'" || scalar == "’") && !current.isEmpty && !pendingApostrophe {
        pendingApostrophe = true
      } else {
        if !current.isEmpty && !numbered { words.append(current) }
        current = ""
        pendingApostrophe = false
      }
    }
    if !current.isEmpty && !numbered { words.append(current) }
    return words
  }
}

extension String {
  /// Whether the first character is an upper-case letter; below U+0300 read from the bytes.
  var startsCapitalised: Bool {
    let fast = withUTF8Bytes { bytes -> Bool? in
      guard !bytes.isEmpty else { return false }
      let (first, length) = UTF8Scalars.scalar(at: 0, in: bytes)
      // Below U+0300 no scalar joins its neighbour into one character (CR LF aside, neither a letter).
      guard first < 0x300, length == bytes.count || UTF8Scalars.scalar(at: length, in: bytes).value < 0x300
      else { return nil }
      return LatinTables.isUppercase(first)
    }
    return fast ?? first.map { $0.isUppercase } ?? false
  }
}
