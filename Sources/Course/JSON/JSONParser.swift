import Foundation

/// A strict RFC 8259 JSON parser that keeps the source location of every value.
public enum JSONParser {
  /// Parses a whole document; whitespace only around the single top-level value.
  ///
  /// The input must be UTF-8 without a byte order mark. Lines are split on "\n" (so "\r\n" is one
  /// line break and a lone "\r" is whitespace that counts as a column); columns count Unicode scalars.
  /// An error's location is the offending character (the first byte of an invalid UTF-8 sequence,
  /// the backslash of a bad escape, the leading zero of a number, the end of the file when the input
  /// stops early), except "unterminated string", which points at the string's opening quote.
  /// Containers nested deeper than `maxDepth` are an error at the bracket that goes too deep.
  public static func parse(_ data: Data, maxDepth: Int = 512) throws(JSONSyntaxError) -> JSONNode {
    let result: Result<JSONNode, JSONSyntaxError> = data.withUnsafeBytes { raw in
      var cursor = Cursor(bytes: raw.bindMemory(to: UInt8.self), maxDepth: maxDepth)
      do throws(JSONSyntaxError) {
        return .success(try cursor.parseDocument())
      } catch {
        return .failure(error)
      }
    }
    return try result.get()
  }
}

extension JSONParser {
  /// The parser's state: the bytes, the read position and what is needed to report locations.
  struct Cursor {
    let bytes: UnsafeBufferPointer<UInt8>
    let maxDepth: Int
    /// The offset of the next byte to read.
    var pos = 0
    /// The current 1-based line.
    var line = 1
    /// The offset of the first byte of the current line.
    var lineStart = 0
    /// An offset on the current line whose column is known, so columns are counted incrementally.
    var knownColumnOffset = 0
    /// The column at `knownColumnOffset`.
    var knownColumn = 1
    /// The values of the open arrays, innermost last; a closed array takes its own in one exact allocation.
    var elements: [JSONNode] = []
    /// The members of the open objects, innermost last.
    var members: [JSONMember] = []

    init(bytes: UnsafeBufferPointer<UInt8>, maxDepth: Int) {
      self.bytes = bytes
      self.maxDepth = maxDepth
    }

    /// A container being filled: an array's elements or an object's members and its pending key.
    struct Frame {
      var location: FileLocation
      var isObject: Bool
      /// Where this container's values begin in the shared `elements` or `members` scratch list.
      var start: Int
      var key = ""
      var keyLocation = FileLocation(line: 0, column: 0)
    }

    /// What came just before the value being parsed, to phrase "expected a JSON value" errors.
    enum ValueContext {
      case document, arrayStart, afterComma, afterColon
    }

    /// Parses the single top-level value and checks that only whitespace follows it.
    mutating func parseDocument() throws(JSONSyntaxError) -> JSONNode {
      if bytes.count >= 3, bytes[0] == 0xEF, bytes[1] == 0xBB, bytes[2] == 0xBF {
        throw fail("byte order mark is not allowed", at: 0)
      }
      let root = try parseValueTree()
      skipWhitespace()
      if pos < bytes.count {
        throw unexpected("expected end of file after the JSON value", at: pos)
      }
      return root
    }

    /// Parses one value iteratively, keeping open containers on an explicit stack.
    mutating func parseValueTree() throws(JSONSyntaxError) -> JSONNode {
      var stack: [Frame] = []
      var context = ValueContext.document
      parsing: while true {
        skipWhitespace()
        let start = pos
        var node: JSONNode
        switch pos < bytes.count ? bytes[pos] : 0 {
        case UInt8(ascii: "["), UInt8(ascii: "{"):
          let isObject = bytes[pos] == UInt8(ascii: "{")
          guard stack.count < maxDepth else {
            throw fail("nesting is deeper than the maximum depth of \(maxDepth)", at: start)
          }
          let location = location(at: start)
          pos += 1
          skipWhitespace()
          let closer = isObject ? UInt8(ascii: "}") : UInt8(ascii: "]")
          if pos < bytes.count, bytes[pos] == closer {
            pos += 1
            node = JSONNode(value: isObject ? .object([]) : .array([]), location: location)
          } else if isObject {
            var frame = Frame(location: location, isObject: true, start: members.count)
            try parseKey(into: &frame, expected: "expected a string key or '}' after '{'")
            stack.append(frame)
            context = .afterColon
            continue parsing
          } else {
            stack.append(Frame(location: location, isObject: false, start: elements.count))
            context = .arrayStart
            continue parsing
          }
        default:
          let location = location(at: start)
          node = JSONNode(value: try parseScalar(context), location: location)
        }
        // Hand the finished value to its container, closing containers as they end.
        while let top = stack.indices.last {
          skipWhitespace()
          let next = pos < bytes.count ? bytes[pos] : 0
          if stack[top].isObject {
            let member = JSONMember(key: stack[top].key, keyLocation: stack[top].keyLocation, value: node)
            members.append(member)
            if next == UInt8(ascii: ",") {
              pos += 1
              skipWhitespace()
              if pos < bytes.count, bytes[pos] == UInt8(ascii: "}") {
                throw fail(
                  "expected a string key after ',', found '}' (trailing commas are not allowed)", at: pos)
              }
              try parseKey(into: &stack[top], expected: "expected a string key after ','")
              context = .afterColon
              continue parsing
            }
            guard next == UInt8(ascii: "}") else {
              throw unexpected("expected ',' or '}' after an object member", at: pos)
            }
            pos += 1
            let frame = stack.removeLast()
            node = JSONNode(value: .object(Array(members[frame.start...])), location: frame.location)
            members.removeSubrange(frame.start...)
          } else {
            elements.append(node)
            if next == UInt8(ascii: ",") {
              pos += 1
              context = .afterComma
              continue parsing
            }
            guard next == UInt8(ascii: "]") else {
              throw unexpected("expected ',' or ']' after an array element", at: pos)
            }
            pos += 1
            let frame = stack.removeLast()
            node = JSONNode(value: .array(Array(elements[frame.start...])), location: frame.location)
            elements.removeSubrange(frame.start...)
          }
        }
        return node
      }
    }

