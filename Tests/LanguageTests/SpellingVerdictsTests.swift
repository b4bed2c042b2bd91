import Course
import Foundation
import Testing

@testable import Language

/// The verdicts `lingo check` keeps of its dictionaries: the same answers as Hunspell's, without reading it,
/// and never trusted: another dictionary or a damaged file is ignored.
@Suite struct SpellingVerdictsTests {
  /// Words the fixture dictionary knows, knows with other forms, and does not know.
  static let words = [
    "tienes", "tiene", "tengo", "perro", "pero", "Tiene", "perrro", "tienez", "gatito", "x",
  ]

  /// A folder with a copy of the Spanish fixture dictionary and a verdict folder, removed after `body`.
  private func withCopy(_ body: (_ dictionaries: URL, _ verdicts: String) throws -> Void) throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("lingo-verdicts-\(UUID())")
    let dictionaries = folder.appendingPathComponent("dictionaries")
    try FileManager.default.createDirectory(at: dictionaries, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let fixture = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .appendingPathComponent("Fixtures/Dictionaries/es")
    for file in ["es_TEST.aff", "es_TEST.dic"] {
      try FileManager.default.copyItem(
        at: fixture.appendingPathComponent(file), to: dictionaries.appendingPathComponent(file))
    }
    try body(dictionaries, folder.appendingPathComponent("verdicts").path)
  }

  private func shelf(_ dictionaries: URL, _ verdicts: String) -> LexiconShelf {
    LexiconShelf(variables: ["LINGO_DICTIONARY_PATH": dictionaries.path], verdictFolder: verdicts)
  }

  /// The name of the one file a first check keeps, having asked about every word of `words`.
  private func keepFirst(_ dictionaries: URL, _ verdicts: String) throws -> String {
    let first = shelf(dictionaries, verdicts)
    _ = answers(try #require(first.lazyDictionary("es")))
    first.keepVerdicts()
    let files = try FileManager.default.contentsOfDirectory(atPath: verdicts)
    #expect(files.count == 1 && files[0].hasSuffix(".verdicts"))
    return try #require(files.first)
  }

  /// Every answer of `lexicon` about `words`, in one comparable list.
  private func answers(_ lexicon: any Lexicon) -> [String] {
    Self.words.map { word in
      "\(word) \(lexicon.knows(word)) \(lexicon.knowsAlone(word)) \(lexicon.stems(of: word)) "
        + "\(lexicon.suggestions(for: word))"
    }
  }

  @Test("the kept verdicts are Hunspell's, and answer without reading the dictionary")
  func keptVerdictsAreHunspells() throws {
    try withCopy { dictionaries, verdicts in
      let hunspell = try #require(
        LexiconShelf(variables: ["LINGO_DICTIONARY_PATH": dictionaries.path]).dictionary("es"))
      let first = shelf(dictionaries, verdicts)
      #expect(answers(try #require(first.lazyDictionary("es"))) == answers(hunspell))
      #expect(first.hasOpened("es"))
      first.keepVerdicts()
      let second = shelf(dictionaries, verdicts)
      let course = Course(
        format: 1, id: "c", title: "C", language: Language(code: "es", name: "Spanish", flag: ""),
        fromLanguage: Language(code: "zz", name: "Other", flag: ""), units: [])
      #expect(second.missing(for: course) == ["zz"])
      #expect(answers(try #require(second.lazyDictionary("es"))) == answers(hunspell))
      #expect(!second.hasOpened("es"), "a word kept was looked up in Hunspell")
      #expect(second.verdicts("es")?.wasKept == true)
    }
  }

