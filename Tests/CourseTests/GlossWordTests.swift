import Testing

@testable import Course

/// The words the hint and the glossary's lesson read from a text: read from its bytes below U+0250, they are
/// what the scalar-by-scalar definition reads.
struct GlossWordTests {
  /// Each word as its UTF-8 offsets in the text, and its key.
  private func words(_ words: [GlossWord], in text: String) -> [String] {
    words.map { word in
      let utf8 = text.utf8
      let lower = utf8.distance(from: utf8.startIndex, to: word.range.lowerBound)
      let upper = utf8.distance(from: utf8.startIndex, to: word.range.upperBound)
      return "\(lower)..<\(upper) \(word.key)"
    }
  }

  @Test func aScalarIsPartOfAWordAsItsLowerCaseFormSays() {
    // The table's answer, where it gives one, is the definition's: every lower-case scalar a word's part.
    var answered = 0
    for value in UInt32(0)..<0x250 {
      guard let scalar = Unicode.Scalar(value), let part = GlossWord.isLatinPart(value) else { continue }
      answered += 1
      let defined =
        scalar.isASCII
        ? TextFolding.isWordPart(scalar) || ("A"..."Z").contains(scalar)
        : scalar.properties.lowercaseMapping.unicodeScalars.allSatisfy(TextFolding.isWordPart)
      #expect(part == defined, "U+\(String(value, radix: 16))")
    }
    #expect(answered > 0x240)
    #expect(GlossWord.isLatinPart(0x2019) == false)
    #expect(GlossWord.isLatinPart(0x250) == nil)
  }

  @Test func theWordsOfLatinTextAreTheDefinitionsWords() {
    let samples = [
      "L'eau est-ce qu'il m’appelle à 10:30, 3,5 ou 1.000 ?", "va-t-il -x x- 'a a' ’’b l’",
      "ÉCOLE Straße ǅemal İ",
      "22nd 1er ½ ² ª º µ ×÷", "a - b . c", "--a", "a--b", "x'", "'x", "l'", "a’’b", "",
    ]
    var latin = 0
    for text in WordScanTests.corpus + samples {
      guard let read = GlossWord.latinWords(in: text) else { continue }
      latin += 1
      #expect(
        words(read, in: text) == words(GlossWord.wordsByScalar(in: text), in: text),
        "\(text.debugDescription)")
      // The words' ranges are the text's scalars.
      for word in read { #expect(!String(text.unicodeScalars[word.range]).isEmpty) }
    }
    #expect(latin > 1000)
  }

  @Test func aTextBeyondLatinIsReadTheSlowWay() {
    #expect(GlossWord.latinWords(in: "日本語 です") == nil)
    #expect(GlossWord.latinWords(in: "cafe\u{301}") == nil)
    #expect(GlossWord.latinWords(in: "l’эх") == nil)
    #expect(GlossWord.words(in: "l’эх").map(\.key) == GlossWord.wordsByScalar(in: "l’эх").map(\.key))
  }
}
