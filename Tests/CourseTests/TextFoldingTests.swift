import Testing

@testable import Course

/// The byte-level folding must give exactly what the plain Unicode definition gives.
struct TextFoldingTests {
  /// The definition: lowercase the whole text, drop apostrophes, split on everything but letters and digits.
  static func referenceWords(_ text: String) -> [String] {
    var cleaned = ""
    for scalar in text.lowercased().unicodeScalars {
      if scalar == "'" || scalar == "’" { continue }
      let isWordPart =
        scalar.isASCII
        ? (scalar.value >= 0x61 && scalar.value <= 0x7A) || (scalar.value >= 0x30 && scalar.value <= 0x39)
        : scalar.properties.isAlphabetic || scalar.properties.numericType != nil
          || (0x300...0x36F).contains(scalar.value)
      cleaned.unicodeScalars.append(isWordPart ? scalar : " ")
    }
    return cleaned.split(separator: " ").map(String.init)
  }

  static let samples = [
    "", "   ", "I want a coffee 12", "Quiero un café.", "  Hello,   WORLD!! ", "don't", "l’eau", "ÉCOLE",
    "İstanbul", "straße STRASSE", "Ǆemal", "ﬁ", "KELVIN \u{212A}", "e\u{301}", "١٢٣ arabic digits",
    "tab\tnew\nline", "a-b_c", "ÀÉÎÕÜ àéîõü ñÑ", "emoji 🐱 cat", "'quoted' \"double\"", "ΣΊΣΥΦΟΣ",
    "日本語 テキスト", "x'''y", "'''", "123abc456", "a \u{301}b", " \u{301}x", "x \u{FF9E}", "\u{D4E} a",
    "İ İ", "¿Qué? ¡Sí! ½ ² ª", "soft\u{AD}hyphen", "crlf\r\nline", "Ǉ ǈ ǉ", "µ",
  ]

  @Test(arguments: samples)
  func wordsMatchTheDefinition(_ text: String) {
    #expect(TextFolding.words(text) == Self.referenceWords(text))
  }

  @Test(arguments: samples)
  func keyIsTheWordsJoined(_ text: String) {
    #expect(TextFolding.key(text) == Self.referenceWords(text).joined(separator: " "))
  }

  @Test func foldsCaseAndPunctuation() {
    #expect(TextFolding.words("  I WANT, a Coffee! ") == ["i", "want", "a", "coffee"])
    #expect(TextFolding.key("Don't  stop") == "dont stop")
  }
}
