import Testing

@testable import Course

/// The table of what each scalar below U+0300 strips to, made in one pass, is what stripping each one
/// alone gives.
@Suite struct LatinBareTests {
  @Test func everyScalarBelowU0300StripsAsItDoesAlone() {
    #expect(TextFolding.latinBare.count == 0x300)
    for value in 0..<UInt32(0x300) {
      guard let scalar = Unicode.Scalar(value) else { continue }
      let alone = TextFolding.strippedByDecomposing(String(Character(scalar))).unicodeScalars
      let expected = alone.count == 1 ? alone.first?.value ?? 0 : 0
      #expect(TextFolding.latinBare[Int(value)] == expected, "U+\(String(value, radix: 16))")
    }
    // Spot checks: an accent goes, the tilde of ñ stays.
    #expect(TextFolding.latinBare[0xE9] == 0x65 && TextFolding.latinBare[0xF1] == 0xF1)
  }
}
