import Foundation
import TestSupport
import Testing

@testable import Import

/// Fields as text: HTML stripped, entities decoded, media dropped and counted; clozes and CSV parsed.
@Suite struct FieldTextTests {
  @Test func htmlIsStrippedAndEntitiesDecoded() {
    #expect(FieldText.clean("<b>el caf&eacute;</b>&nbsp;&amp; <i>t&#233;</i>") == ("el café & té", 0))
    #expect(FieldText.clean("una<br>casa<div>grande</div>") == ("una casa grande", 0))
    #expect(FieldText.clean("5 &lt; 6 &#x41; &unknown; &") == ("5 < 6 A &unknown; &", 0))
  }

  @Test func soundAndImageReferencesAreDroppedAndCounted() {
    #expect(FieldText.clean("perro [sound:perro.mp3] <img src=\"dog.jpg\">") == ("perro", 2))
    #expect(FieldText.clean("[sound:a.mp3][sound:b.mp3]") == ("", 2))
  }

  @Test func controlAndInvisibleCharactersGo() {
    #expect(FieldText.clean("a\u{200B}b\u{202E}c\u{1B}[31m") == ("a b c [31m", 0))
  }

  @Test func clozeDeletionsWithHints() {
    let deletions = Classifier.deletions(in: "{{c1::Yo}} {{c2::tengo::verb}} un {{c1::perro}}.")
    #expect(deletions.map(\.number) == [1, 2, 1])
    #expect(deletions.map(\.answer) == ["Yo", "tengo", "perro"])
  }

  @Test func aClozeNumberInTwoPlacesIsLeftOutButTheOthersStay() {
    var classifier = Classifier(language: "fr", learner: "en")
    let note = SourceNote(
      key: "k", deck: ["D"],
      content: .cloze(text: "{{c1::Yo}} {{c2::tengo::verb}} un {{c1::perro}}.", extra: ""))
    let items = classifier.items(note)
    #expect(items.count == 1)
    if case .cloze(let cloze) = items.first {
      #expect(cloze.prompt == "Yo ___ un perro.")
      #expect(cloze.answer == "tengo")
    }
    #expect(classifier.leftOut == ["one cloze number in several places (it would need several blanks)": 1])
  }

  /// A word with another meaning is kept (the course builder merges it, `PolysemyTests`); the same meaning
  /// again is a duplicate.
  @Test func duplicatePairsAreLeftOutAndOtherMeaningsKept() {
    var classifier = Classifier(language: "fr", learner: "en")
    let pair = { (front: String, back: String) in
      SourceNote(key: front + back, deck: ["D"], content: .pair(front: front, back: back, reversed: false))
    }
    #expect(classifier.items(pair("banco", "bank")).count == 1)
    #expect(classifier.items(pair("banco", "bench")).count == 1)
    #expect(classifier.items(pair("Banco", "bank")).isEmpty)
    #expect(classifier.items(pair("banco", "Bench")).isEmpty)
    #expect(classifier.items(pair("hola", "hola")).isEmpty)
    #expect(classifier.leftOut == ["a duplicate of another note": 2, "the same text on both sides": 1])
  }

  @Test func emojiBecomePicturesNamedByUnicode() {
    #expect(TextPieces.emoji(in: "🐶") == ("🐶", ""))
    #expect(TextPieces.name(ofEmoji: "🍎") == "red apple")
    #expect(TextPieces.emoji(in: "dog 🐶") == ("🐶", "dog"))
  }

  @Test func csvQuotesCommasAndLineBreaks() {
    let rows = CSV.rows("a,\"b, c\",\"say \"\"hi\"\"\"\r\n\"two\nlines\",x\n")
    #expect(rows.map(\.fields) == [["a", "b, c", "say \"hi\""], ["two\nlines", "x"]])
    #expect(rows.map(\.line) == [1, 2])
  }

  @Test func tilesKeepCaseAndDropPunctuation() {
    #expect(TextPieces.tiles("¡Hola, Ana! ¿Qué tal?") == ["Hola", "Ana", "Qué", "tal"])
    #expect(TextPieces.tiles("well-known") == ["well-known"])
    #expect(TextPieces.tiles("well - known") == ["well", "known"])
  }

  @Test func aWordGradingReadsAsSeveralLendsNoPieces() {
    // Grading reads "p.m." as the letters p and m: as distractors they would be no words at all.
    #expect(TextPieces.tiles("It's 5 p.m.") == ["It's", "5", "p", "m"])
    #expect(TextPieces.wholeTiles("It's 5 p.m.") == ["It's", "5"])
    #expect(TextPieces.wholeTiles("Son las 10:30, ¿vale?") == TextPieces.tiles("Son las 10:30, ¿vale?"))
    #expect(TextPieces.wholeTiles("va-t-il à Paris") == ["va-t-il", "à", "Paris"])
  }

  @Test func aWordReadAsSeveralIsFoundFromBytesAsCharacterByCharacter() throws {
    // Both sides of real sentence lists, and texts at the edges: white space of every kind, joins and
    // abbreviations, marks folding cannot read from bytes.
    let folder = packageRoot.appendingPathComponent("Tests/Fixtures/RealMaterial")
    var texts: [String] = []
    for file in ["tatoeba-fra-eng-2col/fra-eng.txt", "tatoeba-spa-eng-2col/spa-eng.txt"] {
      let text = try String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8)
      texts += text.split(whereSeparator: \.isNewline).flatMap { $0.split(separator: "\t").map(String.init) }
    }
    texts += [
      "It's 5 p.m.", "U.S.A", "10:30 a. m.", "e.g.x", "bonjour\u{A0}!", "a.m.\u{A0}x", "a\u{2009}b.c",
      "x\u{3000}y.z", "tab\ta.b", "line\r\nb.c", "l'eau", "va-t-il", "1.000", "3,5", "well - known",
      "Ça.va", "naïve.café", "e\u{301}.e", "日本.語", "—", "", " ", "a\u{85}b.c", "a\u{1680}b",
    ]
    #expect(texts.count > 2000)
    let differing = texts.filter { TextPieces.splitsAWord($0) != TextPieces.splitsAWordByCharacters($0) }
    #expect(differing.isEmpty)
    #expect(texts.contains(where: TextPieces.splitsAWord) && !texts.allSatisfy(TextPieces.splitsAWord))
  }
}
