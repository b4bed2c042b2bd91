import Foundation
import TestSupport
import Testing

/// Real decks made with Anki's own library, in the current and the legacy formats, import into playable courses.
@Suite(.serialized) struct AnkiImportTests {
  @Test(arguments: ["latest", "legacy", "colpkg", "anki2"])
  func importsIntoACourseThatChecksAndPlays(format: String) throws {
    let folder = temporaryFolder(format)
    let deck = try makeDeck(format, in: folder)
    let out = folder.appendingPathComponent("spanish.json")
    let imported = lingo(["import", deck.path, "--out", out.path, "--language", "es", "--from", "en"])
    #expect(imported.status == 0, "\(imported.stderr)")
    #expect(imported.stdout.contains("imported 24 notes as 15 words, 4 sentences, 5 cloze sentences"))
    #expect(imported.stdout.contains("dropped 2 sound and image references"))

    let check = lingo(["check", "--solve", out.path])
    #expect(check.status == 0)
    #expect(!check.stdout.contains("error:"), "\(check.stdout)")

    let text = try String(contentsOf: out, encoding: .utf8)
    #expect(
      !text.contains("[sound:") && !text.contains("<img") && !text.contains("<b>")
        && !text.contains("&eacute;"))
    let course = try courseObject(out)
    let glossary = course["glossary"] as? [String: [String]] ?? [:]
    #expect(glossary["el café"] == ["coffee"])
    #expect(glossary["el té"] == ["tea"])
    #expect(glossary["la manzana"] == ["red apple"])
    let units = (course["units"] as? [[String: Any]] ?? []).compactMap { $0["title"] as? String }
    #expect(units == ["Colors", "Food", "Phrases"])
    let exercises = nodes(course).flatMap { $0["exercises"] as? [[String: Any]] ?? [] }
    let kinds = Set(exercises.compactMap { $0["kind"] as? String })
    #expect(kinds == ["match", "translate", "complete", "selectImage"])
    #expect(
      exercises.contains {
        $0["prompt"] as? String == "Quiero ___ café, por favor." && $0["answer"] as? String == "un"
      })
    #expect(
      exercises.contains {
        $0["prompt"] as? String == "I want a coffee." && $0["answerLanguage"] as? String == "es"
      })
    let checkpoints = nodes(course).filter { $0["kind"] as? String == "checkpoint" }
    #expect(checkpoints.count == 3)

    // Every lesson of the course plays to its end with its own answers.
    let lessons = nodes(course).filter { $0["kind"] as? String == "lesson" }
    #expect(lessons.count == 5)
    for node in lessons {
      let answers = (node["exercises"] as? [[String: Any]] ?? []).map(answer).joined(separator: "\n") + "\n"
      let id = node["id"] as? String ?? ""
      let played = lingo(
        ["play", out.path, "--lesson", id, "--ephemeral", "--now", "2026-11-26T18:00:00Z", "--seed", "1"],
        input: answers)
      #expect(played.status == 0, "\(id): \(played.stderr)\n\(played.stdout.suffix(600))")
    }
  }

  /// The collection is unpacked into a temporary file, which SQLite opens with two of its own beside it:
  /// none of them is left behind.
  @Test(arguments: ["latest", "legacy"])
  func anImportLeavesNothingInTheTemporaryFolder(format: String) throws {
    let folder = temporaryFolder("temporary")
    defer { try? FileManager.default.removeItem(at: folder) }
    let deck = try makeDeck(format, in: folder)
    let temporary = folder.appendingPathComponent("tmp")
    try FileManager.default.createDirectory(at: temporary, withIntermediateDirectories: true)
    let out = folder.appendingPathComponent("spanish.json")
    let run = try runProgram(
      lingoBinary.path, ["import", deck.path, "--out", out.path, "--language", "es", "--from", "en"],
      inheriting: ["TMPDIR": temporary.path, "TZ": "UTC"])
    #expect(run.status == 0, "\(run.output)")
    #expect(try FileManager.default.contentsOfDirectory(atPath: temporary.path) == [])
  }

  @Test func reimportingGivesTheSameCourseWithTheSameIDs() throws {
    let folder = temporaryFolder("again")
    let deck = try makeDeck("latest", in: folder)
    let (first, second) = (folder.appendingPathComponent("a.json"), folder.appendingPathComponent("b.json"))
    #expect(
      lingo(["import", deck.path, "--out", first.path, "--language", "es", "--from", "en"]).status == 0)
    let legacy = try makeDeck("legacy", in: folder)
    #expect(
      lingo(["import", legacy.path, "--out", second.path, "--language", "es", "--from", "en"]).status == 0)
    // The same notes in the other format, built anew by Anki: the same course, byte for byte.
    #expect(try Data(contentsOf: first) == Data(contentsOf: second))
    let ids = nodes(try courseObject(first)).compactMap { $0["id"] as? String }
    #expect(ids.first == "spanish-colors-1-lesson-1")
    #expect(ids.contains("spanish-food-1-review"))
  }

  @Test func aCollectionFromANewerAnkiIsRefusedAndNothingIsWritten() throws {
    let folder = temporaryFolder("newer")
    let deck = try makeDeck("newer", in: folder)
    let out = folder.appendingPathComponent("out.json")
    let run = lingo(["import", deck.path, "--out", out.path])
    #expect(run.status == 8)
    #expect(run.stderr.contains("comes from a newer Anki"))
    #expect(run.stderr.split(separator: "\n").count == 1)
    #expect(!FileManager.default.fileExists(atPath: out.path))
  }

  @Test func aZipCutShortIsACorruptZip() throws {
    let folder = temporaryFolder("cut")
    let deck = try makeDeck("latest", in: folder)
    let cut = folder.appendingPathComponent("cut.apkg")
    try Data(contentsOf: deck).prefix(2_000).write(to: cut)
    let out = folder.appendingPathComponent("out.json")
    try Data("keep me".utf8).write(to: out)
    let run = lingo(["import", cut.path, "--out", out.path])
    #expect(run.status == 8)
    #expect(run.stderr.hasPrefix("lingo: error: '\(cut.path)' is a damaged zip"))
    #expect(try String(contentsOf: out, encoding: .utf8) == "keep me")
  }
}
