import Course

/// Splitting text the way exercises need it: word-bank tiles, emoji, names.
enum TextPieces {
  /// The tiles that build `text`: each word as written, without the punctuation around it; a hyphenated
  /// word or a number is one tile (`va-t-il`, `qu'est-ce`, `1.000`, `10:30`), as grading folds it.
  static func tiles(_ text: String) -> [String] { latinTiles(text) ?? characterTiles(text) }

  /// `tiles` by its definition, character by character: white space splits, the letters and digits of each
  /// piece and what lies between them are a word, and a word that folds to several is those.
  static func characterTiles(_ text: String) -> [String] {
    var tiles: [String] = []
    for token in text.split(whereSeparator: \.isWhitespace) {
      let trimmed = token.drop { !$0.isLetter && !$0.isNumber }.reversed().drop {
        !$0.isLetter && !$0.isNumber
      }
      add(String(trimmed.reversed()), to: &tiles)
    }
    return tiles
  }

  /// `tiles` of text below U+0300, scalar by scalar; nil for any other text. Each such scalar is a
  /// character of its own (CR LF aside, white space either way), so a table of what each is gives what
  /// `characterTiles` finds.
  private static func latinTiles(_ text: String) -> [String]? {
    let scalars = text.unicodeScalars
    var tiles: [String] = []
    var start: String.Index?
    var end = scalars.startIndex
    var index = scalars.startIndex
    while index < scalars.endIndex {
      let value = scalars[index].value
      guard value < 0x300 else { return nil }
      let next = scalars.index(after: index)
      switch latinKinds[Int(value)] {
      case .space:
        if let first = start { add(String(scalars[first..<end]), to: &tiles) }
        start = nil
      case .part:
        if start == nil { start = index }
        end = next
      case .other: break
      }
      index = next
    }
    if let first = start { add(String(scalars[first..<end]), to: &tiles) }
    return tiles
  }

  /// What a scalar below U+0300 is to a tile: white space, a letter or digit, or other.
  private enum Kind { case space, part, other }

  private static let latinKinds: [Kind] = (0..<0x300).map { value in
    guard let scalar = Unicode.Scalar(UInt32(value)) else { return .other }
    let character = Character(scalar)
    return character.isWhitespace ? .space : character.isLetter || character.isNumber ? .part : .other
  }

  /// Adds `word`, trimmed of punctuation, to `tiles`: as written when it folds to one word, else its words.
  private static func add(_ word: String, to tiles: inout [String]) {
    let key = TextFolding.key(word)
    guard !key.isEmpty else { return }
    if key.containsByte(UInt8(ascii: " ")) {
      tiles += key.split(separator: " ").map(String.init)
    } else {
      tiles.append(word)
    }
  }

  /// `tiles` but the pieces of a word grading reads as several (`a.m.` gives no `a` and no `m`): the tiles a
  /// bank may borrow from another note as distractors, where a lone `m` would be no word at all.
  static func wholeTiles(_ text: String) -> [String] {
    guard splitsAWord(text) else { return tiles(text) }
    return text.split(whereSeparator: \.isWhitespace).flatMap { token in
      TextFolding.key(String(token)).containsByte(UInt8(ascii: " ")) ? [] : tiles(String(token))
    }
  }

  /// Whether a word `text` writes (between spaces) is several words to grading, so that its tiles would be
  /// pieces of it (`a.m.` gives `a` and `m`). Each word is folded from the text's bytes, between its white
  /// space; a word folding cannot read from its bytes sends the whole text the slow way.
  static func splitsAWord(_ text: String) -> Bool {
    text.withUTF8Bytes { bytes in
      var start = 0
      var index = 0
      while index <= bytes.count {
        let space = index == bytes.count ? 1 : whiteSpaceLength(at: index, in: bytes)
        guard space > 0 else {
          index += 1
          continue
        }
        if index > start {
          let word = UnsafeBufferPointer(rebasing: bytes[start..<index])
          guard let several = TextFolding.fold(bytes: word, { $0.contains(UInt8(ascii: " ")) }) else {
            return splitsAWordByCharacters(text)
          }
          if several { return true }
        }
        index += space
        start = index
      }
      return false
    }
  }

  /// `splitsAWord` by its definition, character by character.
  static func splitsAWordByCharacters(_ text: String) -> Bool {
    text.split(whereSeparator: \.isWhitespace).contains { token in
      TextFolding.key(String(token)).containsByte(UInt8(ascii: " "))
    }
  }

  /// How many bytes of white space (Unicode's White_Space, what `Character.isWhitespace` tells) start at
  /// `index`: 0 for any other character, or the middle of one.
  private static func whiteSpaceLength(at index: Int, in bytes: UnsafeBufferPointer<UInt8>) -> Int {
    let byte = bytes[index]
    if byte == 0x20 || (0x09...0x0D).contains(byte) { return 1 }
    guard byte >= 0xC2, byte <= 0xE3 else { return 0 }
    let second = index + 1 < bytes.count ? bytes[index + 1] : 0
    let third = index + 2 < bytes.count ? bytes[index + 2] : 0
    switch (byte, second) {
    case (0xC2, 0x85), (0xC2, 0xA0): return 2  // U+0085, U+00A0
    case (0xE1, 0x9A): return third == 0x80 ? 3 : 0  // U+1680
    case (0xE2, 0x80):  // U+2000 to U+200A, U+2028, U+2029, U+202F
      return (0x80...0x8A).contains(third) || third == 0xA8 || third == 0xA9 || third == 0xAF ? 3 : 0
    case (0xE2, 0x81): return third == 0x9F ? 3 : 0  // U+205F
    case (0xE3, 0x80): return third == 0x80 ? 3 : 0  // U+3000
    default: return 0
    }
  }

  /// How many words `text` has, as grading counts them.
  static func wordCount(_ text: String) -> Int { TextFolding.words(text).count }

  /// Whether a character is drawn as an emoji.
  static func isEmoji(_ character: Character) -> Bool {
    guard let first = character.unicodeScalars.first, first.value > 0xFF else { return false }
    return character.unicodeScalars.contains { $0.properties.isEmojiPresentation }
      || (first.properties.isEmoji && character.unicodeScalars.contains("\u{FE0F}"))
  }

  /// `text` split into its emoji and the rest.
  static func emoji(in text: String) -> (emoji: String, rest: String) {
    let emoji = String(text.filter(isEmoji))
    let rest = FieldText.collapse(String(text.filter { !isEmoji($0) }))
    return (emoji, rest)
  }

  /// A name for an emoji from Unicode's names: "🍎" is "red apple".
  static func name(ofEmoji emoji: String) -> String {
    let names = emoji.unicodeScalars.compactMap { scalar -> String? in
      guard scalar.properties.isEmoji, scalar.value > 0xFF, let name = scalar.properties.name else {
        return nil
      }
      return name.lowercased()
    }
    return names.joined(separator: " ")
  }

  /// A lowercase id made of `text`'s letters and digits, words joined by hyphens.
  static func slug(_ text: String) -> String {
    let pieces = TextFolding.stripAccents(text).lowercased().split {
      !($0.isLetter || $0.isNumber) || !$0.isASCII
    }
    return pieces.joined(separator: "-")
  }
}
