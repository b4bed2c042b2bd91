import Course
import Foundation
import Language
import Testing

/// Hunspell through the `Lexicon` protocol, with the small dictionaries in `Dictionaries/`.
@Suite struct HunspellTests {
  static let folder = ["es", "en"].map {
    URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .appendingPathComponent("Fixtures/Dictionaries/\($0)").path
  }.joined(separator: ":")

  static func dictionary(_ code: String) throws -> HunspellDictionary {
    try #require(LexiconShelf(variables: ["LINGO_DICTIONARY_PATH": folder]).dictionary(code))
  }

  @Test func knowsItsWordsAndTheirForms() throws {
    let spanish = try Self.dictionary("es")
    #expect(spanish.name == "es_TEST")
    for word in ["tienes", "tiene", "tengo", "perro", "pero", "Tiene"] {
      #expect(spanish.knows(word), "\(word)")
    }
    for word in ["perrro", "tienez", ""] { #expect(!spanish.knows(word), "\(word)") }
  }

  @Test func suggestsTheNearestWords() throws {
    let spanish = try Self.dictionary("es")
    #expect(spanish.suggestions(for: "perrro").contains("perro"))
  }

  @Test func givesTheStemsOfAForm() throws {
    let spanish = try Self.dictionary("es")
    #expect(spanish.stems(of: "tienes") == ["tener"])
    #expect(spanish.stems(of: "tiene") == ["tener"])
  }

  /// Every shelf of a process shares the dictionaries it opened, and a dictionary rewritten since is
  /// opened anew: the next shelf knows its new words.
  @Test func shelvesShareADictionaryUntilItsFilesChange() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("lingo-dictionary-\(UUID())")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let fixture = URL(fileURLWithPath: Self.folder.split(separator: ":")[0].description)
    for file in ["es_TEST.aff", "es_TEST.dic"] {
      try FileManager.default.copyItem(
        at: fixture.appendingPathComponent(file), to: folder.appendingPathComponent(file))
    }
    let variables = ["LINGO_DICTIONARY_PATH": folder.path]
    let first = try #require(LexiconShelf(variables: variables).dictionary("es"))
    #expect(LexiconShelf(variables: variables).dictionary("es") === first)
    #expect(!first.knows("gatito"))
    try "1\ngatito\n".write(
      to: folder.appendingPathComponent("es_TEST.dic"), atomically: true, encoding: .utf8)
    let rewritten = try #require(LexiconShelf(variables: variables).dictionary("es"))
    #expect(rewritten !== first)
    #expect(rewritten.knows("gatito"))
  }

  @Test func anEmptyDictionaryPathFindsNone() {
    let shelf = LexiconShelf(variables: ["LINGO_DICTIONARY_PATH": ""])
    #expect(shelf.dictionary("es") == nil)
    let course = Course(
      id: "t", title: "T", language: Language(code: "es", name: "Spanish", flag: ""),
      fromLanguage: Language(code: "en", name: "English", flag: ""), units: [])
    #expect(shelf.missing(for: course) == ["es", "en"])
  }

  @Test func aWordWithANulIsNotLookedUp() throws {
    let spanish = try Self.dictionary("es")
    #expect(!spanish.knows("pe\u{0}rro"))
    #expect(spanish.suggestions(for: "pe\u{0}rro").isEmpty)
  }
}

/// The installed dictionaries CI installs (`hunspell-es`, `hunspell-en-us`) read through the same code.
@Suite struct InstalledDictionaryTests {
  @Test func theInstalledSpanishDictionaryKnowsTheFormsOfTener() throws {
    let spanish = try #require(LexiconShelf(variables: [:]).dictionary("es"), "hunspell-es is not installed")
    #expect(spanish.knows("tiene") && spanish.knows("tienes") && !spanish.knows("perrro"))
    #expect(spanish.stems(of: "tienes").contains("tener"))
    #expect(spanish.stems(of: "tengo").contains("tener"))
  }

  @Test func aWordIsKnownInTheSpellingItsDictionaryListsItUnder() throws {
    let shelf = LexiconShelf(variables: [:])
    let french = try #require(shelf.dictionary("fr"), "hunspell-fr is not installed")
    #expect(french.knows("sœur") && french.knows("soeur") && french.knows("oeufs") && french.knows("Boeuf"))
    #expect(!french.knows("soeurr"))
    let english = try #require(shelf.dictionary("en"), "hunspell-en-us is not installed")
    #expect(english.knows("café") && english.knows("résumé") && english.knows("fiancé"))
    #expect(!english.knows("cafée"))
    // Only where the language writes so: Spanish keeps its accents.
    let spanish = try #require(shelf.dictionary("es"), "hunspell-es is not installed")
    #expect(!spanish.knows("pérro"))
  }

  @Test func theInstalledEnglishDictionaryKnowsLake() throws {
    let english = try #require(
      LexiconShelf(variables: [:]).dictionary("en"), "hunspell-en-us is not installed")
    #expect(english.knows("lake") && !english.knows("cofee"))
    #expect(english.suggestions(for: "cofee").contains("coffee"))
  }
}

/// A shelf told its folders, as the app's lexicon service makes it.
@Suite struct ShelfFolderTests {
  @Test("a shelf of no folders has no dictionary; one of the fixtures' folders has theirs")
  func folders() throws {
    let none = LexiconShelf(folders: [])
    #expect(none.dictionary("es") == nil && none.dictionaryFiles("es").isEmpty)
    let fixtures = HunspellTests.folder.split(separator: ":").map(String.init)
    let shelf = LexiconShelf(folders: fixtures)
    #expect(try #require(shelf.dictionary("es")).name == "es_TEST")
    #expect(
      shelf.dictionaryFiles("en").map { ($0 as NSString).lastPathComponent } == [
        "en_TEST.aff", "en_TEST.dic",
      ])
  }
}
