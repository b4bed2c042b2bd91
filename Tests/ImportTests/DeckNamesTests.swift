import Testing

@testable import Import

/// The capitalised words of a text, read byte by byte when it is ASCII, as the scalar-by-scalar reading
/// finds them.
@Suite struct DeckNamesTests {
  /// The words of `text` read scalar by scalar: a lower-case word of other letters after it sends the
  /// reading down that path and adds nothing.
  private func byScalars(_ text: String) -> [String] {
    DeckNames.capitalised(text + " é").map { "\($0.text) \($0.key) \($0.first)" }
  }

  @Test(arguments: [
    "Je suis à Paris.", "Tengo una cosa101 en casa.", "I am from New York, USA.", "un lecteur MP3",
    "MP3 player", "\"Hello,\" said Anna.", "B2B", "  Two  spaces\tand\ttabs\nAnd lines ", "(Marie) est là",
    "L'Hexagone", "O'Brien's pub", "A", "I", "I'm here", "3D film", "x-Ray", "", "...", "Mc Donald's",
  ])
  func asciiIsReadAsScalarsAre(_ text: String) {
    #expect(DeckNames.capitalised(text).map { "\($0.text) \($0.key) \($0.first)" } == byScalars(text))
  }
}
