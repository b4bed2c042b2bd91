import App
import Foundation
import LingoCLI
import TestSupport
import Testing

/// What one run of lingo printed and returned.
struct Run {
  var status: Int32
  var stdout: String
  var stderr: String
}

/// Collects what a run writes.
private final class Capture: @unchecked Sendable {
  var out = ""
  var err = ""
}

/// Runs lingo in-process with piped `input`, no terminal, and its own LINGO_HOME unless `variables` give one.
func lingo(
  _ arguments: [String], input: String = "", variables: [String: String] = [:], terminal: Bool = false
) -> Run {
  let capture = Capture()
  var lines = input.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
  if lines.last == "" { lines.removeLast() }
  var next = lines.makeIterator()
  let home = temporaryFolder("home").path
  let environment = AppEnvironment(
    variables: ["TZ": "UTC", "LINGO_HOME": home, "HOME": home, "XDG_DATA_HOME": home].merging(variables) {
      $1
    },
    inputIsTerminal: false, outputIsTerminal: terminal,
    now: { Date(timeIntervalSince1970: 1_780_000_000) }, readLine: { next.next() },
    write: { capture.out += $0 },
    writeError: { capture.err += $0 })
  let status = Lingo.run(arguments, environment: environment)
  return Run(status: status, stdout: capture.out, stderr: capture.err)
}

/// A new empty folder under the temporary directory.
func temporaryFolder(_ name: String) -> URL {
  let url = temporaryItem("lingo-import-test-\(name)")
  try? FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
  return url
}

/// Anki's own Python library, installed once under `.build/anki`.
let ankiTool = PythonTool(requirement: "anki==26.9.3", folder: "anki", module: "anki")

/// Builds a real Anki deck in `format` (latest, legacy, colpkg, newer) with Anki's library; its path.
func makeDeck(_ format: String, in folder: URL, extraNotes: Int = 0) throws -> URL {
  if let failure = ankiTool.setupFailure { Issue.record(Comment(rawValue: failure)) }
  let name = format == "colpkg" ? "deck.colpkg" : "deck-\(format).apkg"
  let out = folder.appendingPathComponent(name)
  let script = packageRoot.appendingPathComponent("Tests/ImportTests/make_deck.py").path
  let made = try runProgram(ankiTool.python, [script, out.path, format, String(extraNotes)])
  #expect(made.status == 0, "make_deck.py failed: \(made.output)")
  return out
}

/// The line a learner types to answer `exercise` (a course JSON exercise) right.
func answer(_ exercise: [String: Any]) -> String {
  if let pairs = exercise["pairs"] as? [[String]] {
    return pairs.map { "\($0[0])=\($0[1])" }.joined(separator: ", ")
  }
  return exercise["answer"] as? String ?? ""
}

/// The course file at `url` as JSON objects.
func courseObject(_ url: URL) throws -> [String: Any] {
  let object = try JSONSerialization.jsonObject(with: Data(contentsOf: url))
  return object as? [String: Any] ?? [:]
}

/// The nodes of a course object, in path order.
func nodes(_ course: [String: Any]) -> [[String: Any]] {
  (course["units"] as? [[String: Any]] ?? []).flatMap { $0["nodes"] as? [[String: Any]] ?? [] }
}

/// Every exercise of a course object, in path order.
func exercises(_ course: [String: Any]) -> [[String: Any]] {
  nodes(course).flatMap { $0["exercises"] as? [[String: Any]] ?? [] }
}

/// The course `importList` writes of `lines`, every note kept (the import said nothing was left out), and
/// `lingo check --solve`'s run on it.
func importedWhole(_ lines: [String], _ name: String, language: String = "fr") throws -> (
  course: [String: Any], check: Run
) {
  let (run, out) = try importList(lines, name, language: language)
  #expect(run.status == 0, "\(run.stderr)")
  #expect(!run.stdout.contains("left out"), "\(run.stdout)")
  return (try courseObject(out), lingo(["check", "--solve", out.path]))
}

/// Imports the list `lines` (`text<TAB>translation` each) of `language` (French unless said) from a fresh
/// folder named after `name`; the run, and the course file it writes.
func importList(_ lines: [String], _ name: String, language: String = "fr") throws -> (run: Run, out: URL) {
  let folder = temporaryFolder(name)
  let list = folder.appendingPathComponent("\(name).tsv")
  try Data((lines.joined(separator: "\n") + "\n").utf8).write(to: list)
  let out = folder.appendingPathComponent("course.json")
  return (lingo(["import", list.path, "--out", out.path, "--language", language, "--from", "en"]), out)
}
