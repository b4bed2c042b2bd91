import App
import Course
import Foundation
import Language
import TestSupport
import Testing

@testable import Import

/// Packages built to hurt: a view that never ends, a `meta` that inflates to gigabytes, names with
/// control characters, media only. Each fails quickly in one line, or makes a course `lingo check` passes.
@Suite struct HostilePackageTests {
  @Test func aNotesViewThatNeverEndsIsRefusedAtOnce() throws {
    let folder = temporaryFolder("view")
    let package = folder.appendingPathComponent("view.apkg")
    let view = """
      CREATE VIEW notes AS WITH RECURSIVE r(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM r)
      SELECT i AS id, 'g' || i AS guid, 7 AS mid, printf('%.*c', 1000, 'x') AS flds FROM r
      """
    try HostilePackages.package(
      at: package, sql: HostilePackages.collection(deck: "D", notes: [], notesTable: view))
    let out = folder.appendingPathComponent("course.json")
    let run = lingo(["import", package.path, "--out", out.path, "--language", "es", "--from", "en"])
    #expect(run.status == 8)
    #expect(run.stderr.contains("'notes' is a view, not a table"), "\(run.stderr)")
    #expect(run.stderr.split(separator: "\n").count == 1)
    #expect(!FileManager.default.fileExists(atPath: out.path))
  }

  /// A query that never ends on real tables is stopped by the step budget.
  @Test func aQueryThatNeverEndsSpendsItsBudgetAndStops() throws {
    let folder = temporaryFolder("budget")
    let file = folder.appendingPathComponent("plain.sqlite")
    try HostilePackages.database(at: file, sql: HostilePackages.collection(deck: "D", notes: []))
    let size = try FileManager.default.attributesOfItem(atPath: file.path)[.size] as? Int ?? 0
    let database = try CollectionDatabase(path: file.path, size: size, shown: "plain")
    var failure: ImportError?
    do throws(ImportError) {
      try database.each(
        "WITH RECURSIVE r(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM r) SELECT count(*) FROM r"
      ) { _ in }
    } catch {
      failure = error
    }
    #expect(failure?.message.contains("SQLite steps") == true, "\(String(describing: failure))")
  }

  @Test func aMetaThatInflatesToGigabytesIsRefused() throws {
    let folder = temporaryFolder("meta")
    let package = folder.appendingPathComponent("bomb.apkg")
    let sql = HostilePackages.collection(deck: "D", notes: HostilePackages.words.map { [$0.0, $0.1] })
    try HostilePackages.package(at: package, sql: sql, meta: Data(count: 64 << 20))
    let size = try FileManager.default.attributesOfItem(atPath: package.path)[.size] as? Int ?? 0
    #expect(size < 1 << 20)
    let run = lingo(["import", package.path, "--out", folder.appendingPathComponent("c.json").path])
    #expect(run.status == 8)
    #expect(run.stderr.contains("'meta' inflates to more than 16384 bytes"), "\(run.stderr)")
  }

  /// Control characters in a deck name and in `--title` never reach the course: it loads, lints without
  /// errors, and plays.
  @Test(arguments: ["Food\u{1B}[31m\u{7}\u{202E}", "\u{1B}\u{0}", String(repeating: "Ünïcode ", count: 100)])
  func hostileNamesMakeACourseThatChecksAndPlays(deck: String) throws {
    let folder = temporaryFolder("names")
    let package = folder.appendingPathComponent("names.apkg")
    let notes = HostilePackages.words.map { [$0.0, $0.1] }
    try HostilePackages.package(
      at: package, sql: HostilePackages.collection(deck: deck + "::Sub\u{9B}deck", notes: notes))
    for title in [nil, "Bad\u{1B}]0;title\u{7} title", String(repeating: "x", count: 5_000)] {
      let out = folder.appendingPathComponent("course.json")
      let run = lingo(
        ["import", package.path, "--out", out.path, "--language", "es", "--from", "en"]
          + (title.map { ["--title", $0] } ?? []))
      #expect(run.status == 0, "\(run.stderr)")
      // Read back as `lingo play` and `lingo check` read it: loaded, linted with every rule, no error.
      let loaded = CourseLoader.load(try Data(contentsOf: out))
      let findings = CourseFindings.of(loaded, shelf: LexiconShelf(variables: [:]), solve: true)
      #expect(loaded.model != nil)
      #expect(findings.filter { $0.severity == .error }.isEmpty, "\(findings)")
      let check = lingo(["check", "--solve", out.path])
      #expect(check.status == 0, "\(check.stdout)")
      #expect(!check.stdout.contains("error"), "\(check.stdout)")
      let text = try String(contentsOf: out, encoding: .utf8)
      #expect(!text.unicodeScalars.contains { $0.value < 0x20 && $0 != "\n" })
      #expect(!text.contains("\\u00") && !text.contains("\\u202"))
      let lesson = nodes(try courseObject(out)).first { $0["kind"] as? String == "lesson" }
      let answers =
        (lesson?["exercises"] as? [[String: Any]] ?? []).map(answer).joined(separator: "\n") + "\n"
      let played = lingo(
        [
          "play", out.path, "--lesson", lesson?["id"] as? String ?? "", "--ephemeral", "--now",
          "2026-11-26T18:00:00Z", "--seed", "1",
        ], input: answers)
      #expect(played.status == 0, "\(played.stderr)")
    }
  }

