import Foundation
import TestSupport
import Testing

@testable import Course

/// Checking a course's units in parts at once finds the same, in the same order, as checking it whole.
struct LintPartsTests {
  static let files = [
    "courses/spanish.json", "courses/french.json", "courses/italian.json",
    "Tests/LingoCLITests/Fixtures/teacher-rules.json", "Tests/LingoCLITests/Fixtures/every-rule.json",
  ]

  @Test(arguments: files)
  func partsFindWhatTheWholeFinds(_ file: String) throws {
    let data = try Data(contentsOf: packageRoot.appendingPathComponent(file))
    let loaded = CourseLoader.load(data)
    let dictionaries: (taught: (any Lexicon)?, learner: (any Lexicon)?) = (
      TeacherRuleTests.spanish, TeacherRuleTests.english
    )
    let whole = Linter.lint(loaded, dictionaries: dictionaries, warnings: true, parts: 1)
    #expect(!whole.isEmpty)
    for parts in [2, 3, 8] {
      #expect(Linter.lint(loaded, dictionaries: dictionaries, warnings: true, parts: parts) == whole)
      #expect(
        Linter.lint(loaded, dictionaries: dictionaries, warnings: false, parts: parts)
          == Linter.lint(loaded, dictionaries: dictionaries, warnings: false, parts: 1))
    }
  }

  /// Checking a course from its file a window of units at a time, down to one unit a window, finds what
  /// checking it decoded whole finds.
  @Test(arguments: files)
  func windowsFindWhatTheWholeFinds(_ file: String) throws {
    let data = try Data(contentsOf: packageRoot.appendingPathComponent(file))
    let dictionaries: (taught: (any Lexicon)?, learner: (any Lexicon)?) = (
      TeacherRuleTests.spanish, TeacherRuleTests.english
    )
    let parsed = try CourseDocument(parsing: data)
    for warnings in [true, false] {
      let whole = Linter.lint(
        CourseLoader.load(data), dictionaries: dictionaries, warnings: warnings, parts: 1)
      for (parts, bytes) in [(1, 1), (3, 1), (2, 2000), (8, 1 << 30)] {
        #expect(
          Linter.lint(
            parsed, dictionaries: dictionaries, warnings: warnings, parts: parts, windowBytes: bytes)
            == whole, "\(parts) parts, windows of \(bytes) bytes")
      }
    }
  }

  @Test func unitsAreCutIntoRunsOfAboutEqualExercises() throws {
    let data = try Data(contentsOf: packageRoot.appendingPathComponent("courses/spanish.json"))
    let course = try #require(CourseLoader.load(data).model)
    #expect(course.unitRanges(1) == [0..<3])
    let ranges = course.unitRanges(8)
    #expect(ranges.count == course.units.count)
    #expect(ranges.flatMap { Array($0) } == Array(course.units.indices))
  }
}
