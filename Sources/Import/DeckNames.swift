import Course

/// The names a deck writes: words it capitalises inside a sentence ("Je suis à Paris."), and capitalised
/// words both languages of one note write alike ("Marie est là." — "Marie is there."). A name keeps its
/// capital on a tile and is written into the course's `knownWords`; every other tile is in lower case.
enum DeckNames {
  /// Each name's folded key with the form the deck first writes it in.
  static func names(in items: [Item]) -> [String: String] {
    var names: [String: String] = [:]
    func add(_ word: Capitalised) { if names[word.key] == nil { names[word.key] = word.text } }
    for item in items {
      let texts = item.texts
      for text in texts { for word in capitalised(text) where !word.first { add(word) } }
      guard texts.count >= 2 else { continue }
      let other = Set(capitalised(texts[1]).map(\.key))
      for word in capitalised(texts[0]) where other.contains(word.key) { add(word) }
    }
    return names
  }

  /// A capitalised word of a text: its key, its form, and whether it begins the text.
  struct Capitalised {
    let key: String
    let text: String
    let first: Bool
  }

  /// The capitalised words of `text`, "I" aside: each word without the punctuation around it (an accent
  /// kept with its letter), read scalar by scalar.
  static func capitalised(_ text: String) -> [Capitalised] {
    // Most texts are ASCII without a capital: no name in them.
    if text.utf8.allSatisfy({ $0 < 0x80 && !(UInt8(ascii: "A")...UInt8(ascii: "Z")).contains($0) }) {
      return []
    }
    var words: [Capitalised] = []
    let tokens = text.unicodeScalars.split(whereSeparator: \.properties.isWhitespace)
    for (index, token) in tokens.enumerated() {
      guard let first = token.firstIndex(where: isLetter), let last = token.lastIndex(where: isLetter),
        token[first].properties.isUppercase
      else { continue }
      var end = token.index(after: last)
      while end < token.endIndex, isMark(token[end]) { end = token.index(after: end) }
      let word = String(String.UnicodeScalarView(token[first..<end]))
      let key = TextFolding.key(word)
      guard !key.isEmpty, key != "i" else { continue }
      words.append(Capitalised(key: key, text: word, first: index == 0))
    }
    return words
  }

  private static func isLetter(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.properties.generalCategory {
    case .uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .modifierLetter, .otherLetter: true
    default: false
    }
  }

  private static func isMark(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.properties.generalCategory {
    case .nonspacingMark, .spacingMark, .enclosingMark: true
    default: false
    }
  }
}
