import Testing

@testable import Course

/// Every entry of the tables written out in `LatinTables` is what its definition computes from Unicode's
/// properties in this Swift. A failure names the scalar and the entry to write.
@Suite struct LatinTablesTests {
  /// Every scalar below U+0300, with its name in failures.
  static let scalars = (0..<UInt32(0x300)).compactMap(Unicode.Scalar.init)

  static func name(_ scalar: Unicode.Scalar) -> String {
    "U+" + String(scalar.value, radix: 16, uppercase: true)
  }

  @Test func everyScalarStripsAsItDoesAlone() {
    for scalar in Self.scalars {
      let alone = TextFolding.strippedByDecomposing(String(Character(scalar))).unicodeScalars
      #expect(alone.count == 1, "\(Self.name(scalar))")
      #expect(LatinTables.bare(scalar.value) == alone.first?.value, "\(Self.name(scalar))")
    }
    // Spot checks: an accent goes, the tilde of ñ stays.
    #expect(
      LatinTables.bare(0xE9) == 0x65 && LatinTables.bare(0xF1) == 0xF1 && LatinTables.bare(0x41) == 0x41)
  }

  @Test func textStripsByBytesAsByItsDefinition() {
    // Every scalar below U+0300 between ASCII letters, then texts that leave the table's range (a
    // combining accent, a letter above it) and so are stripped by decomposing.
    var texts = Self.scalars.map { "a\(Character($0))b" }
    texts += ["mañana", "Ñandú", "ÀÉÎÕÜ", "e\u{301}te", "naïve café", "ṭāhā", "Ελλάδα", "ǅemal", ""]
    for text in texts {
      #expect(TextFolding.stripAccents(text) == TextFolding.strippedByDecomposing(text), "\(text)")
    }
  }

  @Test func everyLatinScalarFoldsByItsLowerCaseForm() {
    #expect(LatinTables.folds.count == 0x250 - 0x80)
    for scalar in Self.scalars where scalar.value >= 0x80 && scalar.value < 0x250 {
      let parts = scalar.properties.lowercaseMapping.unicodeScalars.filter { $0 != "'" && $0 != "’" }
      let bytes = parts.flatMap { Array(String($0).utf8) }
      let expected: UInt32 =
        if !parts.isEmpty, parts.allSatisfy(TextFolding.isWordPart), bytes.count <= 4 {
          bytes.reduce(0) { $0 << 8 | UInt32($1) }
        } else if !parts.isEmpty, !parts.contains(where: TextFolding.isWordPart) {
          LatinTables.separator
        } else {
          LatinTables.slow
        }
      #expect(
        LatinTables.folds[Int(scalar.value - 0x80)] == expected,
        "\(Self.name(scalar)): 0x\(String(expected, radix: 16))")
    }
    // Spot checks: À is à's two bytes, the multiplication sign separates, İ lowercases to i and a dot.
    #expect(
      LatinTables.folds[0xC0 - 0x80] == 0xC3A0 && LatinTables.folds[0xD7 - 0x80] == LatinTables.separator)
    #expect(LatinTables.folds[0x130 - 0x80] == 0x69CC87)
  }

  @Test func everyScalarIsUpperCaseAndALetterAsUnicodeSays() {
    for scalar in Self.scalars {
      #expect(LatinTables.isUppercase(scalar.value) == Character(scalar).isUppercase, "\(Self.name(scalar))")
      #expect(LatinTables.isLetter(scalar.value) == scalar.properties.isAlphabetic, "\(Self.name(scalar))")
    }
    #expect(LatinTables.uppercase.count == 12 && LatinTables.letters.count == 12)
    #expect(LatinTables.isUppercase(0xC9) && !LatinTables.isUppercase(0xE9) && LatinTables.isLetter(0xE9))
  }

  /// Folding through the table gives what folding by the definition gives, word joins and all.
  @Test func foldingLatinTextMatchesTheDefinition() {
    for text in ["Él ÉCRIT à l'École", "İstanbul × Ⱥb", "¿Qué tal? ¡Muy bien!", "va-t-il", "1.000,5 ÆØÅ"] {
      #expect(TextFolding.words(text) == TextFolding.wordsByDefinition(text), "\(text)")
    }
  }
}
