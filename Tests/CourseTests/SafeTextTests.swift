import Testing

@testable import Course

/// What reaches a terminal from a course: control and invisible characters shown as escapes, every other
/// character as it is.
@Suite struct SafeTextTests {
  @Test func theRangesToldWithoutUnicodesTablesAgreeWithThem() {
    // `isControlOrInvisible` answers some ranges itself; Unicode's tables give the same answer there.
    var wrong: [String] = []
    for value in UInt32(0)...0x3000 {
      guard let scalar = Unicode.Scalar(value) else { continue }
      let expected =
        value < 0x20 || (0x7F...0x9F).contains(value)
        || (scalar.properties.generalCategory == .format && value != 0x200D)
      if scalar.isControlOrInvisible != expected { wrong.append(String(value, radix: 16)) }
    }
    #expect(wrong.isEmpty)
  }

  @Test func textWithNothingToShowIsUnchanged() {
    for text in ["hola", "¿Qué tal?", "l’été « chaud » — déjà…", "Привет", "日本語", "😀 👍🏽", "🇪🇸"] {
      #expect(text.terminalSafe == text)
    }
  }

  @Test func controlAndInvisibleCharactersAreShownAsEscapes() {
    #expect("a\u{1B}[2Jb".terminalSafe == "a\\u{1B}[2Jb")
    #expect("café\u{AD}s".terminalSafe == "café\\u{AD}s")
    #expect("é\u{202E}x".terminalSafe == "é\\u{202E}x")
    #expect("tab\there".terminalSafe == "tab\\u{9}here")
  }
}
