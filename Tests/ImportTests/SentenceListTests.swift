import Foundation
import Import
import Testing

/// Sentence lists (`sentence<TAB>translation<TAB>attribution`) and CSV word lists become courses.
@Suite struct SentenceListTests {
  /// 2,000 different Spanish–English pairs with an attribution column, as bilingual sentence files have.
  static func sentences() -> String {
    let subjects = [
      ("El perro", "The dog"), ("La niña", "The girl"), ("Mi padre", "My father"),
      ("Tu amiga", "Your friend"),
      ("El gato", "The cat"), ("La profesora", "The teacher"), ("Mi hermano", "My brother"),
      ("El vecino", "The neighbour"), ("La abuela", "The grandmother"), ("Su hijo", "Her son"),
    ]
    let verbs = [
      ("come", "eats"), ("quiere", "wants"), ("busca", "looks for"), ("tiene", "has"), ("ve", "sees"),
      ("compra", "buys"), ("prefiere", "prefers"), ("necesita", "needs"), ("trae", "brings"),
      ("vende", "sells"),
    ]
    let objects = [
      ("pan", "bread"), ("una manzana", "an apple"), ("el libro", "the book"), ("agua", "water"),
      ("una mesa", "a table"), ("la llave", "the key"), ("un coche", "a car"), ("flores", "flowers"),
      ("queso", "cheese"), ("una silla", "a chair"), ("el periódico", "the newspaper"), ("leche", "milk"),
      ("un regalo", "a present"), ("la pelota", "the ball"), ("café", "coffee"), ("una camisa", "a shirt"),
      ("el mapa", "the map"), ("arroz", "rice"), ("una carta", "a letter"), ("la radio", "the radio"),
    ]
    var lines: [String] = []
    for (s, subject) in subjects.enumerated() {
      for (v, verb) in verbs.enumerated() {
        for (o, object) in objects.enumerated() {
          let number = (s * 10 + v) * 20 + o
          lines.append(
            "\(subject.0) \(verb.0) \(object.0).\t\(subject.1) \(verb.1) \(object.1).\t"
              + "CC-BY 2.0 (France) Attribution: example.org #\(number) (someone)")
        }
      }
    }
    return lines.joined(separator: "\n") + "\n"
  }

