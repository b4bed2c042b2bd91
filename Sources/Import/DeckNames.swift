import Course

/// The names a deck writes: words it capitalises inside a sentence ("Je suis à Paris."), capitalised words
/// both languages of one note write alike ("Marie est là." — "Marie is there."), words a field holds alone
/// that the deck never writes in lower case ("Chinese", "January"), and abbreviations in capitals ("ATM").
/// A name keeps its capital on a tile and is written into the course's `knownWords`; every other tile is in
/// lower case.
///
/// The second and third are guesses a dictionary can overrule: a word its language's dictionary knows in
/// lower case ("Bonjour", "Hello", "It's" a field begins with) is a word, not a name, whose capital on a
/// tile would give away the answer's first word.
///
/// A month or a weekday is a name exactly when its language always capitalises it (`CalendarNames`):
/// "May" in English, never "Abril" in Spanish, however the deck writes them.
enum DeckNames {
  /// Whether a word is known, in lower case, to the dictionary of each language (nil: none installed), and
  /// each language's code (for its calendar names).
  struct LowerCase {
    var taught: ((String) -> Bool)? = nil
    var learner: ((String) -> Bool)? = nil
    var codes: (taught: String, learner: String) = ("", "") {
      didSet { calendars = (CalendarNames.names(of: codes.taught), CalendarNames.names(of: codes.learner)) }
    }
    /// How each language writes its calendar names, by folded key.
    private var calendars:
      (taught: [String: CalendarNames.Writing], learner: [String: CalendarNames.Writing]) =
        ([:], [:])

    init(
      taught: ((String) -> Bool)? = nil, learner: ((String) -> Bool)? = nil,
      codes: (taught: String, learner: String) = ("", "")
    ) {
      self.taught = taught
      self.learner = learner
      self.codes = codes
      calendars = (CalendarNames.names(of: codes.taught), CalendarNames.names(of: codes.learner))
    }

    /// Whether the dictionary of `side` knows `word` in lower case.
    fileprivate func knows(_ word: Capitalised, on side: Side) -> Bool {
      (side == .taught ? taught : learner)?(word.text.lowercased()) == true
    }

    /// How the language of `side` writes `word` if it is one of its calendar names.
    fileprivate func calendar(_ word: Capitalised, on side: Side) -> CalendarNames.Writing? {
      side == .taught ? calendars.taught[word.key] : calendars.learner[word.key]
    }
  }

  /// Each name's folded key with the form the deck first writes it in.
  static func names(in items: [Item], lowerCase: LowerCase = LowerCase()) -> [String: String] {
    var names: [String: String] = [:]
    func add(_ word: Capitalised, on side: Side) {
      guard names[word.key] == nil, lowerCase.calendar(word, on: side) != .lowerCase else { return }
      names[word.key] = word.text
    }
    // A word a field holds alone ("Chinese", "January") that the deck never writes in lower case in the
    // same language ("Latin" beside "le latin" is a name in English all the same).
    var alone: [Side: [String: String]] = [:]
    for item in items {
      let texts = item.texts
      // A word in capitals throughout ("ATM", "MP3") is an abbreviation, a name wherever it stands: lowering
      // its first letter would make no word ("aTM"). A calendar name its language capitalises is one too,
      // inside a text or alone ("in May", "May"; not "May I come in?"). A capital after a comma that the
      // dictionary knows in lower case begins another form ("It is advisable, It is better").
      for (side, text) in sided(item).prefix(texts.count) {
        let words = capitalised(text)
        for word in words {
          let inside = !word.first && !(word.afterComma && lowerCase.knows(word, on: side))
          let calendar =
            lowerCase.calendar(word, on: side) == .capitalised
            && (!word.first || (words.count == 1 && TextPieces.wordCount(text) == 1))
          if inside || word.isAbbreviation || calendar { add(word, on: side) }
        }
      }
      if texts.count >= 2 {
        let other = Set(capitalised(texts[1]).map(\.key))
        for word in capitalised(texts[0]) where other.contains(word.key) {
          if !(lowerCase.knows(word, on: .taught) && lowerCase.knows(word, on: .learner)) {
            add(word, on: .taught)
          }
        }
      }
      for (side, text) in sided(item) {
        let words = capitalised(text)
        // A field of a few words each capitalised ("Santa Claus", "Mardi Gras") is a name too.
        let count = TextPieces.wordCount(text)
        guard !words.isEmpty, words.count == count, count <= 3 else { continue }
        for word in words { alone[side, default: [:]][word.key] = alone[side]?[word.key] ?? word.text }
      }
    }
    if !alone.isEmpty {
      var lowered: [Side: Set<String>] = [:]
      for item in items {
        for (side, text) in sided(item) where text.contains(where: \.isLowercase) {
          for tile in TextPieces.tiles(text) where tile.first?.isLowercase == true {
            let key = TextFolding.key(tile)
            if alone[side]?[key] != nil { lowered[side, default: []].insert(key) }
          }
        }
      }
      for side in [Side.taught, .learner] {
        for (key, text) in (alone[side] ?? [:]).sorted(by: { $0.key < $1.key })
        where lowered[side]?.contains(key) != true {
          let word = Capitalised(key: key, text: text, first: false)
          if !lowerCase.knows(word, on: side) { add(word, on: side) }
        }
      }
    }
    return names
  }

  /// The language a text of a note is in.
  fileprivate enum Side { case taught, learner }

