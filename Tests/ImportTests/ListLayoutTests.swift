import Foundation
import Testing

@testable import Import

/// Lists in the layouts published material has (headers naming languages and roles, Anki's text export,
/// pipes, Tatoeba's downloads) are read the right way round; columns of codes are never text; the
/// language of each column is checked with the dictionaries, the decision a pure function of counts
/// (`ColumnLanguageTests`).
@Suite struct ListLayoutTests {
  /// Spanish–English sentence pairs, English first, as Tatoeba's downloads are.
  static let pairs = [
    ("The dog eats bread.", "El perro come pan."), ("The cat drinks milk.", "El gato bebe leche."),
    ("My father reads a book.", "Mi padre lee un libro."),
    ("The girl has an apple.", "La niña tiene una manzana."),
    ("We live in a small house.", "Vivimos en una casa pequeña."),
    ("She wants some water.", "Ella quiere agua."),
  ]

  /// A folder of dictionaries, one for each language of `words` (its words, as a Hunspell word list), for
  /// `LINGO_DICTIONARY_PATH`: the same words on every machine.
  static func dictionaries(_ words: [String: [String]]) throws -> String {
    let root = temporaryFolder("dictionaries")
    var folders: [String] = []
    for (code, list) in words {
      let folder = root.appendingPathComponent(code)
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
      try Data("SET UTF-8\n".utf8).write(to: folder.appendingPathComponent("\(code)_T.aff"))
      let unique = Set(list.flatMap { ColumnLanguages.words(Substring($0)).map { $0.lowercased() } })
      let dic = "\(unique.count)\n" + unique.sorted().joined(separator: "\n") + "\n"
      try Data(dic.utf8).write(to: folder.appendingPathComponent("\(code)_T.dic"))
      folders.append(folder.path)
    }
    return folders.joined(separator: ":")
  }

  /// Dictionaries that know the English and the Spanish of `pairs`.
  static func spanishAndEnglish() throws -> [String: String] {
    ["LINGO_DICTIONARY_PATH": try dictionaries(["en": pairs.map(\.0), "es": pairs.map(\.1)])]
  }

  /// Imports `text` written as `name` into a course for `language` from `from`, with no dictionary unless
  /// `variables` give some.
  static func imported(
    _ text: String, name: String, language: String = "es", from: String = "en",
    variables: [String: String] = ["LINGO_DICTIONARY_PATH": ""]
  ) throws -> (run: Run, list: URL, course: [String: Any]) {
    let folder = temporaryFolder("layout")
    let list = folder.appendingPathComponent(name)
    try Data(text.utf8).write(to: list)
    let out = folder.appendingPathComponent("course.json")
    let run = lingo(
      ["import", list.path, "--out", out.path, "--language", language, "--from", from], variables: variables)
    let course = run.status == 0 ? try courseObject(out) : [:]
    return (run, list, course)
  }

  /// Every translation of a course: (prompt, answer, answer language or nil for the learner's).
  static func translations(_ course: [String: Any]) -> [(prompt: String, answer: String, into: String?)] {
    nodes(course).flatMap { $0["exercises"] as? [[String: Any]] ?? [] }
      .filter { $0["kind"] as? String == "translate" }
      .map { ($0["prompt"] as? String ?? "", $0["answer"] as? String ?? "", $0["answerLanguage"] as? String) }
  }

  // MARK: Headers

  @Test func headerNamesOfPublishedLayouts() {
    let cases: [(String, ColumnRole?)] = [
      ("it", .text(language: "it")), ("ITA", .text(language: "it")), ("spa", .text(language: "es")),
      ("text:it", .text(language: "it")), ("word:fr", .text(language: "fr")),
      ("fr_text", .text(language: "fr")),
      ("sentence (es)", .text(language: "es")), ("English", .text(language: "en")),
      ("pt-BR_text", .text(language: "pt")), ("key", .ignored), ("id", .ignored), ("ipa:it", .ignored),
      ("audio source:it", .ignored), ("Front", .word), ("translation", .meaning), ("emoji", .picture),
      ("deck", .deck), ("hola", nil), ("Hello there.", nil),
    ]
    for (name, role) in cases {
      #expect(ColumnNames.role(Substring(name), codes: ["es", "en"]) == role, "\(name)")
    }
    // A course's own language is a name even when the table does not know it.
    #expect(ColumnNames.role("text:ca", codes: ["ca", "en"]) == .text(language: "ca"))
  }