  /// A package of sound files only: the failure names what was left out and the media dropped.
  @Test func aMediaOnlyPackageSaysWhatWasLeftOut() throws {
    let folder = temporaryFolder("media")
    let package = folder.appendingPathComponent("media.apkg")
    let notes = [["[sound:a.mp3]", "[sound:b.mp3]"], ["<img src=\"c.jpg\">", "[sound:d.mp3]"]]
    try HostilePackages.package(at: package, sql: HostilePackages.collection(deck: "Media", notes: notes))
    let run = lingo(["import", package.path, "--out", folder.appendingPathComponent("c.json").path])
    #expect(run.status == 8)
    #expect(!run.stderr.contains("above"), "\(run.stderr)")
    #expect(
      run.stderr.contains("left out 2 × a side without words (only pictures, sounds or punctuation)"),
      "\(run.stderr)")
    #expect(run.stderr.contains("dropped 4 sound and image references"), "\(run.stderr)")
  }

  /// Notes, fields and lines over their caps are left out and counted, the rest imported.
  @Test func notesOverTheCapsAreLeftOutAndCounted() throws {
    let folder = temporaryFolder("caps")
    let package = folder.appendingPathComponent("caps.apkg")
    var notes = HostilePackages.words.map { [$0.0, $0.1] }
    notes.append([String(repeating: "a", count: ImportLimits.largestField + 1), "b"])
    notes.append([String(repeating: "a ", count: ImportLimits.largestNote), "b"])
    notes.append(Array(repeating: "x", count: ImportLimits.mostFields + 1))
    try HostilePackages.package(at: package, sql: HostilePackages.collection(deck: "Caps", notes: notes))
    let run = lingo(["import", package.path, "--out", folder.appendingPathComponent("c.json").path])
    #expect(run.status == 0, "\(run.stderr)")
    #expect(run.stdout.contains("1 × a field larger than 64 KiB"), "\(run.stdout)")
    #expect(run.stdout.contains("1 × a note larger than 256 KiB"), "\(run.stdout)")
    #expect(run.stdout.contains("1 × a note with more than 64 fields"), "\(run.stdout)")
  }

  /// An import killed with SIGKILL while it reads leaves nothing once the next import has run: the
  /// collection's name is gone as soon as SQLite has it open, and a folder left from before is removed.
  @Test func aKilledImportLeavesNothingAfterTheNext() throws {
    let folder = temporaryFolder("killed")
    let temporary = folder.appendingPathComponent("tmp")
    try FileManager.default.createDirectory(at: temporary, withIntermediateDirectories: true)
    let package = folder.appendingPathComponent("large.apkg")
    let notes = (1...3_000).map { ["palabra\($0)", "word\($0)"] }
    try HostilePackages.package(at: package, sql: HostilePackages.collection(deck: "D", notes: notes))
    let out = folder.appendingPathComponent("c.json").path
    let process = Process()
    process.executableURL = lingoBinary
    process.arguments = ["import", package.path, "--out", out, "--language", "es"]
    process.environment = ["TMPDIR": temporary.path, "TZ": "UTC", "PATH": "/usr/bin:/bin"]
    process.standardOutput = FileHandle.nullDevice
    process.standardError = FileHandle.nullDevice
    try process.run()
    usleep(300_000)
    kill(process.processIdentifier, SIGKILL)
    process.waitUntilExit()
    #expect(process.terminationReason == .uncaughtSignal)
    let small = folder.appendingPathComponent("small.apkg")
    try HostilePackages.package(
      at: small,
      sql: HostilePackages.collection(deck: "D", notes: HostilePackages.words.map { [$0.0, $0.1] }))
    let next = try runProgram(
      lingoBinary.path, ["import", small.path, "--out", out, "--language", "es"],
      inheriting: ["TMPDIR": temporary.path, "TZ": "UTC"])
    #expect(next.status == 0, "\(next.output)")
    #expect(try FileManager.default.contentsOfDirectory(atPath: temporary.path) == [])
  }

  /// An import killed before it ended left its folder behind; the next import removes it.
  @Test func aStaleFolderOfADeadImportIsRemovedByTheNext() throws {
    let folder = temporaryFolder("stale")
    let temporary = folder.appendingPathComponent("tmp")
    try FileManager.default.createDirectory(at: temporary, withIntermediateDirectories: true)
    let dead = try runProgram("/bin/sh", ["-c", "sh -c 'echo $$' "]).output.trimmingCharacters(
      in: .whitespacesAndNewlines)
    #expect(Int(dead) != nil)
    let stale = temporary.appendingPathComponent("lingo-import-\(dead)-AbC123")
    try FileManager.default.createDirectory(at: stale, withIntermediateDirectories: true)
    try Data(count: 4096).write(to: stale.appendingPathComponent("collection.sqlite"))
    let living = temporary.appendingPathComponent("lingo-import-\(getpid())-keep")
    try FileManager.default.createDirectory(at: living, withIntermediateDirectories: true)
    let package = folder.appendingPathComponent("deck.apkg")
    try HostilePackages.package(
      at: package,
      sql: HostilePackages.collection(deck: "D", notes: HostilePackages.words.map { [$0.0, $0.1] }))
    let run = try runProgram(
      lingoBinary.path,
      ["import", package.path, "--out", folder.appendingPathComponent("c.json").path, "--language", "es"],
      inheriting: ["TMPDIR": temporary.path, "TZ": "UTC"])
    #expect(run.status == 0, "\(run.output)")
    #expect(try FileManager.default.contentsOfDirectory(atPath: temporary.path) == [living.lastPathComponent])
  }

}
