import Testing

@testable import Import

/// The cleaners are linear in their input: a megabyte of openings that never close is read once. Each test
/// asserts the output; a quadratic cleaner would not finish within the test run's time limit.
@Suite struct LinearCleaningTests {
  static let megabyte = 1 << 20

  @Test func aMegabyteOfTagOpeningsIsKeptAsText() {
    let field = String(repeating: "<", count: Self.megabyte)
    #expect(FieldText.clean(field) == (field, 0))
    let sounds = String(repeating: "[sound:", count: Self.megabyte / 7)
    #expect(FieldText.clean(sounds) == (sounds, 0))
  }

  @Test func aMegabyteOfTagsWithOneCloseAtTheEndIsOneTag() {
    let field = "a" + String(repeating: "<", count: Self.megabyte) + ">b"
    #expect(FieldText.clean(field) == ("ab", 0))
  }

  @Test func aMegabyteOfAmpersandsIsKeptAsText() {
    let field = String(repeating: "&", count: Self.megabyte)
    #expect(FieldText.clean(field) == (field, 0))
    let entities = String(repeating: "&amp", count: Self.megabyte / 4)
    #expect(FieldText.clean(entities).text == entities)
  }

  @Test func aMegabyteOfNestedClozeOpeningsIsOneDeletionOrNone() {
    let open = String(repeating: "{{c1::", count: Self.megabyte / 6)
    #expect(Classifier.deletions(in: open).isEmpty)
    let closed = Classifier.deletions(in: open + "x}}")
    #expect(closed.count == 1)
    #expect(closed.first?.answer == "{{c1")
  }

  @Test func aMegabyteOfDeletionsIsLeftOutAsTooMany() {
    let text = String(repeating: "{{c1::a}} ", count: Self.megabyte / 10)
    #expect(Classifier.deletions(in: text).count == Self.megabyte / 10)
    var classifier = Classifier(language: "fr", learner: "en")
    let items = classifier.items(SourceNote(key: "k", deck: ["D"], content: .cloze(text: text, extra: "")))
    #expect(items.isEmpty)
    #expect(classifier.leftOut == ["a cloze note with more than 50 deletions": 1])
  }

  @Test func aMegabyteLineOfAListIsLeftOut() throws {
    let line = String(repeating: "a", count: Self.megabyte) + "\tb\n"
    let deck = try SentenceList.tabSeparated(line + "hola\thello\n", file: "f", deck: "D")
    #expect(deck.notes.count == 1)
    #expect(deck.leftOut == ["a line longer than 64 KiB": 1])
    let quotes =
      "word,meaning\n\"" + String(repeating: "\"\"", count: Self.megabyte / 2) + "\",x\nhola,hello\n"
    let csv = try SentenceList.commaSeparated(quotes, file: "f.csv", deck: "D", codes: [])
    #expect(csv.notes.count == 1)
    #expect(csv.leftOut == ["a row longer than 64 KiB": 1])
  }
}
