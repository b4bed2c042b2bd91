import App
import Course
import Foundation
import JSON
import TestSupport
import Testing

@testable import LingoCLI

@Suite("Text from files, keys, paths and file names reaches the terminal escaped")
struct TerminalSafetyTests {
  /// Escapes and invisible characters a hostile course might carry: OSC, CSI, a C1 CSI, a bidi override, CR.
  private static let hostile = ["\u{1B}]0;owned\u{07}", "\u{1B}[2J", "\u{9B}31m", "\u{202E}", "\r"]

  /// A course with hostile text in a key, in kinds, in ids, in choices and answers and in bank tiles.
  private static func course(_ bad: String) -> String {
    let b = jsonEscaped(bad)
    return """
      {"format": 1, "id": "t", "title": "T\(b)",
       "language": {"code": "es", "name": "Spanish"}, "fromLanguage": {"code": "en", "name": "English"},
       "units": [{"id": "u", "number": 1, "title": "U", "col\(b)our": "green", "nodes": [
         {"id": "n\(b)", "title": "N", "teaches": ["hola"], "exercises": [
           {"kind": "complete", "prompt": "___ Ana", "answer": "ho\(b)la", "choices": ["x\(b)", "x\(b)", "adiós"]},
           {"kind": "lis\(b)ten", "prompt": "hola"},
           {"kind": "translate", "prompt": "Hola", "answer": "Hello", "bank": ["Hello", "Good bye\(b)"]},
           {"kind": "match", "pairs": [["uno\(b)", "one"], ["uno\(b)", "two"]]}]},
         {"id": "n\(b)", "kind": "less\(b)on", "title": "M", "exercises": []}]}]}
      """
  }

  /// `text` as the inside of a JSON string: every control character as a \u escape.
  private static func jsonEscaped(_ text: String) -> String {
    text.unicodeScalars.map { $0.value < 0x20 ? String(format: "\\u%04x", $0.value) : String($0) }.joined()
  }

  /// A temporary folder holding `name` with `contents`.
  private func file(_ name: String, _ contents: String) throws -> String {
    let folder = temporaryItem("lingo-safe")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let path = folder.appendingPathComponent(name).path
    try Data(contents.utf8).write(to: URL(fileURLWithPath: path))
    return path
  }

  /// The first character of `text` a terminal would act on, other than the line breaks between lines.
  private func firstUnsafe(_ text: String) -> Unicode.Scalar? {
    text.unicodeScalars.first { $0 != "\n" && $0.isControlOrInvisible }
  }

  @Test("check's text findings are escaped for every rule that quotes the course", arguments: hostile)
  func checkText(_ bad: String) throws {
    let path = try file("course.json", Self.course(bad))
    let run = lingo(["check", "--solve", path])
    #expect(run.status == 1)
    for rule in [
      "unknown-key", "unknown-kind", "duplicate-id", "duplicate-choice", "duplicate-pair-side",
      "answer-not-in-choices", "bank-tile-not-a-word",
    ] {
      #expect(run.stdout.contains("[\(rule)]"), "no \(rule) in \(run.stdout)")
    }
    #expect(firstUnsafe(run.stdout) == nil, "\(run.stdout.debugDescription)")
    #expect(run.stdout.contains(bad.terminalSafe))
  }

  @Test("check's JSON keeps the exact text of keys and values", arguments: hostile)
  func checkJSON(_ bad: String) throws {
    let path = try file("course.json", Self.course(bad))
    let run = lingo(["check", "--format", "json", path])
    let document = try #require(
      try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
    let findings = try #require(document["findings"] as? [[String: Any]])
    let unknownKey = try #require(findings.first { $0["rule"] as? String == "unknown-key" })
    #expect((unknownKey["message"] as? String)?.contains("'col\(bad)our'") == true)
    #expect((unknownKey["path"] as? String)?.contains("col\(bad)our") == true)
    #expect(findings.contains { ($0["message"] as? String)?.contains("lis\(bad)ten") == true })
  }

  @Test("play's refusal of an invalid course is escaped on standard error", arguments: hostile)
  func playRefusal(_ bad: String) throws {
    let path = try file("course.json", Self.course(bad))
    let run = lingo(["play", path, "--ephemeral"])
    #expect(run.status != 0)
    #expect(run.stderr.contains("[unknown-key]"))
    #expect(firstUnsafe(run.stderr) == nil, "\(run.stderr.debugDescription)")
  }

  @Test("file names are escaped: in findings, and when they can't be read", arguments: hostile)
  func fileNames(_ bad: String) throws {
    let path = try file("syntax\(bad).json", "{\"a\": \u{1B}[2J}")
    let checked = lingo(["check", path])
    #expect(checked.stdout.contains("[json-syntax]"))
    #expect(firstUnsafe(checked.stdout) == nil, "\(checked.stdout.debugDescription)")
    let missing = path + "-gone\(bad)"
    for run in [lingo(["check", missing]), lingo(["play", missing, "--ephemeral"])] {
      #expect(run.status != 0)
      #expect(run.stderr.contains("cannot read"), "\(run.stderr)")
      #expect(firstUnsafe(run.stderr + run.stdout) == nil, "\((run.stderr + run.stdout).debugDescription)")
    }
  }

  @Test("a finding's line is made terminal-safe as a whole, whatever a rule puts in its message")
  func wholeLine() {
    let finding = Finding(
      .error, "some-new-rule", "quotes \u{1B}[31mred\u{1B}[0m", at: JSONPath.root.appending("k\u{202E}ey"))
    let line = FindingText.line(finding, file: "f\u{1B}.json")
    #expect(firstUnsafe(line.text) == nil)
    #expect(line.text.contains(#"quotes \u{1B}[31mred"#))
    #expect(line.text.hasPrefix(#"f\u{1B}.json:1:1: error: [some-new-rule]"#))
  }
}
