import Foundation
import TestSupport
import Testing

@testable import Course

/// The hint rule asks which words of a text the glossary lacks. A text whose folded words all have meanings
/// is answered from its folded bytes, without finding its words in the text; the answer must be the one
/// the word-by-word reading gives, on real sentences (elisions, joins, accents, digits, punctuation).
@Suite("a text glossed word by word")
struct GlossedWordByWordTests {
  static let sentences: [String] =
    ["tatoeba-fra-eng-2col/fra-eng.txt", "tatoeba-spa-eng-2col/spa-eng.txt"]
    .flatMap { file -> [String] in
      let url = packageRoot.appendingPathComponent("Tests/Fixtures/RealMaterial/\(file)")
      let text = (try? String(contentsOf: url, encoding: .utf8)) ?? ""
      return text.split(separator: "\n").compactMap {
        $0.split(separator: "\t").dropFirst().first.map(String.init)
      }
    } + ["l'eau", "Qu'est-ce que c'est ?", "va-t-il", "à 10:30, 1.000 €", "C'è", "Ça", "—", ""]

  @Test("the corpus is read")
  func corpus() { #expect(Self.sentences.count > 900) }

  @Test("every word glossed: the same answer as word by word, which is none")
  func allGlossed() {
    let words = Set(Self.sentences.flatMap(TextFolding.words))
    let lookup = GlossaryLookup(Glossary(words.sorted().map { .init(word: $0, meanings: ["m"]) }))
    for sentence in Self.sentences {
      #expect(lookup.unglossed(of: sentence) == lookup.unglossedInPlace(of: sentence), "\(sentence)")
    }
  }

  /// A lookup of every word of the sentences and of each sentence's first two words as a phrase, the
  /// phrases' meanings `phrase` and the words' one each.
  static func withPhrases(_ phrase: [String]) -> GlossaryLookup {
    let words = Set(sentences.flatMap(TextFolding.words)).sorted().map {
      Glossary.Entry(word: $0, meanings: ["m"])
    }
    let phrases = Set(sentences.map { TextFolding.words($0).prefix(2).joined(separator: " ") })
      .filter { $0.contains(" ") }.sorted().map { Glossary.Entry(word: $0, meanings: phrase) }
    return GlossaryLookup(Glossary(phrases + words))
  }

  @Test("a glossary with phrases: the same answer as word by word while every entry has meanings")
  func phrases() {
    let glossed = Self.withPhrases(["p"])
    for sentence in Self.sentences {
      #expect(glossed.unglossed(of: sentence) == glossed.unglossedInPlace(of: sentence), "\(sentence)")
    }
    // A phrase without meanings is reported though its words have some: it is glossed in their place.
    let bare = Self.withPhrases([])
    var reported = 0
    for sentence in Self.sentences {
      let words = bare.unglossedInPlace(of: sentence)
      #expect(bare.unglossed(of: sentence) == words, "\(sentence)")
      if !words.isEmpty { reported += 1 }
    }
    #expect(reported > 100)
  }

  /// A lookup of the words of `texts` in which every third word has meanings, the others none or no entry.
  static func partlyGlossed(_ texts: [String]) -> GlossaryLookup {
    let words = Set(texts.flatMap(TextFolding.words)).sorted()
    let entries = words.enumerated().compactMap { index, word -> Glossary.Entry? in
      switch index % 3 {
      case 0: .init(word: word, meanings: ["m"])
      case 1: .init(word: word, meanings: [])
      default: nil
      }
    }
    return GlossaryLookup(Glossary(entries))
  }

  @Test("some words unglossed: the same answer as word by word")
  func someUnglossed() {
    let lookup = Self.partlyGlossed(Self.sentences)
    var differing = 0
    for sentence in Self.sentences
    where lookup.unglossed(of: sentence) != lookup.unglossedInPlace(of: sentence) {
      differing += 1
    }
    #expect(differing == 0)
    #expect(Self.sentences.contains { !lookup.unglossed(of: $0).isEmpty }, "some word is reported")
  }

  static let asciiTexts = [
    "Tengo perro1 en casa.", "HOLA mundo!!", "a  b\tc", "Yo ___ bien.", "3 gatos, 2 perros", "casa,perro",
    "10.5", "10:30", "1,000", "well-known", "It's", "l'eau", "Ça va", "",
  ]

  @Test("an ASCII text without joins or elisions, read from its bytes: the words read word by word give")
  func plainTextsFromBytes() {
    let lookup = Self.partlyGlossed(Self.sentences + Self.asciiTexts)
    var read = 0
    for text in Self.sentences + Self.asciiTexts {
      guard let plain = lookup.plainUnglossed(of: text) else { continue }
      read += 1
      #expect(plain == lookup.unglossedByWords(of: text), "\(text)")
    }
    #expect(read > 100, "many texts are read from their bytes")
    // A join, an elision or a letter beyond ASCII is left to the word-by-word reading.
    for text in ["10.5", "10:30", "1,000", "well-known", "It's", "l'eau", "Ça va"] {
      #expect(lookup.plainUnglossed(of: text) == nil, "\(text)")
    }
    #expect(lookup.plainUnglossed(of: "Tengo perro1 en casa.") != nil)
  }
}