  @Test("a word never asked opens the dictionary, and is kept the next time")
  func aNewWordIsAskedAndKept() throws {
    try withCopy { dictionaries, verdicts in
      let first = shelf(dictionaries, verdicts)
      #expect(try #require(first.lazyDictionary("es")).knows("perro"))
      first.keepVerdicts()
      let second = shelf(dictionaries, verdicts)
      #expect(try #require(second.lazyDictionary("es")).knows("tengo"))
      #expect(second.hasOpened("es"))
      second.keepVerdicts()
      let third = shelf(dictionaries, verdicts)
      let lexicon = try #require(third.lazyDictionary("es"))
      #expect(lexicon.knows("perro") && lexicon.knows("tengo"))
      #expect(!third.hasOpened("es"))
    }
  }

  @Test("a dictionary changed since its verdicts were kept is read again")
  func aChangedDictionaryInvalidatesItsVerdicts() throws {
    try withCopy { dictionaries, verdicts in
      let first = shelf(dictionaries, verdicts)
      #expect(try #require(first.lazyDictionary("es")).knows("gatito") == false)
      first.keepVerdicts()
      try "1\ngatito\n".write(
        to: dictionaries.appendingPathComponent("es_TEST.dic"), atomically: true, encoding: .utf8)
      let second = shelf(dictionaries, verdicts)
      #expect(try #require(second.lazyDictionary("es")).knows("gatito"))
      #expect(second.hasOpened("es"))
      #expect(second.verdicts("es")?.wasKept == false)
    }
  }

  @Test("a damaged or cut-short file is ignored, and written anew")
  func aDamagedFileIsIgnored() throws {
    try withCopy { dictionaries, verdicts in
      let path = verdicts + "/" + (try keepFirst(dictionaries, verdicts))
      let kept = try Data(contentsOf: URL(fileURLWithPath: path))
      var flipped = kept
      flipped[kept.count / 2] ^= 0x01
      for damaged in [flipped, kept.prefix(kept.count - 3), Data(), Data("lingo-spelling-1\n".utf8)] {
        try damaged.write(to: URL(fileURLWithPath: path))
        let shelf = shelf(dictionaries, verdicts)
        let lexicon = try #require(shelf.lazyDictionary("es"))
        #expect(lexicon.knows("perro") && !lexicon.knows("perrro"))
        #expect(shelf.hasOpened("es"), "a damaged file was trusted")
        shelf.keepVerdicts()
        #expect(self.shelf(dictionaries, verdicts).verdicts("es")?.wasKept == true, "not written anew")
      }
    }
  }

  @Test("another build's file unused for a month goes when a file is written; a file read is kept")
  func otherBuildsFilesGo() throws {
    try withCopy { dictionaries, verdicts in
      let ours = try keepFirst(dictionaries, verdicts)
      let month = Date(timeIntervalSinceNow: -31 * 24 * 60 * 60)
      #expect(FileManager.default.createFile(atPath: verdicts + "/0123abcd.verdicts", contents: Data()))
      for name in ["0123abcd.verdicts", ours] {
        try FileManager.default.setAttributes([.modificationDate: month], ofItemAtPath: verdicts + "/" + name)
      }
      // Read, and so marked used; then written again with a word Hunspell is asked about.
      let second = shelf(dictionaries, verdicts)
      let lexicon = try #require(second.lazyDictionary("es"))
      #expect(lexicon.knows("perro") && !second.hasOpened("es"))
      let attributes = try FileManager.default.attributesOfItem(atPath: verdicts + "/" + ours)
      let used = try #require(attributes[.modificationDate] as? Date)
      #expect(used.timeIntervalSinceNow > -60, "reading the file marks it used")
      #expect(!lexicon.knows("gatos"))
      second.keepVerdicts()
      #expect(try FileManager.default.contentsOfDirectory(atPath: verdicts) == [ours])
    }
  }

  @Test("the file holds its identity: another executable or dictionary reads none of it")
  func anotherIdentityReadsNothing() {
    var answers: [String: SpellingVerdicts.Answers] = [:]
    answers["perro"] = .init(knows: true, knowsAlone: true, stems: ["perro"], suggestions: nil)
    answers["perrro"] = .init(knows: false, knowsAlone: nil, stems: nil, suggestions: ["perro", "pero"])
    let bytes = SpellingVerdictsFile.encode(answers, identity: "one")
    #expect(SpellingVerdictsFile.decode(bytes, identity: "one") == answers)
    #expect(SpellingVerdictsFile.decode(bytes, identity: "two") == nil)
    for cut in [1, 8, bytes.count / 2] {
      #expect(SpellingVerdictsFile.decode(Array(bytes.dropLast(cut)), identity: "one") == nil)
    }
  }

