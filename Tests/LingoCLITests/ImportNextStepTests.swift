import Foundation
import TestSupport
import Testing

@testable import LingoCLI

/// `lingo import` ends by saying what to do with the course it wrote: the two commands, the file's path
/// written so that a shell reads it back.
@Suite struct ImportNextStepTests {
  @Test(arguments: [
    ("mine.json", "mine.json"), ("/home/ana/decks/mine.json", "/home/ana/decks/mine.json"),
    ("my deck.json", "'my deck.json'"), ("Ana's.json", "'Ana'\\''s.json'"), ("-deck.json", "./-deck.json"),
    ("café.json", "'café.json'"), ("$HOME.json", "'$HOME.json'"),
  ])
  func aPathIsWrittenAsAShellReadsItBack(_ path: String, _ word: String) {
    #expect(ImportCommand.shellWord(path) == word)
  }

  @Test(.tags(.endToEnd)) func theLastLineNamesTheCommandsThatPlayTheCourse() throws {
    let folder = temporaryItem("lingo-import-next")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let list = folder.appendingPathComponent("words.tsv")
    try Data(ImportSafetyTests.list.utf8).write(to: list)
    let out = folder.appendingPathComponent("my deck.json").path
    let sandbox = Sandbox()
    let imported = lingo(
      onDisk: ["import", list.path, "--out", out, "--language", "es", "--from", "en"],
      variables: sandbox.variables)
    #expect(imported.status == 0, "\(imported.stderr)")
    let last = imported.stdout.split(separator: "\n").last.map(String.init)
    #expect(
      last
        == "next: lingo play '\(out)' for its first lesson, or lingo settings course '\(out)' to study it")
    let played = lingo(onDisk: ["play", out, "--plain"], input: "q\n", variables: sandbox.variables)
    #expect(played.stdout.contains("Lesson: Lesson 1. Lesson 1 of"), "\(played.stdout)\(played.stderr)")
  }
}
