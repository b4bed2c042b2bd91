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
  /// pieces of it (`a.m.` gives `a` and `m`).
  static func splitsAWord(_ text: String) -> Bool {
    text.split(whereSeparator: \.isWhitespace).contains { token in
      TextFolding.key(String(token)).containsByte(UInt8(ascii: " "))
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
