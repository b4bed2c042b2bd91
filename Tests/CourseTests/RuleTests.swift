import Foundation
import JSON
import TestSupport
import Testing

@testable import Course

/// `Rule` is the one list of `lingo check`'s rules; `docs/course-rules.md` is compared with it.
@Suite struct RuleTests {
  /// A row of one of the doc's rule tables: the rule id its first cell opens with, and its other two cells.
  struct Row: Equatable, CustomStringConvertible {
    var id: String
    var summary: String
    var fix: String

    var description: String { "| `\(id)` | \(summary) | \(fix) |" }
  }

  /// The rows of the table under the heading `## <section>`.
  static func rows(_ section: String) throws -> [Row] {
    let url = packageRoot.appendingPathComponent("docs/course-rules.md")
    let lines = try String(contentsOf: url, encoding: .utf8).components(separatedBy: "\n")
    let start = try #require(lines.firstIndex(of: "## \(section)"), "no '## \(section)' in the doc")
    let rest = lines[(start + 1)...]
    let end = rest.firstIndex { $0.hasPrefix("## ") } ?? lines.endIndex
    return try rest[..<end].filter { $0.hasPrefix("| `") }.map { line in
      let cells = line.dropFirst(2).dropLast(2).components(separatedBy: " | ")
      try #require(cells.count == 3, "not three cells: \(line)")
      let first = cells[0].dropFirst()
      let id = String(first.prefix { $0 != "`" })
      return Row(id: id, summary: cells[1], fix: cells[2])
    }
  }

  static func rows(of severity: Finding.Severity) -> [Row] {
    Rule.allCases.filter { $0.severity == severity }.map { Row(id: $0.id, summary: $0.summary, fix: $0.fix) }
  }

  @Test func theErrorsTableIsTheErrorRules() throws {
    #expect(try Self.rows("Errors") == Self.rows(of: .error))
  }

  @Test func theWarningsTableIsTheWarningRules() throws {
    #expect(try Self.rows("Warnings") == Self.rows(of: .warning))
  }

  @Test func idsAreDistinctAndSpelledAsFindingsPrintThem() {
    let ids = Rule.allCases.map(\.id)
    #expect(Set(ids).count == ids.count)
    for id in ids {
      #expect(id.allSatisfy { $0 == "-" || ("a"..."z").contains($0) }, "\(id)")
    }
  }

  @Test func aFindingTakesItsRulesIdAndSeverity() {
    let finding = Finding(.noContrast, "m", at: .root)
    #expect(finding.rule == "no-contrast")
    #expect(finding.severity == .warning)
    #expect(Finding(.unsolvable, "m", at: .root).severity == .error)
  }

  /// A course whose one exercise declares `intended` (a JSON array).
  func load(intended: String) -> LoadedCourse {
    CourseLoader.load(
      Data(
        """
        {"format": 1, "id": "t", "title": "T",
         "language": {"code": "es", "name": "Spanish"}, "fromLanguage": {"code": "en", "name": "English"},
         "units": [{"id": "u", "number": 1, "title": "U", "nodes": [
           {"id": "n", "kind": "checkpoint", "title": "N", "exercises": [
             {"kind": "match", "pairs": [["uno", "one"], ["dos", "two"]], "intended": \(intended)}]}]}]}
        """.utf8))
  }

  @Test func anIntendedRuleMustBeARule() throws {
    #expect(load(intended: #"["no-contrast", "misspelled"]"#).findings.isEmpty)
    let loaded = load(intended: #"["no-contrast", "no-contrats"]"#)
    #expect(loaded.errors.isEmpty, "an unknown intended id refuses the course")
    let finding = try #require(loaded.findings.first)
    #expect(loaded.findings.count == 1)
    #expect(finding.rule == "unknown-rule")
    #expect(finding.severity == .warning)
    #expect(finding.message == "unknown rule 'no-contrats'; did you mean 'no-contrast'?")
    #expect(finding.path.description == "$.units[0].nodes[0].exercises[0].intended[1]")
    #expect(finding.location == FileLocation(line: 5, column: 95))
  }
}
