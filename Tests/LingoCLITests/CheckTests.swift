import App
import Foundation
import LingoCLI
import TestSupport
import Testing

@Suite("lingo check")
struct CheckTests {
  private let fixtures = ["every-rule.json", "newer-format.json", "syntax-error.json"].map {
    "Tests/LingoCLITests/Fixtures/\($0)"
  }

  /// Runs `lingo check` from the package root (where `swift test` runs) so names print as an author sees them.
  private func check(_ arguments: [String]) -> Run {
    if FileManager.default.currentDirectoryPath != packageRoot.path {
      _ = FileManager.default.changeCurrentDirectoryPath(packageRoot.path)
    }
    return lingo(["check"] + arguments)
  }

  @Test("one error of each rule, all reported in one run at their line and column")
  func everyRule() {
    let run = check(["--solve"] + fixtures)
    #expect(run.status == 1)
    let rules = [
      "json-syntax", "unknown-key", "missing-key", "wrong-type", "unsupported-format", "unknown-kind",
      "duplicate-id", "duplicate-key", "answer-not-in-bank", "answer-not-in-choices", "duplicate-choice",
      "duplicate-pair-side", "missing-blank", "empty-string", "empty-lesson", "control-character",
      "bank-tile-not-a-word", "untaught-word", "bank-without-distractor", "unit-without-checkpoint",
      "unsolvable",
    ]
    for rule in rules { #expect(run.stdout.contains("[\(rule)]"), "no finding for \(rule)") }
    #expect(
      run.stdout.contains(
        "every-rule.json:12:7: error: [unknown-key] unknown key 'colour'; did you mean 'color'?"))
    #expect(run.stdout.contains("syntax-error.json:5:3: error: [json-syntax]"))
    #expect(run.stdout.contains("every-rule.json:28:48: error: [control-character]"))
    assertGolden(run.stdout, "check-every-rule.txt")
  }

  @Test("--format json prints the same findings as JSON")
  func json() throws {
    let run = check(["--solve", "--format", "json"] + fixtures)
    #expect(run.status == 1)
    let document = try #require(
      try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
    let findings = try #require(document["findings"] as? [[String: Any]])
    let text = check(["--solve"] + fixtures).stdout
    #expect(findings.count == text.split(separator: "\n").count - 1)
    #expect(document["errors"] as? Int == findings.filter { $0["severity"] as? String == "error" }.count)
    assertGolden(run.stdout, "check-every-rule.json")
  }

  @Test("the bundled courses have no errors, and every answer plays")
  func bundledCourses() throws {
    let courses = try FileManager.default.contentsOfDirectory(atPath: packageRoot.path + "/courses")
      .filter { $0.hasSuffix(".json") && $0 != "course.schema.json" }.sorted().map { "courses/\($0)" }
    #expect(courses.count >= 3)
    let run = check(["--solve"] + courses)
    #expect(run.status == 0, "\(run.stdout)")
    #expect(!run.stdout.contains(": error: "))
  }

  @Test("every file of the JSON test suite gets an answer; each n_ file names its line and column")
  func jsonTestSuite() throws {
    let folder = packageRoot.appendingPathComponent("Tests/Fixtures/JSONTestSuite/test_parsing")
    let files = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
    #expect(files.count > 300, "the corpus is missing at \(folder.path)")
    for file in files {
      let run = lingo(["check", folder.appendingPathComponent(file).path])
      #expect(run.status == 0 || run.status == 1, "\(file)")
      #expect(run.stdout.hasSuffix("in 1 file\n"), "\(file)")
      if file.hasPrefix("n_") {
        #expect(run.status == 1, "\(file)")
        let pattern =
          NSRegularExpression.escapedPattern(for: file) + ":[0-9]+:[0-9]+: error: \\[json-syntax\\]"
        #expect(run.stdout.range(of: pattern, options: .regularExpression) != nil, "\(file): \(run.stdout)")
      }
    }
  }

