/// A word of a text: where it is, and its key as the glossary folds it.
struct GlossWord {
  let range: Range<String.UnicodeScalarView.Index>
  let key: String

  static func isApostrophe(_ scalar: Unicode.Scalar) -> Bool { scalar == "'" || scalar == "’" }

  /// The two parts of the word at the first apostrophe, the apostrophe kept with the first ("l'", "eau"),
  /// as `text` writes them; `[]` when it has none.
  func elisionParts(in text: String) -> [String] {
    let scalars = text.unicodeScalars
    guard let mark = scalars[range].firstIndex(where: GlossWord.isApostrophe) else { return [] }
    let after = scalars.index(after: mark)
    return [String(scalars[range.lowerBound..<after]), String(scalars[after..<range.upperBound])]
  }

  /// The words of `text` in order: runs of letters, digits and accents, an apostrophe between two letters
  /// kept inside the word ("m'appelle"), and a join (`WordJoins`: "est-ce", "10:30").
  static func words(in text: String) -> [GlossWord] {
    latinWords(in: text) ?? wordsByScalar(in: text)
  }

  /// `words(in:)` of a text below U+0250 (and ’), read from its bytes: whether a scalar is part of a word is
  /// what `LatinTables.folds` says of it, with no lower-case form made. Nil for any other text.
  static func latinWords(in text: String) -> [GlossWord]? {
    text.withUTF8Bytes { bytes -> [GlossWord]? in
      var words: [GlossWord] = []
      var start: Int?
      func end(at end: Int) {
        guard let begun = start else { return }
        start = nil
        let key = TextFolding.key(UTF8Scalars.string(bytes, begun..<end))
        guard !key.isEmpty else { return }
        let utf8 = text.utf8
        let lower = utf8.index(utf8.startIndex, offsetBy: begun)
        words.append(GlossWord(range: lower..<utf8.index(lower, offsetBy: end - begun), key: key))
      }
      var previous: UInt32 = 0
      var index = 0
      while index < bytes.count {
        let (value, length) = UTF8Scalars.scalar(at: index, in: bytes)
        guard let part = isLatinPart(value) else { return nil }
        let next = index + length
        let following = next < bytes.count ? UTF8Scalars.scalar(at: next, in: bytes).value : nil
        if part {
          if start == nil { start = index }
        } else if value == 0x27 || value == 0x2019, start != nil, let following {
          // An apostrophe inside a word is kept; a text going on beyond Latin is read the slow way.
          guard let partFollows = isLatinPart(following) else { return nil }
          if !partFollows { end(at: index) }
        } else if start != nil, index > 0, let following, let scalar = Unicode.Scalar(value),
          let before = Unicode.Scalar(previous), let after = Unicode.Scalar(following),
          WordJoins.joins(scalar, before, after)
        {
          // A join inside a word: kept.
        } else {
          end(at: index)
        }
        previous = value
        index = next
      }
      end(at: bytes.count)
      return words
    }
  }

  /// Whether the scalar `value` is part of a word as `wordsByScalar` reads it (its lower-case form all
  /// letters, digits and accents); nil from U+0250 on (’ aside), and where the table cannot tell.
  @inline(__always)
  static func isLatinPart(_ value: UInt32) -> Bool? {
    if value < 0x80 {
      return (value | 0x20) &- 0x61 < 26 || value &- 0x30 < 10
    }
    if value == 0x2019 { return false }
    guard value < 0x250 else { return nil }
    switch LatinTables.folds[Int(value &- 0x80)] {
    case LatinTables.slow: return nil
    case LatinTables.separator: return false
    default: return true
    }
  }

  /// `words(in:)` by its definition, scalar by scalar, for any text.
  static func wordsByScalar(in text: String) -> [GlossWord] {
    let scalars = text.unicodeScalars
    var words: [GlossWord] = []
    var start: String.UnicodeScalarView.Index?
    var index = scalars.startIndex
    func isPart(_ scalar: Unicode.Scalar) -> Bool {
      // An ASCII letter lowers to an ASCII letter: no mapping need be made for it.
      guard !scalar.isASCII else {
        return TextFolding.isWordPart(scalar) || (scalar.value >= 0x41 && scalar.value <= 0x5A)
      }
      return scalar.properties.lowercaseMapping.unicodeScalars.allSatisfy(TextFolding.isWordPart)
    }
    func end(at end: String.UnicodeScalarView.Index) {
      guard let begun = start else { return }
      let key = TextFolding.key(String(scalars[begun..<end]))
      if !key.isEmpty { words.append(GlossWord(range: begun..<end, key: key)) }
      start = nil
    }
    while index < scalars.endIndex {
      let scalar = scalars[index]
      let next = scalars.index(after: index)
      if isPart(scalar) {
        if start == nil { start = index }
      } else if isApostrophe(scalar), start != nil, next < scalars.endIndex, isPart(scalars[next]) {
        // Inside a word: kept.
      } else if start != nil, index > scalars.startIndex, next < scalars.endIndex,
        WordJoins.joins(scalar, scalars[scalars.index(before: index)], scalars[next])
      {
        // A join inside a word: kept.
      } else {
        end(at: index)
      }
      index = next
    }
    end(at: scalars.endIndex)
    return words
  }
}
