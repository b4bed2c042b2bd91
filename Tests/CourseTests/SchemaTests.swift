import Foundation
import TestSupport
import Testing

@testable import Course

#if canImport(Glibc)
  import Glibc
#endif

/// `courses/course.schema.json` checked by an independent validator, `check-jsonschema` from PyPI,
/// against the bundled courses and against the loader on courses it must refuse.
@Suite struct SchemaTests {
  static let packageRoot = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
  static let schema = packageRoot.appendingPathComponent("courses/course.schema.json")

  /// Every bundled course, the schema itself left out.
  static let bundledCourses: [String] =
    ((try? FileManager.default.contentsOfDirectory(atPath: packageRoot.appendingPathComponent("courses").path))
    ?? []).filter { $0.hasSuffix(".json") && $0 != "course.schema.json" }.sorted()

  @Test func validatorIsInstalled() {
    if let failure = Validator.tool.setupFailure {
      Issue.record("check-jsonschema is not installed: \(failure)")
    }
  }

  @Test func thereAreBundledCourses() {
    #expect(!Self.bundledCourses.isEmpty, "no course found in \(Self.packageRoot.path)/courses")
  }

  @Test(arguments: bundledCourses) func bundledCourseFollowsTheSchema(_ name: String) throws {
    let result = try Validator.check(Self.packageRoot.appendingPathComponent("courses/\(name)"))
    #expect(result.status == 0, "courses/\(name) does not follow the schema:\n\(result.output)")
  }

  @Test func smallCoursePassesSchemaAndLoader() throws {
    let data = Data(Self.smallCourse.utf8)
    let loaded = CourseLoader.load(data)
    #expect(loaded.errors.isEmpty, "the loader refuses the small course: \(loaded.errors.map(\.message))")
    #expect(Linter.lint(loaded).filter { $0.severity == .error }.isEmpty)
    let result = try Validator.check(data)
    #expect(result.status == 0, "the schema refuses the small course:\n\(result.output)")
    // The variants go through JSONSerialization; a change to nothing must keep the course valid.
    let same = try Variant(setting: "title", to: #""Small""#).apply(to: Self.smallCourse)
    #expect(CourseLoader.load(same).errors.isEmpty)
    #expect(try Validator.check(same).status == 0)
  }

  @Test(arguments: refused) func schemaAndLoaderRefuse(_ variant: Variant) throws {
    let data = try variant.apply(to: Self.smallCourse)
    let loaded = CourseLoader.load(data)
    #expect(!loaded.errors.isEmpty, "the loader accepts a course whose \(variant)")
    let result = try Validator.check(data)
    #expect(result.status != 0, "the schema accepts a course whose \(variant)")
  }

  /// Empty strings load but `lingo check` refuses them, and so does the schema (`minLength`).
  @Test(arguments: emptied) func schemaAndLinterRefuseEmptyStrings(_ variant: Variant) throws {
    let data = try variant.apply(to: Self.smallCourse)
    #expect(Linter.lint(CourseLoader.load(data)).contains { $0.rule == "empty-string" })
    let result = try Validator.check(data)
    #expect(result.status != 0, "the schema accepts a course whose \(variant)")
  }

  // MARK: The courses

  /// A small valid course with every kind of exercise and every optional key.
  static let smallCourse = #"""
    {
      "$schema": "./course.schema.json", "format": 1, "id": "small", "title": "Small",
      "language": { "code": "es", "name": "Spanish", "flag": "🇪🇸" },
      "fromLanguage": { "code": "en", "name": "English" },
      "units": [{
        "id": "unit", "section": 1, "number": 1, "title": "Food", "color": "green",
        "guidebook": { "tips": ["Nouns have a gender."], "phrases": [{ "text": "Un café.", "translation": "A coffee." }] },
        "nodes": [
          { "id": "food", "kind": "lesson", "title": "Food", "xp": 10, "teaches": ["el", "café", "té", "quiero", "un"],
            "exercises": [
              { "kind": "selectImage", "prompt": "el café", "answer": "coffee",
                "choices": [{ "name": "coffee", "emoji": "☕" }, { "name": "tea", "emoji": "🍵" }] },
              { "kind": "translate", "prompt": "Quiero un café.", "answer": "I want a coffee",
                "alternatives": ["I want one coffee"], "bank": ["I", "want", "a", "one", "coffee", "tea"] },
              { "kind": "match", "pairs": [["café", "coffee"], ["té", "tea"]] },
              { "kind": "complete", "prompt": "Yo ___ un café.", "answer": "quiero",
                "choices": ["quiero", "quieres"], "translation": "I want a coffee." }
            ] },
          { "id": "gems", "kind": "chest", "title": "Gems" },
          { "id": "check", "kind": "checkpoint", "title": "Checkpoint",
            "exercises": [{ "kind": "match", "pairs": [["café", "coffee"], ["té", "tea"]] }] }
        ]
      }]
    }
    """#

  static let unit = "units.0"
  static let node = "units.0.nodes.0"
  static let select = "\(node).exercises.0"
  static let translate = "\(node).exercises.1"
  static let match = "\(node).exercises.2"
  static let complete = "\(node).exercises.3"

  static let refused: [Variant] =
    ["format", "id", "title", "language", "fromLanguage", "units", "language.code", "fromLanguage.name"]
    .map { Variant(removing: $0) }
    + ["id", "number", "title", "nodes", "guidebook.phrases.0.translation"].map {
      Variant(removing: "\(unit).\($0)")
    }
    + ["id", "title"].map { Variant(removing: "\(node).\($0)") }
    + ["kind", "prompt", "answer", "choices", "choices.0.name", "choices.0.emoji"].map {
      Variant(removing: "\(select).\($0)")
    }
    + ["prompt", "answer", "bank"].map { Variant(removing: "\(translate).\($0)") }
    + [Variant(removing: "\(match).pairs")]
    + ["prompt", "answer", "choices"].map { Variant(removing: "\(complete).\($0)") }
    + [
      Variant(setting: "\(node).kind", to: #""lessen""#),
      Variant(setting: "\(select).kind", to: #""listen""#),
      Variant(setting: "\(translate).kind", to: #""complete""#),
      Variant(setting: "extra", to: "true"),
      Variant(setting: "\(unit).colour", to: #""green""#),
      Variant(setting: "\(complete).id", to: #""x""#),
      Variant(setting: "\(select).choices.0.colour", to: #""brown""#),
      Variant(setting: "language.flags", to: #""🇪🇸""#),
      Variant(setting: "\(translate).bank", to: #""x""#),
      Variant(setting: "\(unit).number", to: #""2""#),
      Variant(setting: "\(unit).section", to: "1.5"),
      Variant(setting: "\(node).xp", to: "null"),
      Variant(setting: "\(node).teaches", to: #""el""#),
      Variant(setting: "\(node).exercises", to: "{}"),
      Variant(setting: "\(translate).alternatives.0", to: "3"),
      Variant(setting: "\(match).pairs.0", to: #"["café"]"#),
      Variant(setting: "\(match).pairs.0", to: #"["café", "coffee", "tea"]"#),
      Variant(setting: "\(match).pairs.0", to: #"["café", 1]"#),
      Variant(setting: "\(complete).translation", to: "false"),
      Variant(setting: "language", to: #""es""#),
      Variant(setting: "units", to: "{}"),
      Variant(setting: "format", to: "2"),
      Variant(setting: "format", to: "0"),
      Variant(setting: "format", to: #""1""#),
    ]

  static let emptied: [Variant] = [
    "id", "title", "language.flag", "\(unit).color", "\(node).teaches.0", "\(select).prompt",
    "\(match).pairs.0.1",
  ].map { Variant(setting: $0, to: #""""#) }
}

/// A change to the small course: a key removed, or a value (JSON text) set at a dotted path like `units.0.id`.
struct Variant: Sendable, CustomTestStringConvertible, CustomStringConvertible {
  let path: String
  let json: String?

