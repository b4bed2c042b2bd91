import Foundation
import Testing

@testable import Import

/// Anki's text export read by its header lines (`#separator:`, `#columns:`, …).
extension ListLayoutTests {
  @Test func ankiTextExportReadsItsHeaderLines() throws {
    let export =
      [
        "#separator:tab", "#html:true", "#guid column:1", "#notetype column:2", "#deck column:3",
        "#tags column:6",
        "f1a\tBasic\tSpanish::Food\t<b>el pan</b>\tbread\tfood",
        "f2b\tBasic\tSpanish::Food\tla leche&nbsp;\tmilk [sound:milk.mp3]\tfood",
        "f3c\tBasic (and reversed card)\tSpanish::Food\tel queso\t\"cheese \"\"hard\"\"\"\t",
        "f4d\tBasic\tSpanish::Colors\trojo\tred\tcolor", "f5e\tBasic\tSpanish::Colors\tazul\tblue\tcolor",
        "f6f\tCloze\tSpanish::Colors\tEl cielo es {{c1::azul}}.\tThe sky is blue.\t",
      ].joined(separator: "\n") + "\n"
    let (run, _, course) = try Self.imported(export, name: "Spanish.txt")
    #expect(run.status == 0, "\(run.stderr)")
    #expect(run.stdout.contains("5 words, 0 sentences, 1 cloze sentence\n"), "\(run.stdout)")
    #expect(run.stdout.contains("dropped 1 sound and image references"), "\(run.stdout)")
    let units = (course["units"] as? [[String: Any]] ?? []).compactMap { $0["title"] as? String }
    #expect(Set(units) == ["Food", "Colors"], "\(units)")
    let glossary = course["glossary"] as? [String: [String]] ?? [:]
    #expect(glossary["el pan"] == ["bread"] && glossary["la leche"] == ["milk"], "\(glossary)")
    #expect(glossary["el queso"] == ["cheese \"hard\""])
    let texts = Self.translations(course).flatMap { [$0.prompt, $0.answer] }
    #expect(!texts.contains { $0.contains("f1a") || $0.contains("Basic") || $0.contains("food") })
  }

  @Test func ankiTextExportWithASemicolonAndColumnsInAComment() throws {
    let export = """
      #separator:semicolon
      #columns:Tags;Front;Back
      food;el pan;bread
      food;"la leche; fresca";fresh milk
      color;rojo;red
      color;azul;blue

      """
    let (run, _, course) = try Self.imported(export, name: "export.csv")
    #expect(run.status == 0, "\(run.stderr)")
    let glossary = course["glossary"] as? [String: [String]] ?? [:]
    #expect(glossary["la leche; fresca"] == ["fresh milk"] && glossary["rojo"] == ["red"], "\(glossary)")
  }

  @Test func ankiHeaderLinesWithBadValuesAreRefused() throws {
    let (run, _, _) = try Self.imported("#separator:tab\n#deck column:x\na\tb\n", name: "bad.txt")
    #expect(run.status == 8)
    #expect(
      run.stderr.contains("line 2: '#deck column:' wants a column number from 1 to 64, not 'x'"),
      "\(run.stderr)")
  }
}