    /// Parses `"key" :` at `pos` into the frame's pending key.
    mutating func parseKey(into frame: inout Frame, expected: String) throws(JSONSyntaxError) {
      guard pos < bytes.count, bytes[pos] == UInt8(ascii: "\"") else {
        throw unexpected(expected, at: pos)
      }
      frame.keyLocation = location(at: pos)
      frame.key = try parseString()
      skipWhitespace()
      guard pos < bytes.count, bytes[pos] == UInt8(ascii: ":") else {
        throw unexpected("expected ':' after an object key", at: pos)
      }
      pos += 1
    }

    /// Parses a string, number or literal at `pos`.
    mutating func parseScalar(_ context: ValueContext) throws(JSONSyntaxError) -> JSONValue {
      let byte = pos < bytes.count ? bytes[pos] : 0
      switch byte {
      case UInt8(ascii: "\""): return .string(try parseString())
      case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return .number(try parseNumber())
      case UInt8(ascii: "t") where matchLiteral("true"): return .bool(true)
      case UInt8(ascii: "f") where matchLiteral("false"): return .bool(false)
      case UInt8(ascii: "n") where matchLiteral("null"): return .null
      default: break
      }
      switch context {
      case .document: throw unexpected("expected a JSON value", at: pos)
      case .arrayStart: throw unexpected("expected a JSON value or ']' after '['", at: pos)
      case .afterColon: throw unexpected("expected a JSON value after ':'", at: pos)
      case .afterComma:
        if byte == UInt8(ascii: "]") {
          throw fail("expected a JSON value after ',', found ']' (trailing commas are not allowed)", at: pos)
        }
        throw unexpected("expected a JSON value after ','", at: pos)
      }
    }

    /// Consumes `literal` if it is at `pos` and is not the start of a longer word.
    mutating func matchLiteral(_ literal: StaticString) -> Bool {
      let count = literal.utf8CodeUnitCount
      guard pos + count <= bytes.count else { return false }
      let text = UnsafeBufferPointer(start: literal.utf8Start, count: count)
      for index in 0..<count where bytes[pos + index] != text[index] {
        return false
      }
      if pos + count < bytes.count, Self.isWordByte(bytes[pos + count]) { return false }
      pos += count
      return true
    }

    /// Skips spaces, tabs, carriage returns and line feeds, counting lines.
    mutating func skipWhitespace() {
      while pos < bytes.count {
        switch bytes[pos] {
        case 0x20, 0x09, 0x0D:
          pos += 1
        case 0x0A:
          pos += 1
          line += 1
          lineStart = pos
          knownColumnOffset = pos
          knownColumn = 1
        default:
          return
        }
      }
    }

    /// The line and column of `offset`, which must be on the current line.
    mutating func location(at offset: Int) -> FileLocation {
      if offset < knownColumnOffset {
        knownColumnOffset = lineStart
        knownColumn = 1
      }
      var column = knownColumn
      var index = knownColumnOffset
      while index < offset {
        // Every byte except a UTF-8 continuation byte starts a new Unicode scalar.
        if bytes[index] & 0xC0 != 0x80 { column += 1 }
        index += 1
      }
      knownColumnOffset = offset
      knownColumn = column
      return FileLocation(line: line, column: column)
    }

    /// An error with `message` at `offset`.
    mutating func fail(_ message: String, at offset: Int) -> JSONSyntaxError {
      JSONSyntaxError(message: message, location: location(at: offset))
    }
  }
}