  /// The texts of an item with the language of each: a word or sentence and its meaning, a cloze's text
  /// and answer and its translation.
  private static func sided(_ item: Item) -> [(Side, String)] {
    switch item {
    case .word(let word):
      [(.taught, word.text), (.learner, word.meaning)] + word.otherMeanings.map { (.learner, $0) }
    case .sentence(let sentence): [(.taught, sentence.text), (.learner, sentence.translation)]
    case .cloze(let cloze):
      [(.taught, cloze.prompt), (.taught, cloze.answer)] + (cloze.translation.map { [(.learner, $0)] } ?? [])
    }
  }

  /// A capitalised word of a text: its key, its form, and whether it begins the text or a sentence of it
  /// ("Et vous? Vous êtes d'où?", "Il est ... Elle est ..."): a capital there is no sign of a name.
  struct Capitalised {
    let key: String
    let text: String
    let first: Bool
    /// Whether the word before it ends with a comma.
    var afterComma = false
    /// Where it begins in its text, in UTF-8 bytes (0 for a word not read from a text).
    var offset = 0

    /// Whether it is written in capitals throughout, with two letters or more.
    var isAbbreviation: Bool {
      let letters = text.filter(\.isLetter)
      return letters.count >= 2 && letters.allSatisfy(\.isUppercase)
    }
  }

  /// The capitalised words of `text`, "I" aside: each word without the punctuation around it (an accent
  /// kept with its letter), read scalar by scalar.
  static func capitalised(_ text: String) -> [Capitalised] {
    var copy = text
    let ascii = copy.withUTF8 { bytes -> [Capitalised]? in
      guard bytes.allSatisfy({ $0 < 0x80 }) else { return nil }
      // Most texts are ASCII without a capital: no name in them.
      return bytes.contains { $0 &- UInt8(ascii: "A") < 26 } ? asciiCapitalised(bytes) : []
    }
    if let ascii { return ascii }
    var words: [Capitalised] = []
    var (starts, comma) = (true, false)
    for token in text.unicodeScalars.split(whereSeparator: \.properties.isWhitespace) {
      let (begins, afterComma) = (starts, comma)
      starts = endsSentence(token.lazy.map(\.value))
      comma = token.last == ","
      guard let first = token.firstIndex(where: isLetter), let last = token.lastIndex(where: isLetter),
        token[first].properties.isUppercase
      else { continue }
      var end = token.index(after: last)
      // Digits written onto the word are its own ("MP3", "B2").
      while end < token.endIndex, isMark(token[end]) || ("0"..."9").contains(token[end]) {
        end = token.index(after: end)
      }
      let word = String(String.UnicodeScalarView(token[first..<end]))
      let key = TextFolding.key(word)
      guard !key.isEmpty, key != "i" else { continue }
      let offset = text.utf8.distance(from: text.utf8.startIndex, to: first)
      words.append(Capitalised(key: key, text: word, first: begins, afterComma: afterComma, offset: offset))
    }
    return words
  }

  /// Whether a text's next word begins a sentence after `token` (its scalars' values): the token ends in
  /// `.`, `?`, `!` or `…` (closing quotes and brackets aside), and is no abbreviation of a title
  /// ("Mr.", "Dr.", "Mme.": a capital and at most three more letters before its point).
  private static func endsSentence(_ token: some BidirectionalCollection<UInt32>) -> Bool {
    // " ' ) ] » ’ ”
    let closing: [UInt32] = [0x22, 0x27, 0x29, 0x5D, 0xBB, 0x2019, 0x201D]
    guard let last = token.lastIndex(where: { !closing.contains($0) }) else { return false }
    switch token[last] {
    case 0x3F, 0x21, 0x2026: return true
    case 0x2E:
      let letters = token[..<last]
      let isTitle =
        (1...4).contains(letters.count) && letters.first.map { $0 &- 0x41 < 26 } == true
        && letters.allSatisfy { ($0 | 0x20) &- 0x61 < 26 }
      return !isTitle
    default: return false
    }
  }

  /// `capitalised` of an ASCII text, read byte by byte: its letters are A to Z in either case, its white
  /// space tab to carriage return and the space, and it has no marks.
  private static func asciiCapitalised(_ bytes: UnsafeBufferPointer<UInt8>) -> [Capitalised] {
    let isSpace = { (byte: UInt8) in byte == 0x20 || byte &- 0x09 < 5 }
    let isLetter = { (byte: UInt8) in (byte | 0x20) &- UInt8(ascii: "a") < 26 }
    var words: [Capitalised] = []
    var position = 0
    var (starts, comma) = (true, false)
    while position < bytes.count {
      while position < bytes.count, isSpace(bytes[position]) { position += 1 }
      guard position < bytes.count else { break }
      let start = position
      while position < bytes.count, !isSpace(bytes[position]) { position += 1 }
      let token = start..<position
      let (begins, afterComma) = (starts, comma)
      // Most words end in a letter, a digit or a comma: no sentence ends with them.
      let final = bytes[token.upperBound - 1]
      comma = final == UInt8(ascii: ",")
      starts =
        !isLetter(final) && final &- UInt8(ascii: "0") >= 10 && !comma
        && endsSentence(bytes[token].lazy.map(UInt32.init))
      guard let first = token.first(where: { isLetter(bytes[$0]) }),
        let last = token.last(where: { isLetter(bytes[$0]) }),
        bytes[first] &- UInt8(ascii: "A") < 26
      else { continue }
      var end = last + 1
      while end < token.upperBound, bytes[end] &- UInt8(ascii: "0") < 10 { end += 1 }
      let word = String(decoding: UnsafeBufferPointer(rebasing: bytes[first..<end]), as: UTF8.self)
      let key = TextFolding.key(word)
      guard !key.isEmpty, key != "i" else { continue }
      words.append(Capitalised(key: key, text: word, first: begins, afterComma: afterComma, offset: first))
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
