import App
import Course
import Foundation
import Terminal

/// The findings of a `lingo check` run, printed like a compiler's or as JSON.
struct CheckReport {
  private(set) var entries: [(file: String, finding: Finding)] = []
  private(set) var files = 0
  /// The entries that are errors, counted as they are added: counting them again would copy every entry.
  private(set) var errors = 0

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
    errors += findings.reduce(0) { $1.severity == .error ? $0 + 1 : $0 }
  }

  /// The findings as lines (see `FindingText`), each with its severity painted as a piece of its own.
  func text(style: Style) -> TerminalText {
    var lines = entries.map { FindingText.line($0.finding, file: $0.file, style: style) }
    lines += skipped.map { "\($0): note: a JSON Schema, not a course; skipped" }
    lines += uncheckedLanguages.map { "\($0.file): note: \(Self.uncheckedNote($0.code))" }
    lines.append("\(summary)")
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
