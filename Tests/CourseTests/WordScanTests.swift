import Foundation
import TestSupport
import Testing

@testable import Course

/// The byte-level word scanner gives exactly what the scalar-by-scalar definition gives, on any text.
struct WordScanTests {
  /// Every text of the bundled courses and the test fixtures, and the folding tests' Unicode samples.
  static let corpus: [String] = {
    let files = [
      "courses/spanish.json", "courses/french.json", "courses/italian.json",
      "Tests/LingoCLITests/Fixtures/teacher-rules.json", "Tests/LingoCLITests/Fixtures/every-rule.json",
    ]
    var texts =
      TextFoldingTests.samples + [
        "Hola. Pedro come. ¿Y María? «Sí», dice Ana; “Bueno” — Juan… ‘x’ I am.",
        "a.\u{301}B c", "x\u{600}.Y z", "l’Éco’le d'Été''X ’a", "\u{301}Á É\u{301}cole", "¡Á! Ǆemal ǅ ª º ʰ",
        "Ça.Va", "e\u{301}.E\u{301}", "\r\n.Ab", "a’b’’c ’’", "___ A___B", "I. I I",
      ]
    for file in files {
      guard let data = try? Data(contentsOf: packageRoot.appendingPathComponent(file)),
        let course = CourseLoader.load(data).model
      else { continue }
      course.forEachText { text, _, _ in texts.append(text) }
      texts += course.knownWords
    }
    return texts
  }()

  @Test func theCorpusHoldsTheBundledCourses() {
    #expect(Self.corpus.count > 1000)
  }

  @Test func wordsAreTheScalarDefinitionsWords() {
    for text in Self.corpus {
      #expect(Spelling.words(text) == Spelling.wordsByScalar(text), "\(text.debugDescription)")
    }
  }

  @Test func sentenceStartsAreTheCharacterSplitsWhereTheScanSaysSo() {
    var plainTexts = 0
    for text in Self.corpus {
      var scanned: [(String, Bool)] = []
      let plain = Spelling.forEachWord(in: text) { scanned.append(($0, $1)) }
      guard plain else { continue }
      plainTexts += 1
      let defined = Spelling.sentenceWords(text)
      #expect(scanned.map(\.0) == defined.map(\.word), "\(text.debugDescription)")
      #expect(scanned.map(\.1) == defined.map(\.startsSentence), "\(text.debugDescription)")
    }
    #expect(plainTexts > 1000)
  }

  @Test func aTextWithAJoiningMarkIsNotPlain() {
    #expect(!Spelling.forEachWord(in: "a.\u{301}B") { _, _ in })
    #expect(Spelling.forEachWord(in: "Él dijo: «sí» — ‘no’…") { _, _ in })
  }

  @Test func startsCapitalisedIsTheFirstCharactersCase() {
    for text in Self.corpus {
      for word in Spelling.wordsByScalar(text) + [text] {
        #expect(word.startsCapitalised == (word.first?.isUppercase ?? false), "\(word.debugDescription)")
      }
    }
  }

  @Test func blanksAreCountedAsTheSplitCountsThem() {
    for text in Self.corpus + ["___", "____", "______", "a ___ b ___", "___\u{301}", "_\u{301}___", "__ _"] {
      #expect(Complete.blanks(in: text) == text.components(separatedBy: Complete.blank).count - 1)
    }
  }

  @Test func theWordsOfPartsJoinedAreTheWordsOfTheWhole() throws {
    let data = try Data(contentsOf: packageRoot.appendingPathComponent("courses/spanish.json"))
    let course = try #require(CourseLoader.load(data).model)
    let whole = CourseWords(course)
    var joined = CourseWords()
    for range in course.unitRanges(3) { joined.append(CourseWords(course, units: range)) }
    joined.append(CourseWords(glossaryOf: course))
    #expect(course.unitRanges(3).count == 3)
    #expect(joined.words.map(\.text) == whole.words.map(\.text))
    #expect(joined.words.map(\.place) == whole.words.map(\.place))
    #expect(joined.names(knownWords: course.knownWords) == whole.names(knownWords: course.knownWords))
    #expect(!whole.names(knownWords: course.knownWords).isEmpty)
  }