  @Test("an unreadable file exits 6 with nothing on standard output; no file is bad usage")
  func unreadable() {
    for format in ["text", "json"] {
      let run = lingo(["check", "--format", format, "/nonexistent.json"])
      #expect(run.status == 6)
      #expect(run.stdout.isEmpty, "\(run.stdout)")
      #expect(run.stderr.contains("cannot read '/nonexistent.json'"))
    }
    // A folder is unreadable as a course too.
    let folder = lingo(["check", NSTemporaryDirectory()])
    #expect(folder.status == 6)
    #expect(folder.stdout.isEmpty)
    // With one file checked, its report is printed and the unreadable one still sets the status.
    let course = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent().appendingPathComponent("courses/french.json").path
    let mixed = lingo(["check", course, "/nonexistent.json"])
    #expect(mixed.status == 6)
    #expect(mixed.stdout.contains("in 1 file"), "\(mixed.stdout)")
    #expect(mixed.stderr.contains("cannot read '/nonexistent.json'"))
    #expect(lingo(["check"]).status == 2)
    #expect(lingo(["check", "--format", "xml", "x.json"]).status == 2)
  }

  /// A course whose key holds " error: " and " warning: ", as course text may.
  private func courseQuotingSeverities() throws -> String {
    let url = temporaryItem("lingo-check-colour", pathExtension: "json")
    let text = #"{"format": 1, "id": "x", "a error: b warning: c": 1}"#
    try Data(text.utf8).write(to: url)
    return url.path
  }

  @Test("colour paints only each finding's own severity, never ' error: ' in the course's text")
  func colourPaintsTheSeverityOnly() throws {
    let file = try courseQuotingSeverities()
    let run = lingo(["check", "--color", "always", file], variables: ["COLORTERM": "truecolor"])
    #expect(run.status == 1)
    let line = try #require(run.stdout.split(separator: "\n").first { $0.contains("[unknown-key]") })
    let red = "\u{1B}[1;38;2;234;43;43merror:\u{1B}[0m"
    #expect(line.hasPrefix("\(file):1:26: \(red) [unknown-key] "), "\(line)")
    #expect(line.components(separatedBy: "\u{1B}[").count == 3, "one painted piece: \(line)")
    #expect(line.contains("'a error: b warning: c'"))
    let plain = lingo(["check", "--color", "never", file])
    #expect(plain.stdout == run.stdout.replacingOccurrences(of: red, with: "error:"))
  }

  @Test("check's colour follows the terminal's depth and NO_COLOR, as the app's does")
  func colourDepth() throws {
    let file = try courseQuotingSeverities()
    let palette = lingo(["check", "--color", "always", file], variables: ["TERM": "xterm-256color"])
    #expect(palette.stdout.contains("\u{1B}[1;38;5;"), "\(palette.stdout)")
    let basic = lingo(["check", "--color", "always", file], variables: ["TERM": "xterm"])
    #expect(basic.stdout.contains("\u{1B}[1;91merror:"), "\(basic.stdout)")
    // At a terminal, auto colours unless NO_COLOR is set or TERM is dumb.
    #expect(atTerminal(["check", file], ["TERM": "xterm"]).contains("\u{1B}[1;91merror:"))
    for variables in [["NO_COLOR": "1", "TERM": "xterm"], ["TERM": "dumb"]] {
      #expect(!atTerminal(["check", file], variables).contains("\u{1B}"), "\(variables)")
    }
    #expect(!lingo(["check", file], variables: ["TERM": "xterm"]).stdout.contains("\u{1B}"))
    #expect(
      lingo(["check", "--color", "rainbow", file]).stderr.contains("--color wants auto, always or never"))
  }

  /// What lingo writes on standard output when it believes that output is a terminal.
  private func atTerminal(_ arguments: [String], _ variables: [String: String]) -> String {
    final class Output: @unchecked Sendable { var text = "" }
    let output = Output()
    let environment = AppEnvironment(
      variables: variables, inputIsTerminal: false, outputIsTerminal: true,
      now: { Date(timeIntervalSince1970: 0) }, readLine: { nil }, write: { output.text += $0 },
      writeError: { _ in }, services: inMemory(variables))
    _ = Lingo.run(arguments, environment: environment)
    return output.text
  }
}
