import App
import Course
import Foundation
import Language
import Lesson
import Terminal

/// `lingo check FILE... [--solve] [--format text|json]`: every finding in every course file at once.
struct CheckCommand: Command {
  let files: [String]
  let solve: Bool
  let json: Bool
  let color: ColorMode

  init(_ words: [String]) throws(LingoError) {
    let arguments = try Arguments(
      words, flags: ["--solve", "--help", "-h"], options: ["--format", "--color"])
    files = arguments.positionals
    guard !files.isEmpty else { throw .usage("check needs at least one course file") }
    solve = arguments.flags.contains("--solve")
    let format = arguments.options["--format"] ?? "text"
    guard format == "text" || format == "json" else {
      throw .usage("--format wants text or json, not '\(format)'")
    }
    json = format == "json"
    let colorName = arguments.options["--color"] ?? "auto"
    guard let color = ColorMode(rawValue: colorName) else {
      throw .usage("--color wants auto, always or never, not '\(colorName)'")
    }
    self.color = color
  }

  func run(_ environment: AppEnvironment) throws(LingoError) {
    var report = CheckReport()
    var unreadable: [String] = []
    let shelf = environment.lexicons.shelf()
    for file in files {
      let checked: CheckedFile
      switch CourseFile.check(file, from: environment.courses, shelf: shelf, solve: solve) {
      case .failure(let reason):
        unreadable.append("'\(file)': \(reason.text)")
        continue
      case .success(let file): checked = file
      }
      // The course schema sits beside the courses, so `lingo check courses/*.json` meets it: skip it.
      if checked.isSchema {
        report.skip(file)
        continue
      }
      if let course = checked.course { report.unchecked(shelf.missing(for: course), file: file) }
      report.add(checked.findings, file: file)
    }
    // With no file checked there is no report: the reasons go to standard error alone, as `play` gives them.
    if report.files == 0 && report.skipped.isEmpty && !unreadable.isEmpty {
      throw .unreadable(unreadable)
    }
    if json {
      environment.write(report.json())
    } else {
      let paint = color.isEnabled(
        isTerminal: environment.outputIsTerminal, environment: environment.variables)
      environment.write(report.text(style: Style(color: paint, ascii: false)))
    }
    if !unreadable.isEmpty { throw .unreadable(unreadable) }
    if report.errors > 0 { throw .findings(report.errors) }
  }
}

/// The findings of a `lingo check` run, printed like a compiler's or as JSON.
struct CheckReport {
  private(set) var entries: [(file: String, finding: Finding)] = []
  private(set) var files = 0

  var errors: Int { entries.filter { $0.finding.severity == .error }.count }
  var warnings: Int { entries.count - errors }

  private(set) var skipped: [String] = []

  mutating func skip(_ file: String) { skipped.append(file) }

  /// The languages without a dictionary, each with the first file that needed it: said once per language.
  private(set) var uncheckedLanguages: [(code: String, file: String)] = []

  mutating func unchecked(_ codes: [String], file: String) {
    for code in codes where !uncheckedLanguages.contains(where: { $0.code == code }) {
      uncheckedLanguages.append((code, file))
    }
  }

  private static func uncheckedNote(_ code: String) -> String {
    "no Hunspell dictionary for '\(code)' is installed (see LINGO_DICTIONARY_PATH); spelling was not checked"
  }

  mutating func add(_ findings: [Finding], file: String) {
    files += 1
    entries += findings.map { (file, $0) }
  }

  /// The findings as lines, each escaped as a whole (see `FindingText`) before its severity is coloured.
  func text(style: Style) -> String {
    var lines = entries.map { entry in
      let line = FindingText.line(entry.finding, file: entry.file).text
      let severity = entry.finding.severity.rawValue + ":"
      let role: Role = entry.finding.severity == .error ? .red : .fox
      return line.replacingOccurrences(of: " \(severity) ", with: " \(style.paint(severity, role)) ")
    }
    lines += skipped.map { TerminalText(escaping: "\($0): note: a JSON Schema, not a course; skipped").text }
    lines += uncheckedLanguages.map {
      TerminalText(escaping: "\($0.file): note: " + Self.uncheckedNote($0.code)).text
    }
    lines.append(summary)
    return lines.joined(separator: "\n") + "\n"
  }

  var summary: String {
    let fileCount = files == 1 ? "1 file" : "\(files) files"
    if entries.isEmpty { return "no problems in \(fileCount)" }
    let errorCount = errors == 1 ? "1 error" : "\(errors) errors"
    let warningCount = warnings == 1 ? "1 warning" : "\(warnings) warnings"
    return "\(errorCount) and \(warningCount) in \(fileCount)"
  }

  func json() -> String {
    struct Item: Encodable {
      let file: String, line: Int, column: Int, severity: String, rule: String, message: String, path: String
    }
    struct Document: Encodable {
      let findings: [Item]
      let errors: Int, warnings: Int, files: Int
      /// Said only when a language had no dictionary.
      let notes: [String]?
    }
    let items = entries.map { file, finding in
      Item(
        file: file, line: finding.location?.line ?? 1, column: finding.location?.column ?? 1,
        severity: finding.severity.rawValue, rule: finding.rule, message: finding.message,
        path: finding.path.description)
    }
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes, .prettyPrinted]
    let notes = uncheckedLanguages.map { "\($0.file): " + Self.uncheckedNote($0.code) }
    let document = Document(
      findings: items, errors: errors, warnings: warnings, files: files, notes: notes.isEmpty ? nil : notes)
    guard let data = try? encoder.encode(document) else { return "{}\n" }
    return String(decoding: data, as: UTF8.self) + "\n"
  }
}