  @Test("a file that would pass its bound starts again from the words asked in this run")
  func theFileIsBounded() throws {
    try withCopy { dictionaries, _ in
      let hunspell = try #require(
        LexiconShelf(variables: ["LINGO_DICTIONARY_PATH": dictionaries.path]).dictionary("es"))
      let old = (0..<10).map { ("old\($0)", SpellingVerdicts.Answers(knows: true)) }
      let verdicts = SpellingVerdicts(Dictionary(uniqueKeysWithValues: old), wasKept: true)
      #expect(verdicts.toKeep(limit: 5) == nil, "nothing asked, nothing written")
      let none = verdicts.answer("perro", .knows, fallback: false, dictionary: { nil }) { $0.knows("perro") }
      #expect(none == false && verdicts.toKeep(limit: 5) == nil, "no dictionary, nothing kept")
      let known = verdicts.answer("perro", .knows, fallback: false, dictionary: { hunspell }) {
        $0.knows("perro")
      }
      #expect(known)
      #expect(verdicts.toKeep(limit: 20)?.count == 11)
      #expect(verdicts.toKeep(limit: 5) == ["perro": SpellingVerdicts.Answers(knows: true)])
    }
  }

  @Test("a kept file answers a word at a time, found by the hash of its bytes, whatever their number")
  func keptVerdictsAreLookedUpWordByWord() throws {
    // Words that are prefixes of one another, accents, capitals, and a word of another script.
    var words = ["a", "ab", "abc", "abd", "b", "Él", "él", "éla", "zz", "ß", "日本", "perro", "pero", "perros"]
    words += (0..<500).map { "word\($0)" }
    var answers: [String: SpellingVerdicts.Answers] = [:]
    for (index, word) in words.enumerated() {
      answers[word] = .init(
        knows: index % 3 == 0 ? nil : index % 2 == 0, knowsAlone: index % 5 == 0 ? true : nil,
        stems: index % 4 == 0 ? [word, "stem\(index)"] : nil, suggestions: index % 7 == 0 ? [] : nil)
    }
    let kept = try #require(
      KeptVerdicts(SpellingVerdictsFile.encode(answers, identity: "one"), identity: "one"))
    #expect(kept.count == words.count)
    for word in words {
      #expect(kept.answers(for: word) == answers[word], "\(word)")
      var flagsOnly = answers[word]
      flagsOnly?.stems = nil
      flagsOnly?.suggestions = nil
      #expect(kept.answers(for: word, lists: false) == flagsOnly, "\(word)")
    }
    for absent in ["", "aa", "abcd", "Perro", "word500", "zzz", "日"] {
      #expect(kept.answers(for: absent) == nil, "\(absent)")
    }
    #expect(kept.all() == answers)
    let empty = try #require(KeptVerdicts(SpellingVerdictsFile.encode([:], identity: "one"), identity: "one"))
    #expect(empty.count == 0 && empty.answers(for: "a") == nil && empty.all() == [:])
    // Asked through the verdicts, a kept word answers from the file; a new one, with no dictionary, is
    // answered by the fallback and kept nowhere.
    let verdicts = SpellingVerdicts(kept: kept)
    let known = verdicts.answer("gato", .knows, fallback: false, dictionary: { nil }, ask: { _ in true })
    #expect(known == false && verdicts.toKeep(limit: 1_000) == nil, "no dictionary, nothing kept")
    let stems = verdicts.answer("a", .stems, fallback: [], dictionary: { nil }, ask: { _ in [] })
    #expect(stems == ["a", "stem0"])
  }
}
