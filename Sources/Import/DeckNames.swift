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

  /// The capitalised words of `text`, "I" aside.
  static func capitalised(_ text: String) -> [Capitalised] {
    // Most texts are ASCII without a capital: no name in them.
    if text.utf8.allSatisfy({ $0 < 0x80 && !(UInt8(ascii: "A")...UInt8(ascii: "Z")).contains($0) }) {
      return []
    }
    var words: [Capitalised] = []
    for (index, token) in text.split(whereSeparator: \.isWhitespace).enumerated() {
      let word = String(String(token.drop { !$0.isLetter }.reversed()).drop { !$0.isLetter }.reversed())
      let key = TextFolding.key(word)
      guard word.first?.isUppercase == true, !key.isEmpty, key != "i" else { continue }
      words.append(Capitalised(key: key, text: word, first: index == 0))
    }
    return words
  }
}