  init(removing path: String) { (self.path, self.json) = (path, nil) }
  init(setting path: String, to json: String) { (self.path, self.json) = (path, json) }

  var description: String { json.map { "\(path) is \($0)" } ?? "\(path) is missing" }
  var testDescription: String { description }

  /// The course in `text` with the change made, as JSON data.
  func apply(to text: String) throws -> Data {
    let root = try JSONSerialization.jsonObject(with: Data(text.utf8))
    let value = try json.map {
      try JSONSerialization.jsonObject(with: Data($0.utf8), options: .fragmentsAllowed)
    }
    let changed = try Self.change(root, at: path.split(separator: ".").map(String.init)[...], to: value)
    return try JSONSerialization.data(withJSONObject: changed)
  }

  /// `root` with the value at `path` replaced by `value`, or removed when it is nil; the path must exist.
  private static func change(_ root: Any, at path: ArraySlice<String>, to value: Any?) throws -> Any {
    guard let step = path.first else { return value as Any }
    let rest = path.dropFirst()
    if var object = root as? [String: Any] {
      if rest.isEmpty {
        guard value != nil || object[step] != nil else { throw BadPath(step: step) }
        object[step] = value
      } else {
        guard let child = object[step] else { throw BadPath(step: step) }
        object[step] = try change(child, at: rest, to: value)
      }
      return object
    }
    guard var array = root as? [Any], let index = Int(step), array.indices.contains(index),
      value != nil || !rest.isEmpty
    else { throw BadPath(step: step) }
    array[index] = try change(array[index], at: rest, to: value)
    return array
  }

  struct BadPath: Error { let step: String }
}

/// Runs `check-jsonschema` from a virtual environment under `.build/schema-venv`, made once per test run.
enum Validator {
  static let tool = PythonTool(
    requirement: "check-jsonschema", folder: "schema-venv", command: "check-jsonschema")

  struct SetupFailed: Error, CustomStringConvertible { let description: String }

  /// Checks the file at `url` against the schema: the validator's exit status and output.
  static func check(_ url: URL) throws -> (status: Int32, output: String) {
    if let failure = tool.setupFailure { throw SetupFailed(description: failure) }
    return try runProgram(tool.executable.path, ["--schemafile", SchemaTests.schema.path, url.path])
  }

  /// Checks `data`, written to a temporary file, against the schema.
  static func check(_ data: Data) throws -> (status: Int32, output: String) {
    let file = FileManager.default.temporaryDirectory.appendingPathComponent("lingo-schema-\(UUID()).json")
    try data.write(to: file)
    defer { try? FileManager.default.removeItem(at: file) }
    return try check(file)
  }
}
