import Foundation
import Testing

@testable import JSON

@Suite struct JSONParserTests {
  // MARK: The JSONTestSuite corpus

  /// The JSONTestSuite parsing corpus, kept in the test fixtures with its licence.
  static let corpus = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent()
    .appendingPathComponent("../Fixtures/JSONTestSuite/test_parsing")
    .standardizedFileURL

  /// The corpus files whose names start with `prefix`, sorted.
  static func corpusFiles(_ prefix: String) throws -> [URL] {
    let names = try FileManager.default.contentsOfDirectory(atPath: corpus.path)
    return names.filter { $0.hasPrefix(prefix) && $0.hasSuffix(".json") }.sorted()
      .map { corpus.appendingPathComponent($0) }
  }

  @Test func corpusIsPresent() throws {
    #expect(
      FileManager.default.fileExists(atPath: Self.corpus.path),
      "JSONTestSuite corpus missing at \(Self.corpus.path)")
    #expect(try Self.corpusFiles("y_").count > 90)
    #expect(try Self.corpusFiles("n_").count > 180)
  }

  @Test func corpusAcceptsEveryYFile() throws {
    for file in try Self.corpusFiles("y_") {
      let data = try Data(contentsOf: file)
      do {
        _ = try JSONParser.parse(data)
      } catch {
        Issue.record("\(file.lastPathComponent) must parse: \(error.message) at \(error.location)")
      }
    }
  }

  @Test func corpusRejectsEveryNFile() throws {
    for file in try Self.corpusFiles("n_") {
      let data = try Data(contentsOf: file)
      #expect(throws: JSONSyntaxError.self, "\(file.lastPathComponent) must be rejected") {
        try JSONParser.parse(data)
      }
    }
  }

  @Test func corpusSurvivesEveryIFile() throws {
    let files = try Self.corpusFiles("i_")
    #expect(!files.isEmpty)
    for file in files {
      // Either outcome is fine; the file must just not crash the parser.
      _ = try? JSONParser.parse(Data(contentsOf: file))
    }
  }

  // MARK: Errors and their locations

  @Test func emptyInput() {
    expectError("", "expected a JSON value, found end of file", line: 1, column: 1)
    expectError("  \n ", "expected a JSON value, found end of file", line: 2, column: 2)
  }

  @Test func byteOrderMark() {
    expectError(
      Data([0xEF, 0xBB, 0xBF]) + Data("{}".utf8), "byte order mark is not allowed", line: 1, column: 1)
  }

  @Test func errorOnLineThree() {
    let text = "{\n  \"a\": 1,\n  \"b\": 2]\n}"
    expectError(text, "expected ',' or '}' after an object member, found ']'", line: 3, column: 9)
  }

  @Test func columnCountsUnicodeScalarsNotBytes() {
    // "é" is two bytes and "😀" four, but each is one column.
    expectError(
      "[\"é\", \"😀\" x]", "expected ',' or ']' after an array element, found 'x'", line: 1, column: 11)
    expectError(
      "\r\n[\"é\",\n \"é\"  :]", "expected ',' or ']' after an array element, found ':'", line: 3, column: 7)
  }

  @Test func trailingCommas() {
    expectError(
      "[1,]", "expected a JSON value after ',', found ']' (trailing commas are not allowed)", line: 1,
      column: 4)
    expectError(
      "{\"a\":1,}", "expected a string key after ',', found '}' (trailing commas are not allowed)", line: 1,
      column: 8)
  }

  @Test func nonJSONSyntax() {
    expectError(
      "['a']", "expected a JSON value or ']' after '[', found \"'\" (strings use double quotes)", line: 1,
      column: 2)
    expectError("// hi\n1", "expected a JSON value, found '/' (comments are not allowed)", line: 1, column: 1)
    expectError("[NaN]", "expected a JSON value or ']' after '[', found 'NaN'", line: 1, column: 2)
    expectError("-Infinity", "expected a digit after '-', found 'Infinity'", line: 1, column: 2)
    expectError("{\"a\" 1}", "expected ':' after an object key, found '1'", line: 1, column: 6)
    expectError("{a:1}", "expected a string key or '}' after '{', found 'a'", line: 1, column: 2)
    expectError("{\"a\":}", "expected a JSON value after ':', found '}'", line: 1, column: 6)
    expectError("[truex]", "expected a JSON value or ']' after '[', found 'truex'", line: 1, column: 2)
    expectError("1 2", "expected end of file after the JSON value, found '2'", line: 1, column: 3)
    expectError("[1", "expected ',' or ']' after an array element, found end of file", line: 1, column: 3)
  }

  @Test func badNumbers() {
    expectError("01", "leading zeros are not allowed in numbers", line: 1, column: 1)
    expectError("[-012]", "leading zeros are not allowed in numbers", line: 1, column: 3)
    expectError("+1", "expected a JSON value, found '+'", line: 1, column: 1)
    expectError(".5", "expected a JSON value, found '.'", line: 1, column: 1)
    expectError("1.", "expected a digit after the decimal point, found end of file", line: 1, column: 3)
    expectError("1.e3", "expected a digit after the decimal point, found 'e3'", line: 1, column: 3)
    expectError("1e+", "expected a digit in the exponent, found end of file", line: 1, column: 4)
    expectError("[1ex]", "expected a digit in the exponent, found 'x'", line: 1, column: 4)
  }

  @Test func badStrings() {
    expectError("[\"abc", "unterminated string", line: 1, column: 2)
    expectError("\"a\nb\"", "control character U+000A must be escaped in a string", line: 1, column: 3)
    expectError("\"a\tb\"", "control character U+0009 must be escaped in a string", line: 1, column: 3)
    expectError("\"é\\x\"", "invalid escape '\\x'", line: 1, column: 3)
    expectError("\"\\u12G4\"", "expected 4 hex digits after '\\u', found 'G4'", line: 1, column: 6)
    expectError(
      "\"\\ud83d\"",
      "lone utf-16 surrogate '\\uD83D' in a string (expected a low surrogate '\\uDC00'-'\\uDFFF' after it)",
      line: 1, column: 2)
    expectError(
      "\"ab\\ud83d\\u0041\"",
      "lone utf-16 surrogate '\\uD83D' in a string (expected a low surrogate '\\uDC00'-'\\uDFFF' after it)",
      line: 1, column: 4)
    expectError(
      "\"\\ude00\"", "lone utf-16 surrogate '\\uDE00' in a string (a low surrogate must follow a high one)",
      line: 1, column: 2)
  }

  @Test func invalidUTF8() {
    expectError(
      Data("[\"é".utf8) + Data([0xFF]) + Data("\"]".utf8), "invalid utf-8 byte 0xFF", line: 1, column: 4)
    expectError(
      Data("\n\"".utf8) + Data([0xE2, 0x41]) + Data("\"".utf8),
      "invalid utf-8 sequence starting with byte 0xE2",
      line: 2, column: 2)
    // Overlong encoding of "/" and an encoded surrogate are invalid too.
    expectError(
      Data("\"".utf8) + Data([0xC0, 0xAF]) + Data("\"".utf8), "invalid utf-8 byte 0xC0", line: 1, column: 2)
    expectError(
      Data("\"".utf8) + Data([0xED, 0xA0, 0x80]) + Data("\"".utf8),
      "invalid utf-8 sequence starting with byte 0xED",
      line: 1, column: 2)
    expectError(
      Data("[1,".utf8) + Data([0xFE]) + Data("]".utf8), "invalid utf-8 byte 0xFE", line: 1, column: 4)
  }

  @Test func depthLimit() {
    let deep = String(repeating: "[", count: 100_000)
    expectError(deep, "nesting is deeper than the maximum depth of 512", line: 1, column: 513)
    let limit = String(repeating: "[", count: 512) + String(repeating: "]", count: 512)
    #expect(throws: Never.self) { try JSONParser.parse(Data(limit.utf8)) }
    expectError(
      "{\"a\":[{}]}", "nesting is deeper than the maximum depth of 2", line: 1, column: 7, maxDepth: 2)
  }

  // MARK: Values

  @Test func duplicateKeysAreKeptInOrder() throws {
    let node = try JSONParser.parse(Data("{\"a\": 1, \"b\": 2,\n \"a\": 3}".utf8))
    guard case .object(let members) = node.value else {
      Issue.record("expected an object, got \(node.value.typeName)")
      return
    }
    #expect(members.map(\.key) == ["a", "b", "a"])
    #expect(members.map { number($0.value.value)?.int } == [1, 2, 3])
    #expect("\(members[2].keyLocation.line):\(members[2].keyLocation.column)" == "2:2")
    #expect(lineColumn(members[2].value) == "2:7")
  }

  @Test func numbers() throws {
    let cases: [(String, Double, Int?)] = [
      ("0", 0, 0), ("-0", -0.0, 0), ("42", 42, 42), ("-17", -17, -17), ("1.5", 1.5, nil),
      ("1e2", 100, nil), ("1E-2", 0.01, nil), ("-2.5e+3", -2500, nil), ("10.0", 10, nil),
      ("9223372036854775807", 0x1p63, Int.max),
      ("-9223372036854775808", -9_223_372_036_854_775_808, Int.min),
      ("9223372036854775808", 9_223_372_036_854_775_808, nil),
      ("1e400", .infinity, nil), ("-1e400", -.infinity, nil), ("1e-400", 0, nil),
    ]
    for (literal, double, int) in cases {
      let node = try JSONParser.parse(Data(" \(literal) ".utf8))
      let parsed = number(node.value)
      #expect(parsed == JSONNumber(literal: literal, double: double, int: int), "\(literal)")
      #expect(lineColumn(node) == "1:2")
    }
    #expect(number(try JSONParser.parse(Data("-0".utf8)).value)?.double.sign == .minus)
  }

  @Test func escapes() throws {
    let text = #""a\"b\\c\/d\be\ff\ng\rh\ti\u0041\u00e9\u20AC\ud83d\ude00\u0000""#
    let node = try JSONParser.parse(Data(text.utf8))
    #expect(string(node.value) == "a\"b\\c/d\u{8}e\u{c}f\ng\rh\tiAé€😀\u{0}")
    #expect(string(try JSONParser.parse(Data(#""\ud83d\ude00""#.utf8)).value) == "😀")
    #expect(string(try JSONParser.parse(Data(#""plain ünïcödé 😀""#.utf8)).value) == "plain ünïcödé 😀")
  }

  @Test func literalsAndLocations() throws {
    let node = try JSONParser.parse(Data("[true, false,\n  null, \"é\", {}, []]".utf8))
    guard case .array(let elements) = node.value else {
      Issue.record("expected an array, got \(node.value.typeName)")
      return
    }
    #expect(elements.map(\.value.typeName) == ["boolean", "boolean", "null", "string", "object", "array"])
    #expect(elements.map(lineColumn) == ["1:2", "1:8", "2:3", "2:9", "2:14", "2:18"])
  }

  // MARK: Helpers

  private func expectError(
    _ text: String, _ message: String, line: Int, column: Int, maxDepth: Int = 512,
    sourceLocation: Testing.SourceLocation = #_sourceLocation
  ) {
    expectError(
      Data(text.utf8), message, line: line, column: column, maxDepth: maxDepth, sourceLocation: sourceLocation
    )
  }

  private func expectError(
    _ data: Data, _ message: String, line: Int, column: Int, maxDepth: Int = 512,
    sourceLocation: Testing.SourceLocation = #_sourceLocation
  ) {
    do {
      let node = try JSONParser.parse(data, maxDepth: maxDepth)
      Issue.record(
        "expected \"\(message)\", but parsed a \(node.value.typeName)", sourceLocation: sourceLocation)
    } catch {
      #expect(error.message == message, sourceLocation: sourceLocation)
      #expect(
        "\(error.location.line):\(error.location.column)" == "\(line):\(column)", "\(message)",
        sourceLocation: sourceLocation)
    }
  }

  /// The node's location as "line:column"; tests compare these because Testing also has a `FileLocation`.
  private func lineColumn(_ node: JSONNode) -> String {
    "\(node.location.line):\(node.location.column)"
  }

  private func number(_ value: JSONValue) -> JSONNumber? {
    if case .number(let number) = value { return number }
    return nil
  }

  private func string(_ value: JSONValue) -> String? {
    if case .string(let string) = value { return string }
    return nil
  }
}
