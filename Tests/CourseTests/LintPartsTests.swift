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
        // The windows kept from the first pass for the second find the same as decoded again.
        #expect(
          Linter.lint(
            parsed, dictionaries: dictionaries, warnings: warnings, parts: parts, windowBytes: bytes,
            keptBytes: .max) == whole, "\(parts) parts, windows of \(bytes) bytes, kept")
      }
      let played = Linter.lint(
        CourseLoader.load(data), dictionaries: dictionaries, warnings: warnings, player: Self.playsEverything,
        parts: 1)
      #expect(played.contains { $0.rule == "played" })
      #expect(
        Linter.lint(
          parsed, dictionaries: dictionaries, warnings: warnings, player: Self.playsEverything, parts: 3,
          windowBytes: 1) == played)
      #expect(
        Linter.lint(
          parsed, dictionaries: dictionaries, warnings: warnings, player: Self.playsEverything, parts: 3,
          windowBytes: 1, keptBytes: .max) == played)
    }
  }

  /// Units that do not decode (so the model's indices are not the file's), ids repeated and words taught
  /// across units, an intended warning, and broken `units`: one unit a window finds what the whole finds.
  @Test(arguments: [
    BrokenCourse.units,
    BrokenCourse.units.replacingOccurrences(of: #""units": ["#, with: #""units": 3, "units": ["#),
    #"{"format": 1, "id": "c", "title": "T", "language": {"code": "es", "name": "Spanish"}, "units": "x"}"#,
    #"{"format": 1, "id": "c", "title": "T"}"#, #"["not", "a", "course"]"#,
  ])
  func brokenUnitsFindTheSameInWindows(_ course: String) throws {
    let data = Data(course.utf8)
    let whole = Linter.lint(CourseLoader.load(data), dictionaries: (nil, nil), warnings: true, parts: 1)
    #expect(!whole.isEmpty)
    let parsed = try CourseDocument(parsing: data)
    for parts in [1, 3] {
      #expect(
        Linter.lint(parsed, dictionaries: (nil, nil), warnings: true, parts: parts, windowBytes: 1) == whole)
    }
  }

  /// A player that finds an error at the answer of every exercise it plays.
  static let playsEverything: Linter.Player = { course, sources, units, _ in
    units.flatMap { u in
      course.units[u].nodes.indices.flatMap { n in
        course.units[u].nodes[n].exercises.indices.map {
          Finding(
            .error, "played", "played",
            at: sources.exercise(unit: u, node: n, exercise: $0).appending("answer"))
        }
      }
    }
  }

  /// Every exercise is played once, a window at a time as when whole; what playing finds is reported for
  /// each exercise without an error, even where the exercise declares other findings intended.
  @Test func playingFindsTheSameInWindowsAndPassesOverExercisesWithAnError() throws {
    let data = Data(BrokenCourse.units.utf8)
    let whole = Linter.lint(
      CourseLoader.load(data), dictionaries: (nil, nil), warnings: true, player: Self.playsEverything,
      parts: 1)
    // The match of file unit 4 names its kind twice, an error in it: it is not reported as played.
    #expect(
      whole.filter { $0.rule == "played" }.map(\.path.description) == [
        "$.units[0].nodes[0].exercises[0].answer", "$.units[3].nodes[1].exercises[0].answer",
        "$.units[4].nodes[0].exercises[0].answer",
      ])
    #expect(
      whole.contains { $0.rule == "duplicate-key" && $0.path.description.hasPrefix("$.units[4].nodes[1]") })
    let parsed = try CourseDocument(parsing: data)
    for parts in [1, 3] {
      #expect(
        Linter.lint(
          parsed, dictionaries: (nil, nil), warnings: true, player: Self.playsEverything, parts: parts,
          windowBytes: 1) == whole)
    }
  }

  @Test func theBrokenCourseTripsTheRulesThatReadAcrossUnits() {
    let findings = Linter.lint(CourseLoader.load(Data(BrokenCourse.units.utf8)))
    for rule in [
      "wrong-type", "duplicate-id", "untaught-word", "empty-lesson", "missing-key", "duplicate-key",
    ] {
      #expect(findings.contains { $0.rule == rule }, "no \(rule)")
    }
    // The complete exercise of file unit 3 tests 'gato' before it is taught too, but declares it intended.
    #expect(!findings.contains { $0.path.description.contains("units[3]") && $0.rule == "untaught-word" })
  }

  @Test func unitsAreCutIntoRunsOfAboutEqualExercises() throws {
    let data = try Data(contentsOf: packageRoot.appendingPathComponent("courses/spanish.json"))
    let course = try #require(CourseLoader.load(data).model)
    #expect(course.unitRanges(1) == [course.units.indices])
    // As many parts as asked, each a run of whole units, together every unit once in order.
    for parts in [2, 3, 8, course.units.count, 40] {
      let ranges = course.unitRanges(parts)
      // Cuts fall after a unit once its share is reached: a part is never made empty to make up the count.
      #expect(ranges.count <= min(parts, course.units.count))
      if parts <= 8 { #expect(ranges.count == parts) }
      #expect(ranges.flatMap { Array($0) } == Array(course.units.indices))
      #expect(ranges.allSatisfy { !$0.isEmpty })
    }
  }
}

/// A course whose units break in every way that shifts or spans units.
enum BrokenCourse {
  static let units = #"""
    {"format": 1, "id": "c", "title": "T", "language": {"code": "es", "name": "Spanish"},
     "fromLanguage": {"code": "en", "name": "English"},
     "units": [
      {"id": "a", "number": 1, "title": "A", "nodes": [
        {"id": "n1", "title": "N1", "teaches": ["hola"], "exercises": [
          {"kind": "selectImage", "prompt": "el gato", "answer": "cat",
           "choices": [{"name": "cat", "emoji": "c"}, {"name": "dog", "emoji": "d"}]}]}]},
      7,
      "x",
      {"id": "b", "number": 2, "title": "B", "nodes": [
        {"id": "n1", "title": "again", "exercises": []},
        {"id": "n2", "title": "N2", "exercises": [
          {"kind": "complete", "prompt": "el ___", "answer": "gato", "choices": ["gato", "perro"],
           "intended": ["untaught-word"]}]}]},
      {"id": "c2", "number": 3, "title": "C", "nodes": [
        {"id": "n3", "title": "N3", "teaches": ["gato"], "exercises": [
          {"kind": "translate", "prompt": "the cat", "answer": "el gato", "bank": ["el", "gato", "un"]}]},
        {"id": "n4", "exercises": [{"kind": "match", "pairs": [["uno", "one"], ["dos", "two"]], "kind": "match"}]}]}
     ]}
    """#
}
