import Foundation
import Testing

@testable import JSON

/// Locating many offsets and paths at once gives what locating each alone does.
@Suite struct LocatingTests {
  /// Text with short and long lines, blank lines, multi-byte characters and runs longer than a block.
  private static let text: [UInt8] = {
    var text = ""
    for line in 0..<400 {
      text += String(repeating: line % 7 == 0 ? "é" : "a", count: (line * 37) % 300)
      text += line % 11 == 0 ? "\n\n" : "\n"
      if line % 50 == 0 { text += String(repeating: " ", count: 3000) + "😀" }
    }
    return Array(text.utf8)
  }()

  /// The line and column of `offset`, counted the plain way.
  private static func counted(_ bytes: [UInt8], _ offset: Int) -> String {
    var line = 1
    var column = 1
    for byte in bytes[..<min(offset, bytes.count)] {
      if byte == 0x0A {
        line += 1
        column = 1
      } else if byte & 0xC0 != 0x80 {
        column += 1
      }
    }
    return "\(line):\(column)"
  }

  @Test func linesAndColumnsMatchAPlainCountInAnyOrder() {
    let bytes = Self.text
    var offsets = Array(stride(from: 0, to: bytes.count + 10, by: 997))
    offsets += [5, 5, bytes.count, 3, 70_000, 69_999, 1]
    bytes.withUnsafeBufferPointer { buffer in
      var lines = LineCounter(buffer)
      for offset in offsets {
        let location = lines.location(at: offset)
        #expect("\(location.line):\(location.column)" == Self.counted(bytes, offset), "offset \(offset)")
      }
    }
  }

  @Test func pathsResolveAsEachAloneDoes() throws {
    let elements = (0..<40).map { #"{"id": \#($0), "nodes": [[\#($0)], {"x": "y", "x": [\#($0)]}]}"# }
    let text = #"{"units": [\#(elements.joined(separator: ", "))], "t\u0069tle": "a", "n": [1, 2]}"#
    let document = try JSONDocument(parsing: Data(text.utf8))
    let paths: [JSONPath] = [
      JSONPath([.key("units"), .index(30), .key("nodes"), .index(1), .key("x"), .index(0)]),
      JSONPath([.key("units"), .index(30), .key("nodes"), .index(0)]),
      JSONPath([.key("units"), .index(39), .key("id")]),
      JSONPath([.key("units"), .index(40), .key("id")]),
      JSONPath([.key("units"), .index(-1)]),
      JSONPath([.key("units"), .index(2), .key("nodes"), .index(1), .key("x")]),
      JSONPath([.key("units"), .index(17), .key("missing"), .index(0)]),
      JSONPath([.key("units"), .index(17), .key("nodes"), .index(5)]),
      JSONPath([.key("title")]),
      JSONPath([.key("n"), .index(1)]),
      JSONPath([.key("n"), .index(1), .key("deeper")]),
      JSONPath(),
      JSONPath([.key("units"), .index(30), .key("nodes"), .index(1), .key("x"), .index(0)]),
    ]
    document.withView { view in
      var resolver = JSONPathResolver(view)
      for path in paths + paths.reversed() {
        #expect(resolver.value(at: path) == view.value(at: path), "\(path)")
      }
    }
  }
}
