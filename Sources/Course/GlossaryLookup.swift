import JSON

/// A word or phrase of a text as the text writes it, with its meanings from the glossary (`[]` when the
/// glossary has none): one step of a hint.
public struct Gloss: Sendable, Equatable {
  public var text: String
  public var meanings: [String]
  /// The glossary's entry as the course writes it ("buenas noches" for "Buenas noches"), when the text is
  /// in the language taught and has one.
  public var entry: String?

  public init(_ text: String, meanings: [String], entry: String? = nil) {
    self.text = text
    self.meanings = meanings
    self.entry = entry
  }
}

/// A glossary ready to gloss texts: each word of a text with its meanings, the glossary's phrases ("buenas
/// noches") matched longest first, case, accents aside and punctuation aside as the glossary compares them.
///
/// A text in the language taught is looked up by the glossary's words; a text in the learner's language by
/// its meanings, each giving the words that mean it ("thank you" — "gracias"), a meaning's note in
/// parentheses aside and said with the word ("I am" — "soy", "estoy (feeling, place)").
public struct GlossaryLookup: Sendable {
  /// What each folded key of a meaning stands for: the words that mean it (in the learner's language).
  private var senses: [String: (entry: String?, meanings: [String])] = [:]
  /// The glossary itself, for texts in the language taught: its keys are the words' already.
  private let glossary: Glossary?
  /// The most words a key holds: no phrase longer is looked for.
  private var longest = 1
  /// The language of the texts looked up: only the language taught is read with elisions (`l'eau`); the
  /// learner's apostrophes are contractions (`it's`).
  private let side: LanguageSide

  /// A lookup of `glossary`'s words (`.taught`), made at once whatever the glossary's size, or of its
  /// meanings (`.learner`), each filed under its key.
  public init(_ glossary: Glossary, side: LanguageSide = .taught) {
    self.side = side
    guard side == .learner else {
      self.glossary = glossary
      longest = glossary.longestKey
      return
    }
    self.glossary = nil
    for entry in glossary.entries {
      for meaning in entry.meanings {
        let bare = GlossMeanings.withoutNote(meaning)
        let note = meaning.dropFirst(bare.count).trimmingCharacters(in: .whitespaces)
        add(bare, [note.isEmpty ? entry.word : "\(entry.word) \(note)"], entry: nil)
      }
    }
  }

  /// What the folded `key` stands for, if anything: its meanings lent from where they are held, made into
  /// an array only by the gloss that shows them.
  private func sense(_ key: String) -> (entry: String?, meanings: ArraySlice<String>)? {
    guard let glossary else { return senses[key].map { ($0.entry, $0.meanings[...]) } }
    guard !key.isEmpty, let place = glossary.places.place(of: key) else { return nil }
    return (glossary.words[place], glossary.meanings(at: place))
  }

  private mutating func add(_ text: String, _ meanings: [String], entry: String?) {
    let key = TextFolding.key(text)
    guard !key.isEmpty else { return }
    longest = max(longest, key.split(separator: " ").count)
    // The glossary's first entry of a word wins, as `Glossary.meanings(of:)` has it; a meaning several
    // words share gathers them all.
    if let known = senses[key] {
      if entry == nil {
        senses[key]?.meanings = known.meanings + meanings.filter { !known.meanings.contains($0) }
      }
    } else {
      senses[key] = (entry, meanings)
    }
  }

  /// Whether the glossary has nothing to look up.
  public var isEmpty: Bool { glossary.map { $0.places.isEmpty } ?? senses.isEmpty }

  /// The meanings of `text` taken whole (`[]` when it has none).
  public func meanings(of text: String) -> [String] {
    sense(TextFolding.key(text)).map { Array($0.meanings) } ?? []
  }

  /// Each word of `text` in order, a phrase of the glossary as one, with its meanings. A word written with
  /// an elision ("l'eau", "c'è") that the glossary lacks is glossed as its two parts.
  public func glosses(of text: String) -> [Gloss] {
    let words = GlossWord.words(in: text)
    var glosses: [Gloss] = []
    var start = 0
    while start < words.count {
      guard let (count, sense) = longestSense(words, from: start) else {
        glosses += unknown(words[start], in: text)
        start += 1
        continue
      }
      let range = words[start].range.lowerBound..<words[start + count - 1].range.upperBound
      glosses.append(
        Gloss(String(text.unicodeScalars[range]), meanings: Array(sense.meanings), entry: sense.entry))
      start += count
    }
    return glosses
  }

  /// The texts of `glosses(of: text)` that have no meanings, in order, the others never made.
  func unglossed(of text: String) -> [String] {
    isGlossedWordByWord(text) ? [] : unglossedInPlace(of: text)
  }

  /// `unglossed(of:)`, each word found in the text.
  func unglossedInPlace(of text: String) -> [String] {
    plainUnglossed(of: text) ?? unglossedByWords(of: text)
  }