  @Test func twoThousandPairsImportIntoACourseThatPassesCheckSolve() throws {
    let folder = temporaryFolder("tsv")
    let list = folder.appendingPathComponent("spa-eng.tsv")
    let text = Self.sentences()
    #expect(text.split(separator: "\n").count == 2_000)
    try Data(text.utf8).write(to: list)
    let out = folder.appendingPathComponent("course.json")
    let run = lingo(
      ["import", list.path, "--out", out.path, "--language", "es", "--from", "en", "--title", "Frases"],
      variables: ["TERM": "xterm"], terminal: true)
    #expect(run.status == 0, "\(run.stderr)")
    #expect(run.stdout.contains("imported 2000 notes as 0 words, 2000 sentences"), "\(run.stdout)")
    #expect(run.stdout.contains("course 'import-frases'"))
    // On a terminal a progress bar follows the notes on standard error, and is cleared at the end.
    #expect(
      run.stderr.contains("▕██████████████████████████████▏ 2000/2000 notes"),
      "\(run.stderr.debugDescription)")
    #expect(run.stderr.hasSuffix("\r\u{1B}[K"))
    let check = lingo(["check", "--solve", out.path])
    #expect(check.status == 0)
    #expect(!check.stdout.contains("error:"), "\(check.stdout.prefix(2_000))")
    let course = try courseObject(out)
    let units = course["units"] as? [[String: Any]] ?? []
    #expect(units.count == 134)  // 2,000 pairs, 15 a unit
    let exercises = nodes(course).flatMap { $0["exercises"] as? [[String: Any]] ?? [] }
    #expect(!exercises.contains { ($0["prompt"] as? String ?? "").contains("CC-BY") })
    #expect(
      exercises.contains {
        $0["prompt"] as? String == "The dog eats bread." && $0["answer"] as? String == "El perro come pan."
      })
  }

  @Test func anUpdatedListKeepsItsUnitsAndIDsSoProgressStays() throws {
    let folder = temporaryFolder("update")
    let lines = Self.sentences().split(separator: "\n").map(String.init)
    let list = folder.appendingPathComponent("frases.tsv")
    let (before, after) = (folder.appendingPathComponent("a.json"), folder.appendingPathComponent("b.json"))
    try Data((lines.prefix(30).joined(separator: "\n") + "\n").utf8).write(to: list)
    #expect(
      lingo(["import", list.path, "--out", before.path, "--language", "es", "--from", "en"]).status == 0)
    try Data((lines.prefix(38).joined(separator: "\n") + "\n").utf8).write(to: list)
    #expect(
      lingo(["import", list.path, "--out", after.path, "--language", "es", "--from", "en"]).status == 0)
    let (old, new) = (try courseObject(before), try courseObject(after))
    #expect(old["id"] as? String == new["id"] as? String)
    let oldUnits = old["units"] as? [[String: Any]] ?? []
    let newUnits = new["units"] as? [[String: Any]] ?? []
    #expect(oldUnits.count == 2 && newUnits.count == 3)
    // The first two units' stops keep their ids; the notes added at the end make a third.
    for (a, b) in zip(oldUnits, newUnits) {
      let ids = { (unit: [String: Any]) in
        (unit["nodes"] as? [[String: Any]] ?? []).compactMap { $0["id"] as? String }
      }
      #expect(ids(a) == ids(b))
    }
    #expect(newUnits.last?["id"] as? String == "frases-3")
  }

  @Test func aCSVWordListWithAHeaderBecomesWordsWithPictures() throws {
    let folder = temporaryFolder("csv")
    let list = folder.appendingPathComponent("animales.csv")
    let csv = #"""
      word,meaning,emoji,notes
      el perro,dog,🐶,"a pet, often"
      el gato,cat,🐱,
      "el pájaro","bird",🐦,"sings ""pío"""
      el pez,fish,🐟,
      ,nothing,,
      la vaca,cow,🐄,

      """#
    try Data(csv.utf8).write(to: list)
    let out = folder.appendingPathComponent("course.json")
    let run = lingo(["import", list.path, "--out", out.path, "--language", "es", "--from", "en"])
    #expect(run.status == 0, "\(run.stderr)")
    #expect(run.stdout.contains("imported 6 notes as 5 words"), "\(run.stdout)")
    #expect(run.stdout.contains("1 × a row without a word and its meaning"), "\(run.stdout)")
    #expect(lingo(["check", "--solve", out.path]).status == 0)
    let course = try courseObject(out)
    #expect((course["glossary"] as? [String: [String]])?["el pájaro"] == ["bird"])
    let selects = nodes(course).flatMap { $0["exercises"] as? [[String: Any]] ?? [] }
      .filter { $0["kind"] as? String == "selectImage" }
    #expect(selects.contains { $0["prompt"] as? String == "el perro" && $0["answer"] as? String == "dog" })
  }

  @Test func aCSVWithoutANamedHeaderIsRefused() throws {
    let folder = temporaryFolder("csv-bad")
    let list = folder.appendingPathComponent("list.csv")
    try Data("perro,dog\ngato,cat\n".utf8).write(to: list)
    let out = folder.appendingPathComponent("course.json")
    let run = lingo(["import", list.path, "--out", out.path])
    #expect(run.status == 8)
    #expect(run.stderr.contains("line 1: the header must name a word column and a meaning column"))
    #expect(!FileManager.default.fileExists(atPath: out.path))
  }

  @Test func aFileThatIsNeitherIsRefusedInOneLine() throws {
    let folder = temporaryFolder("neither")
    let file = folder.appendingPathComponent("notes.txt")
    try Data("just some prose without any tabs\n".utf8).write(to: file)
    let run = lingo(["import", file.path, "--out", folder.appendingPathComponent("c.json").path])
    #expect(run.status == 8)
    #expect(
      run.stderr
        == "lingo: error: '\(file.path)' is not an Anki package (.apkg, .colpkg) or a sentence list (.tsv, .txt) or word list (.csv)\n"
    )
  }

  @Test func usageErrors() {
    #expect(lingo(["import"]).status == 2)
    #expect(lingo(["import", "x.tsv"]).stderr.contains("import needs --out COURSE.json"))
    #expect(lingo(["import", "x.tsv", "--out", "c.json", "--language", "es", "--from", "es"]).status == 2)
  }
}