  @Test func aFirstRowIsAHeaderOnlyWhenItIsMadeOfNames() {
    #expect(ListHeader.roles(["it", "en"], codes: []) == [.text(language: "it"), .text(language: "en")])
    #expect(ListHeader.roles(["key", "text:it", "text:en"], codes: []) != nil)
    #expect(ListHeader.roles(["word", "meaning", ""], codes: []) == [.word, .meaning, .ignored])
    #expect(ListHeader.roles(["Hola.", "Hello."], codes: []) == nil)
    #expect(ListHeader.roles(["word", "palabra"], codes: []) == nil)
    // `no` is Norwegian's code, but two columns in one language make no list: a real line.
    #expect(ListHeader.roles(["no", "no"], codes: []) == nil)
    #expect(ListHeader.roles(["front"], codes: []) == nil)
  }

  @Test func aCSVWithAKeyAndColumnsNamedByLanguageAndRole() throws {
    let csv = """
      key,text:it,ipa:it,text:en
      dog,il cane,/il ˈkaːne/,the dog
      cat,il gatto,/il ˈɡatto/,the cat
      house,la casa,/la ˈkaːza/,the house
      bread,il pane,/il ˈpaːne/,the bread
      water,l'acqua,/ˈlakkwa/,the water

      """
    let (run, _, course) = try Self.imported(csv, name: "625-it.csv", language: "it")
    #expect(run.status == 0, "\(run.stderr)")
    let glossary = course["glossary"] as? [String: [String]] ?? [:]
    #expect(glossary["il cane"] == ["the dog"] && glossary["l'acqua"] == ["the water"], "\(glossary)")
    #expect(!Self.translations(course).contains { $0.answer.contains("/") || $0.answer == "dog" })
  }

  @Test func aCSVHeaderOfThreeLetterCodesTheOtherWayRound() throws {
    let csv = "ENG,SPA\n" + Self.pairs.map { "\($0.0),\($0.1)" }.joined(separator: "\n") + "\n"
    let (run, _, course) = try Self.imported(csv, name: "pairs.csv")
    #expect(run.status == 0, "\(run.stderr)")
    #expect(run.stderr.isEmpty)
    #expect(Self.translations(course).contains { $0 == ("The dog eats bread.", "El perro come pan.", "es") })
  }

