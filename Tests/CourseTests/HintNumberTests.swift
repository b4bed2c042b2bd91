import Testing

@testable import Course

/// The hint rule's numbers (a folded key of digits, perhaps joined by points, commas, colons or hyphens)
/// told from an ASCII key's bytes as the definition on characters tells them.
@Suite struct HintNumberTests {
  /// The definition, on characters.
  private func byCharacters(_ key: String) -> Bool {
    key.allSatisfy { $0.isNumber || ".,:-".contains($0) } && (key.isEmpty || key.contains(where: \.isNumber))
  }

  @Test(arguments: [
    "", "1", "1.000", "3,5", "10:30", "20-30", "-", "..", ":-", "1a", "a1", "abc", "12 30", "0", "007",
    "½", "٣", "1½", "٣.٤", "x½",
  ])
  func aNumberIsToldAsTheDefinitionTellsIt(_ key: String) {
    #expect(HintRules.isNumber(key) == byCharacters(key))
  }

  @Test func everyKeyOfTwoASCIIBytesIsToldAlike() {
    let bytes = Array(0x20...0x7E).map { Character(Unicode.Scalar(UInt8($0))) }
    for first in bytes {
      for second in bytes {
        let key = String([first, second])
        #expect(HintRules.isNumber(key) == byCharacters(key), "\(key)")
      }
    }
  }
}
