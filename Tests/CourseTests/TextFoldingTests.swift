import Testing

@testable import Course

/// The byte-level folding must give exactly what the plain Unicode definition gives.
struct TextFoldingTests {
  /// The definition: lowercase the whole text, drop apostrophes, split on everything but letters and digits,
  /// keeping a hyphen between two of them and a point, comma or colon between two digits.
  static func referenceWords(_ text: String) -> [String] {
    let scalars = Array(text.lowercased().unicodeScalars.filter { $0 != "'" && $0 != "’" })
    let isWordPart = { (scalar: Unicode.Scalar) in
      scalar.isASCII
        ? (scalar.value >= 0x61 && scalar.value <= 0x7A) || (scalar.value >= 0x30 && scalar.value <= 0x39)
        : scalar.properties.isAlphabetic || scalar.properties.numericType != nil
          || (0x300...0x36F).contains(scalar.value)
    }
    let isDigit = { (scalar: Unicode.Scalar) in scalar.value >= 0x30 && scalar.value <= 0x39 }
    var cleaned = ""
    for (index, scalar) in scalars.enumerated() {
      let between = index > 0 && index + 1 < scalars.count
      let joins =
        between
        && (scalar == "-"
          ? isWordPart(scalars[index - 1]) && isWordPart(scalars[index + 1])
          : ".,:".unicodeScalars.contains(scalar) && isDigit(scalars[index - 1])
            && isDigit(scalars[index + 1]))
      cleaned.unicodeScalars.append(isWordPart(scalar) || joins ? scalar : " ")
    }
    return cleaned.split(separator: " ").map(String.init)
  }

  static let samples = [
    "", "   ", "I want a coffee 12", "Quiero un café.", "  Hello,   WORLD!! ", "don't", "l’eau", "ÉCOLE",
    "İstanbul", "straße STRASSE", "Ǆemal", "ﬁ", "KELVIN \u{212A}", "e\u{301}", "١٢٣ arabic digits",
    "tab\tnew\nline", "a-b_c", "ÀÉÎÕÜ àéîõü ñÑ", "emoji 🐱 cat", "'quoted' \"double\"", "ΣΊΣΥΦΟΣ",
    "日本語 テキスト", "x'''y", "'''", "123abc456", "a \u{301}b", " \u{301}x", "x \u{FF9E}", "\u{D4E} a",
    "İ İ", "¿Qué? ¡Sí! ½ ² ª", "soft\u{AD}hyphen", "crlf\r\nline", "Ǉ ǈ ǉ", "µ",
    "Va-t-il venir ?", "Qu'est-ce que c'est ?", "1.000 3,5 10:30 20-30", "a--b -x x- 3.a a.3 3,",
    "É-É 2-² ².3",
    "qu’est-ce", "1.000.000,50", "3'.5 3.'5 a'-b", "x - y", "peut-être", "mi-\u{301}x", "-", ".5 5.",
  ]

  @Test(arguments: samples)
  func wordsMatchTheDefinition(_ text: String) {
    #expect(TextFolding.words(text) == Self.referenceWords(text))
  }

  @Test(arguments: samples)
  func keyIsTheWordsJoined(_ text: String) {
    #expect(TextFolding.key(text) == Self.referenceWords(text).joined(separator: " "))
  }

  @Test("a hyphenated word and a number keep their joins; a dash, a trailing point or a lone sign do not")
  func joinsAreKept() {
    #expect(TextFolding.words("Va-t-il venir ?") == ["va-t-il", "venir"])
    #expect(TextFolding.words("Qu'est-ce que c'est ?") == ["quest-ce", "que", "cest"])
    #expect(TextFolding.words("1.000 3,5 10:30 20-30") == ["1.000", "3,5", "10:30", "20-30"])
    #expect(TextFolding.words("Il a 3 ans. Oui, 3.") == ["il", "a", "3", "ans", "oui", "3"])
    #expect(TextFolding.words("x - y, a--b") == ["x", "y", "a", "b"])
    #expect(WordJoins.split("Va-t-il venir ? 1.000") == "Va t il venir ? 1 000")
    #expect(WordJoins.readings("Qu'est-ce") == ["Qu'est-ce", "Qu' est-ce", "Qu'est ce", "Qu' est ce"])
    #expect(!WordJoins.has("Il est là. Oui, 3."))
  }

  @Test func foldsCaseAndPunctuation() {
    #expect(TextFolding.words("  I WANT, a Coffee! ") == ["i", "want", "a", "coffee"])
    #expect(TextFolding.key("Don't  stop") == "dont stop")
  }
}
