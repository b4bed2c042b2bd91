import Course

/// Splitting text the way exercises need it: word-bank tiles, emoji, names.
enum TextPieces {
  /// The tiles that build `text`: each word as written, without the punctuation around it.
  static func tiles(_ text: String) -> [String] {
    var tiles: [String] = []
    for token in text.split(whereSeparator: \.isWhitespace) {
      let trimmed = token.drop { !$0.isLetter && !$0.isNumber }.reversed().drop {
        !$0.isLetter && !$0.isNumber
      }
      let word = String(trimmed.reversed())
      let folded = TextFolding.words(word)
      if folded.count == 1 {
        tiles.append(word)
      } else {
        tiles += folded
      }
    }
    return tiles
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
