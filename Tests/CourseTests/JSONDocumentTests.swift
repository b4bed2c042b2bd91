import Foundation
import Testing

@testable import Course
@testable import JSON

/// The tape a course is loaded from: values read in place, and findings located from their paths.
@Suite struct JSONDocumentTests {
  private func document(_ text: String) throws -> JSONDocument {
    try JSONDocument(parsing: Data(text.utf8))
  }

  /// Where `path` is, as "line:column", the way findings are located.
  private func place(of path: JSONPath, in document: JSONDocument) -> String {
    let located = document.locate(Finding(.error, "test", "", at: path))
    return located.location.map { "\($0.line):\($0.column)" } ?? "none"
  }

  @Test func pathsLeadToTheirValues() throws {
    let text = "{\n  \"a\": [1, {\"b\": \"é😀\"}],\n  \"c\": null\n}"
    let document = try document(text)
    #expect(place(of: .root, in: document) == "1:1")
    #expect(place(of: JSONPath.root.appending("a"), in: document) == "2:8")
    #expect(place(of: JSONPath.root.appending("a").appending(1).appending("b"), in: document) == "2:18")
    #expect(place(of: JSONPath.root.appending("c"), in: document) == "3:8")
  }

  @Test func aPathThatLeavesTheDocumentStopsAtTheDeepestValue() throws {
    let document = try document("{\"a\": [10, 20]}")
    #expect(place(of: JSONPath.root.appending("a").appending(5), in: document) == "1:7")
    #expect(place(of: JSONPath.root.appending("a").appending(-1), in: document) == "1:7")
    #expect(place(of: JSONPath.root.appending("nope").appending("deeper"), in: document) == "1:1")
    #expect(place(of: JSONPath.root.appending("a").appending(1).appending("x"), in: document) == "1:12")
  }

  @Test func aRepeatedKeyLeadsToItsLastValue() throws {
    let document = try document("{\"a\": 1,\n \"a\": 2}")
    #expect(place(of: JSONPath.root.appending("a"), in: document) == "2:7")
  }

  @Test func keysCompareAsSwiftStringsDo() throws {
    // An escaped key is its text; a decomposed "é" is the same key as a precomposed one.
    let document = try document(#"{"\u006bind": 1, "e\u0301": 2, "\u00e9": 3}"#)
    #expect(place(of: JSONPath.root.appending("kind"), in: document) == "1:15")
    #expect(place(of: JSONPath.root.appending("é"), in: document) == "1:42")
    let loaded = CourseLoader.load(Data(#"{"e\u0301": 1, "é": 2}"#.utf8))
    #expect(Linter.lint(loaded).filter { $0.rule == "duplicate-key" }.count == 1)
  }

  @Test func aLargeObjectsKeysCompareAsSwiftStringsDo() throws {
    // Past 16 keys a table compares them: an escaped key, a decomposed "é" and the Kelvin sign (which is
    // "K") repeat a plain key or each other; "k" and "ê" repeat none.
    let filler = (0..<20).map { "\"f\($0)\": 0" }.joined(separator: ", ")
    let keys = #""kind": 1, "\u006bind": 2, "e\u0301": 3, "\u00e9": 4, "K": 5, "\u212A": 6, "k": 7, "ê": 8"#
    let loaded = CourseLoader.load(Data("{\(filler), \(keys)}".utf8))
    let repeated = Linter.lint(loaded).filter { $0.rule == "duplicate-key" }.map(\.message)
    #expect(repeated.count == 3)
    #expect(repeated.allSatisfy { $0.hasPrefix("duplicate key '") })
  }

  @Test func aKeyWithAQuoteIsNotAPrefixOfTheText() throws {
    // The key `a":"b` is not the member "a" followed by `:"b"`.
    let document = try document(#"{"a":"b", "x": 1}"#)
    #expect(place(of: JSONPath.root.appending(#"a":"b"#), in: document) == "1:1")
    #expect(place(of: JSONPath.root.appending("a"), in: document) == "1:6")
  }

  @Test func manyFindingsAreLocatedInOnePassWhateverTheirOrder() throws {
    let document = try document("[\n\"x\",\n\"y\",\n\"z\"\n]")
    let paths = [2, 0, 1, 0].map { JSONPath.root.appending($0) }
    let located = document.locate(paths.map { Finding(.warning, "test", "", at: $0) })
    #expect(located.map { "\($0.location?.line ?? 0)" } == ["4", "2", "3", "2"])
  }

  @Test func aFindingWithALocationKeepsIt() throws {
    let document = try document("[1]")
    let finding = Finding(.error, "test", "", at: .root, location: FileLocation(line: 7, column: 3))
    #expect(document.locate(finding).location == FileLocation(line: 7, column: 3))
  }

  @Test func stringsAreReadInPlace() throws {
    let document = try document(#"["plain", "é", "a\nb", "", "\u0041\ud83d\ude00"]"#)
    document.withView { view in
      let elements = Array(view.elements(view.root))
      #expect(elements.map { view.kind($0) } == [.plainString, .string, .string, .plainString, .string])
      #expect(elements.map { view.string($0) } == ["plain", "é", "a\nb", "", "A😀"])
      #expect(elements.map { view.isEmptyString($0) } == [false, false, false, true, false])
    }
  }

  @Test func theTapeHasAWordAValueAndTwoAContainer() throws {
    let document = try document(#"{"a": [true, null, -1.5e3], "b": {}}"#)
    // The object, "a", the array, three scalars, "b", the empty object.
    #expect(document.tape.words.count == 2 + 1 + 2 + 3 + 1 + 2)
    document.withView { view in
      #expect(view.next(view.root) == document.tape.words.count)
      let numbers = view.elements(view.member(view.root, "a") ?? 0).compactMap { view.number($0) }
      #expect(numbers == [JSONNumber(literal: "-1.5e3", double: -1500, int: nil)])
    }
  }

  @Test func theTreeIsTheTape() throws {
    let text = "{\"k\": [1, \"two\", {\"x\": false}], \"k\": \"again\"}"
    let tree = try JSONParser.parse(Data(text.utf8))
    guard case .object(let members) = tree.value else {
      Issue.record("expected an object")
      return
    }
    #expect(members.map(\.key) == ["k", "k"])
    #expect("\(members[1].keyLocation.line):\(members[1].keyLocation.column)" == "1:33")
  }

  @Test func aSchemaIsNotACourse() throws {
    let schema = #"{"$schema": "https://json-schema.org/draft/2020-12/schema", "type": "object"}"#
    #expect(try document(schema).isJSONSchema)
    let course = #"{"$schema": "https://json-schema.org/draft/2020-12/schema", "units": []}"#
    #expect(try !document(course).isJSONSchema)
    #expect(try !document("[]").isJSONSchema)
  }

  @Test func linesAndColumnsCountScalarsOnEachLine() {
    let text = Array("aé\n😀b\r\nc".utf8)
    text.withUnsafeBufferPointer { bytes in
      var lines = LineCounter(bytes)
      let places = [0, 1, 3, 4, 8, 9, 11, 100, 2].map { lines.location(at: $0) }.map {
        "\($0.line):\($0.column)"
      }
      #expect(places == ["1:1", "1:2", "1:3", "2:1", "2:2", "2:3", "3:1", "3:2", "1:3"])
    }
  }
}