  @Test func everyTextsPathNamesThatTextInTheFile() throws {
    let data = try Data(contentsOf: packageRoot.appendingPathComponent("courses/spanish.json"))
    let loaded = CourseLoader.load(data)
    let course = try #require(loaded.model)
    let document = try #require(loaded.document).tree()
    let texts = course.texts(sources: loaded.sources)
    #expect(texts.count > 500)
    for text in texts {
      // A glossary word is its entry's key; the path names the entry.
      if text.path.components.count == 2, text.path.components.first == .key("glossary") {
        #expect(text.path.components.last == .key(text.text))
        continue
      }
      guard case .string(let written) = document.node(at: text.path).value else {
        Issue.record("no string at \(text.path)")
        continue
      }
      #expect(written.replacingOccurrences(of: Complete.blank, with: " ") == text.text, "\(text.path)")
    }
  }
}

/// Stripping accents from a table gives what decomposing gives.
struct StripAccentsTests {
  @Test func theTableStripsAsDecomposingDoes() {
    let latin = (0x20..<0x300).compactMap(Unicode.Scalar.init).map { String(Character($0)) }
    for text in WordScanTests.corpus + latin + ["mañana", "Ñandú", "crème brûlée", "Ǖber", "e\u{301}", "ǹ"] {
      let expected =
        text.unicodeScalars.allSatisfy(\.isASCII) ? text : TextFolding.strippedByDecomposing(text)
      #expect(TextFolding.stripAccents(text) == expected, "\(text.debugDescription)")
    }
    #expect(TextFolding.stripAccents("mañana está") == "mañana esta")
  }
}

/// Folding word by word gives the words of the list.
struct FoldingVisitorTests {
  @Test func eachWordIsTheListsWord() {
    for text in WordScanTests.corpus {
      var visited: [String] = []
      TextFolding.forEachWord(in: text) { visited.append($0) }
      #expect(visited == TextFolding.words(text), "\(text.debugDescription)")
    }
  }
}

/// Folding Latin text from the table gives what the definition gives, scalar by scalar and on the corpus.
struct LatinFoldingTests {
  static let latin: [String] = (0x80..<0x250).compactMap(Unicode.Scalar.init).map { scalar in
    "A\(Character(scalar))b \(Character(scalar))’x'\(Character(scalar))"
  }

  @Test func wordsAndKeysAreTheDefinitions() {
    for text in WordScanTests.corpus + Self.latin {
      let reference = TextFoldingTests.referenceWords(text)
      #expect(TextFolding.words(text) == reference, "\(text.debugDescription)")
      #expect(TextFolding.key(text) == reference.joined(separator: " "), "\(text.debugDescription)")
    }
  }
}

/// The quick looks before a set or a dictionary never change what is found.
struct QuickLookTests {
  @Test func theCacheRemembersOnlyWhatItWasGiven() {
    var cache = ByteWordCache(slots: 4)
    func remember(_ word: String) -> Bool {
      var word = word
      return word.withUTF8 { cache.remember($0) }
    }
    #expect(!remember("gato"))
    #expect(remember("gato"))
    #expect(!remember("gata"))
    #expect(!remember("a-word-of-sixteen"))
    #expect(!remember("a-word-of-sixteen"))
    // Four slots for many words: some are forgotten, none is remembered wrongly.
    let words = (0..<50).map { "w\($0)" }
    for word in words { _ = remember(word) }
    #expect(words.filter { remember($0) }.count < words.count)
    #expect(!remember("never-given"))
  }

  @Test func anEntryIsFoundWhateverBytesItsAccentIsWrittenWith() throws {
    let json = """
      {"format": 1, "id": "t", "title": "T", "language": {"code": "es", "name": "Spanish"},
       "fromLanguage": {"code": "en", "name": "English"},
       "units": [{"id": "u", "number": 1, "title": "U", "nodes": [
         {"id": "a", "title": "A", "teaches": ["gato"], "exercises": [
           {"kind": "match", "pairs": [["cafe\\u0301", "coffee"], ["gato", "cat"]]}]},
         {"id": "b", "kind": "checkpoint", "title": "B", "teaches": ["caf\\u00e9"], "exercises": [
           {"kind": "match", "pairs": [["perro", "dog"], ["gato", "cat"]]}]}]}]}
      """
    let course = try #require(CourseLoader.load(Data(json.utf8)).model)
    let vocabulary = Vocabulary(course)
    let first = try #require(course.units.first?.nodes.first?.exercises.first)
    #expect(vocabulary.entries(testedBy: first).map(\.text) == ["café", "gato"])
  }
}