  @Test func aHeaderNamingOtherLanguagesIsRefused() throws {
    let csv = "key,text:it,ipa:it\ndog,il cane,/il ˈkaːne/\n"
    let (run, _, _) = try Self.imported(csv, name: "it.csv", language: "it")
    #expect(run.status == 8)
    #expect(
      run.stderr.contains("its header names columns in Italian and none in English (--from en)"),
      "\(run.stderr)")
  }

  @Test func aTabSeparatedHeaderIsReadAndARealFirstLineIsKept() throws {
    let rows = Self.pairs.map { "\($0.0)\t\($0.1)" }.joined(separator: "\n")
    let (named, _, course) = try Self.imported("sentence (en)\tsentence (es)\n" + rows + "\n", name: "a.tsv")
    #expect(named.status == 0, "\(named.stderr)")
    #expect(named.stdout.contains("imported 6 notes"), "\(named.stdout)")
    #expect(Self.translations(course).contains { $0 == ("The dog eats bread.", "El perro come pan.", "es") })
    // A first line of ordinary words is a note, not a header.
    let words = "no\tno\nword\tpalabra\nhouse\tcasa\ndog\tperro\ncat\tgato\n"
    let (plain, _, _) = try Self.imported(words, name: "b.tsv", language: "en", from: "es")
    #expect(plain.status == 0, "\(plain.stderr)")
    #expect(plain.stdout.contains("imported 5 notes"), "\(plain.stdout)")
  }

  @Test func windowsLineEndsAndAWideRow() throws {
    let rows = Self.pairs.map { "\($0.1)\t\($0.0)" }
    let (run, _, _) = try Self.imported(rows.joined(separator: "\r\n") + "\r\n", name: "crlf.tsv")
    #expect(run.status == 0, "\(run.stderr)")
    #expect(run.stdout.contains("imported 6 notes"), "\(run.stdout)")
    // A row of thousands of tabs: only the first 64 columns are looked at.
    let wide = "uno" + String(repeating: "\t", count: 5_000) + "one"
    var list = try ListText.read((rows + [wide]).joined(separator: "\n"), file: "wide.tsv")
    #expect(list.rows.last?.fields.count == 5_001)
    #expect(
      try ListLayout.of(&list, file: "wide.tsv", languages: ListLanguages())
        == ListLayout(taught: 0, meaning: 1))
  }

  // MARK: Pipes

  @Test func pipeSeparatedListsByTheirName() throws {
    let pipes = "el perro|the dog\nel gato|the cat\n\nla casa|the house\n# a comment\nel pan|the bread\n"
    let (run, _, course) = try Self.imported(pipes, name: "Chapter 1 Hola!.txt")
    #expect(run.status == 0, "\(run.stderr)")
    #expect((course["glossary"] as? [String: [String]])?["el perro"] == ["the dog"])
    let (noExtension, _, _) = try Self.imported(pipes, name: "chapter1")
    #expect(noExtension.status == 0, "\(noExtension.stderr)")
    // A .tsv of pipes, and a list whose lines do not all have a pipe, are not lists of pipes.
    #expect(try Self.imported(pipes, name: "chapter1.tsv").run.stderr.contains("is not an Anki package"))
    #expect(
      try Self.imported(pipes + "a line\n", name: "c.txt").run.stderr.contains("is not an Anki package"))
  }

  // MARK: Tatoeba's layouts and columns of codes

  @Test func tatoebasFourColumnsOfIdsAndTexts() throws {
    let rows = Self.pairs.enumerated().map { "\(2 * $0 + 1)\t\($1.0)\t\(2 * $0 + 2)\t\($1.1)" }
    let (run, list, course) = try Self.imported(
      rows.joined(separator: "\n") + "\n", name: "pairs.tsv", variables: try Self.spanishAndEnglish())
    #expect(run.status == 0, "\(run.stderr)")
    #expect(
      run.stderr
        == "lingo: note: '\(list.path)': column 2 reads as English and column 4 as Spanish; taken as Spanish → English\n"
    )
    #expect(Self.translations(course).contains { $0 == ("The dog eats bread.", "El perro come pan.", "es") })
    #expect(!Self.translations(course).contains { Int($0.answer) != nil })
  }

  @Test func anAttributionColumnIsNeverText() throws {
    let rows = Self.pairs.enumerated().map {
      "\($1.1)\t\($1.0)\tCC-BY 2.0 (France) Attribution: tatoeba.org #\($0) (CK) & #\($0 + 9) (x)"
    }
    let (run, _, course) = try Self.imported(rows.joined(separator: "\n") + "\n", name: "spa.txt")
    #expect(run.status == 0, "\(run.stderr)")
    #expect(
      !Self.translations(course).contains { $0.prompt.contains("CC-BY") || $0.answer.contains("CC-BY") })
  }

  @Test func columnsOfOnlyCodesAndNumbersAreRefused() throws {
    let links = (1...6).map { "\($0)\teng\t\($0 + 100)\tspa" }.joined(separator: "\n") + "\n"
    let (codes, list, _) = try Self.imported(links, name: "links.tsv")
    #expect(codes.status == 8)
    #expect(
      codes.stderr
        == "lingo: error: '\(list.path)': its columns hold only numbers, ids and language codes (such as 'eng'), no text to learn\n"
    )
    let sentences = Self.pairs.enumerated().map { "\($0)\teng\t\($1.0)" }.joined(separator: "\n") + "\n"
    let (one, _, _) = try Self.imported(sentences, name: "sentences.tsv")
    #expect(one.status == 8)
    #expect(one.stderr.contains("only its column 3 holds text"), "\(one.stderr)")
  }

  @Test func whatAColumnHolds() {
    let cells = { (cells: [String]) in ColumnContent.of(cells.map { Substring($0) }) }
    #expect(cells(["1", "22", "#333"]) == .numbers)
    #expect(cells(["eng", "spa", "", "fra"]) == .codes)
    #expect(cells(["cmn", "cmn", "yue", "cmn", "cmn", "cmn", "cmn", "cmn"]) == .codes)
    #expect(cells(["CC-BY 2.0 (France) Attribution: tatoeba.org #1 (a)"]) == .attributions)
    #expect(cells(["", " "]) == .empty)
    #expect(cells(["el perro", "eng"]) == .text)
    // Short words are not codes: many different ones, few of them codes.
    #expect(cells(["sol", "mar", "pez", "luz", "voz", "red", "sal", "col", "ajo"]) == .text)
  }

  // MARK: The language of each column

  @Test func swappedColumnsAreTakenTheRightWayRoundWithANote() throws {
    let text = Self.pairs.map { "\($0.0)\t\($0.1)" }.joined(separator: "\n") + "\n"
    let (run, list, course) = try Self.imported(
      text, name: "spa-eng.txt", variables: try Self.spanishAndEnglish())
    #expect(run.status == 0, "\(run.stderr)")
    #expect(
      run.stderr
        == "lingo: note: '\(list.path)': column 1 reads as English and column 2 as Spanish; taken as Spanish → English\n"
    )
    let translations = Self.translations(course)
    #expect(translations.contains { $0 == ("The dog eats bread.", "El perro come pan.", "es") })
    #expect(!translations.contains { $0.into == "es" && $0.answer.hasPrefix("The ") })
    // The right way round already: nothing said.
    let right = Self.pairs.map { "\($0.1)\t\($0.0)" }.joined(separator: "\n") + "\n"
    let (quiet, _, _) = try Self.imported(right, name: "eng-spa.txt", variables: try Self.spanishAndEnglish())
    #expect(quiet.status == 0 && quiet.stderr.isEmpty, "\(quiet.stderr)")
  }

  @Test func columnsInNeitherLanguageAreRefused() throws {
    let text = Self.pairs.map { "\($0.0)\t\($0.1)" }.joined(separator: "\n") + "\n"
    let variables = ["LINGO_DICTIONARY_PATH": try Self.dictionaries(["fr": ["le chien mange du pain"]])]
      .merging(try Self.spanishAndEnglish()) { "\($0):\($1)" }
    let (run, list, _) = try Self.imported(text, name: "spa-eng.txt", language: "fr", variables: variables)
    #expect(run.status == 8)
    #expect(
      run.stderr
        == "lingo: error: '\(list.path)': no column reads as French (--language fr): column 1 reads as English, "
        + "column 2 as Spanish; say the list's languages with --language and --from\n")
  }

  @Test func withoutADictionaryTheOrderIsTrusted() throws {
    let text = Self.pairs.map { "\($0.0)\t\($0.1)" }.joined(separator: "\n") + "\n"
    let (run, _, course) = try Self.imported(
      text, name: "spa-eng.txt", variables: ["LINGO_DICTIONARY_PATH": ""])
    #expect(run.status == 0 && run.stderr.isEmpty, "\(run.stderr)")
    #expect(Self.translations(course).contains { $0 == ("El perro come pan.", "The dog eats bread.", "es") })
  }
}
