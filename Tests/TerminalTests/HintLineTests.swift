import Course
import Testing

@testable import Terminal

/// What `:hint` shows: each word's meanings, a word with none said so, and a prompt none of whose words
/// has one (a list of sentences imported without a glossary) said so once.
@Suite struct HintLineTests {
  static let hola = [Gloss("Hola", meanings: ["hello", "hi"]), Gloss("Ana", meanings: [])]
  static let unglossed = ["Me", "estás", "apuntando"].map { Gloss($0, meanings: []) }

  @Test func eachWordWithItsMeaningsOrNone() {
    #expect(PlainLessonView().hint(Self.hola).description == "Hint: Hola means hello or hi; Ana has no hint.")
    let lines = LessonView(style: Style(color: false, ascii: false)).hint(Self.hola)
    #expect(lines.texts == ["Hint", "  Hola — hello, hi", "  Ana — (no hint)"])
  }

  @Test func aPromptWithNoWordGlossedSaysSoOnce() {
    #expect(
      PlainLessonView().hint(Self.unglossed).description
        == "Hint: none of these words has a hint in this course.")
    let lines = LessonView(style: Style(color: false, ascii: false)).hint(Self.unglossed)
    #expect(lines.texts == ["No hint: none of these words has one in this course."])
  }
}