  /// `unglossedInPlace` of a text in the language taught of a glossary without phrases whose bytes are
  /// ASCII with nothing that joins or elides (no apostrophe, no hyphen, no point, comma or colon after a
  /// digit), read from its bytes: its words are then its runs of letters and digits, each one word of the
  /// glossary or none. Nil for any other text.
  func plainUnglossed(of text: String) -> [String]? {
    guard side == .taught, let glossary, longest == 1 else { return nil }
    return text.withUTF8Bytes { bytes -> [String]? in
      withUnsafeTemporaryAllocation(of: UInt8.self, capacity: max(bytes.count, 1)) { lowered -> [String]? in
        var texts: [String] = []
        var start = 0
        var length = 0
        var afterDigit = false
        for index in 0...bytes.count {
          let byte = index < bytes.count ? bytes[index] : UInt8(ascii: " ")
          if let folded = TextFolding.wordByte(byte) {
            if length == 0 { start = index }
            lowered[length] = folded
            length &+= 1
            afterDigit = byte &- UInt8(ascii: "0") < 10
            continue
          }
          guard byte < 0x80, byte != UInt8(ascii: "'"), byte != UInt8(ascii: "-"),
            !(afterDigit
              && (byte == UInt8(ascii: ".") || byte == UInt8(ascii: ",") || byte == UInt8(ascii: ":")))
          else { return nil }
          if length > 0,
            !glossary.hasMeanings(forKeyBytes: UnsafeBufferPointer(rebasing: lowered[..<length]))
          {
            texts.append(String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<index]), as: UTF8.self))
          }
          length = 0
          afterDigit = false
        }
        return texts
      }
    }
  }

  /// `unglossedInPlace`, the text read word by word.
  func unglossedByWords(of text: String) -> [String] {
    let words = GlossWord.words(in: text)
    var texts: [String] = []
    var start = 0
    while start < words.count {
      guard let (count, sense) = longestSense(words, from: start) else {
        for gloss in unknown(words[start], in: text) where gloss.meanings.isEmpty { texts.append(gloss.text) }
        start += 1
        continue
      }
      if sense.meanings.isEmpty {
        let range = words[start].range.lowerBound..<words[start + count - 1].range.upperBound
        texts.append(String(text.unicodeScalars[range]))
      }
      start += count
    }
    return texts
  }

  /// Whether each folded word of `text`, a text in the language taught, has meanings: then no word is
  /// unglossed, and none need be found in the text. Most texts are, and folding their bytes makes no list
  /// of words; a text with any other word is read word by word. Where the glossary has phrases, a phrase
  /// a text holds is glossed in place of its words, so this holds only when every entry has meanings.
  func isGlossedWordByWord(_ text: String) -> Bool {
    guard let glossary, longest == 1 || glossary.everyEntryHasMeanings else { return false }
    var glossed = true
    TextFolding.forEachWordBytes(in: text) { bytes in
      guard glossed else { return }
      glossed = glossary.hasMeanings(forKeyBytes: bytes)
    }
    return glossed
  }

  /// The longest run of `words` from `start` that the glossary has, longest first: how many words it
  /// holds and what it stands for.
  private func longestSense(_ words: [GlossWord], from start: Int) -> (
    Int, (entry: String?, meanings: ArraySlice<String>)
  )? {
    let most = min(longest, words.count - start)
    if let glossary {
      // The glossary's keys: the words' keys joined once into one buffer, each phrase a prefix of it, looked
      // up by its bytes with no string made.
      var joined: [UInt8] = []
      var ends: [Int] = []
      ends.reserveCapacity(most)
      for index in start..<(start + most) {
        if index > start { joined.append(UInt8(ascii: " ")) }
        joined.appendUTF8(words[index].key)
        ends.append(joined.count)
      }
      return joined.withUnsafeBufferPointer { joined in
        for count in stride(from: most, through: 1, by: -1) {
          let key = UnsafeBufferPointer(rebasing: joined[..<ends[count - 1]])
          if let place = glossary.places.place(ofBytes: key) {
            return (count, (glossary.words[place], glossary.meanings(at: place)))
          }
        }
        return nil
      }
    }
    // The learner's side: its senses are filed by string.
    for count in stride(from: most, through: 1, by: -1) {
      // One word is its own key; a phrase's words are joined.
      let key =
        count == 1 ? words[start].key : words[start..<(start + count)].map(\.key).joined(separator: " ")
      if let sense = sense(key) { return (count, sense) }
    }
    return nil
  }

  /// The glosses of a word the glossary lacks, as `glosses` gives them.
  private func unknown(_ word: GlossWord, in text: String) -> [Gloss] {
    side == .taught ? elided(word, in: text) : [Gloss(String(text.unicodeScalars[word.range]), meanings: [])]
  }

  /// A word the glossary lacks: its parts when it is joined (`est-ce`, `WordJoins`) or written with an
  /// elision and the glossary knows one of them, or the word without meanings.
  private func elided(_ word: GlossWord, in text: String) -> [Gloss] {
    let whole = String(text.unicodeScalars[word.range])
    let split = WordJoins.split(whole)
    if split != whole {
      let parts = glosses(of: split)
      if parts.contains(where: { !$0.meanings.isEmpty }) { return parts }
    }
    if !Elision.isWhole(whole), case let split = word.elisionParts(in: text), split.count == 2 {
      let (head, tail) = (split[0], split[1])
      let parts = [head, tail].map { part in
        let sense = sense(TextFolding.key(part))
        return Gloss(part, meanings: sense.map { Array($0.meanings) } ?? [], entry: sense?.entry)
      }
      if !tail.isEmpty, parts.contains(where: { !$0.meanings.isEmpty }) { return parts }
    }
    return [Gloss(whole, meanings: [])]
  }
}
