import Foundation

/// A strict RFC 8259 JSON parser that keeps the source location of every value.
public enum JSONParser {
  /// Parses a whole document into a tree; whitespace only around the single top-level value.
  ///
  /// The input must be UTF-8 without a byte order mark, and at most 1 GiB. Lines are split on "\n" (so
  /// "\r\n" is one line break and a lone "\r" is whitespace that counts as a column); columns count Unicode
  /// scalars. An error's location is the offending character (the first byte of an invalid UTF-8 sequence,
  /// the backslash of a bad escape, the leading zero of a number, the end of the file when the input stops
  /// early), except "unterminated string", which points at the string's opening quote.
  /// Containers nested deeper than `maxDepth` are an error at the bracket that goes too deep.
  public static func parse(_ data: Data, maxDepth: Int = 512) throws(JSONSyntaxError) -> JSONNode {
    try JSONDocument(parsing: data, maxDepth: maxDepth).tree()
  }

  /// Parses `bytes` into a tape (see `JSONTape`), or the first syntax error.
  /// `watch` hears of the parse as it goes.
  static func tape(
    _ bytes: UnsafeBufferPointer<UInt8>, maxDepth: Int, watch: Watch = Watch()
  ) throws(JSONSyntaxError) -> JSONTape {
    guard bytes.count <= JSONTape.maxBytes else {
      throw JSONSyntaxError(
        message: "the file holds more than 1 GiB, larger than any JSON document this reads",
        location: FileLocation(line: 1, column: 1))
    }
    var cursor = Cursor(bytes: bytes, maxDepth: maxDepth)
    cursor.watch = watch
    defer { cursor.tape.release() }
    try cursor.parseDocument()
    return cursor.tape.finish()
  }
}

extension JSONParser {
  /// How many bytes the parser reads between calls of its watch's `release`.
  public static let releaseBytes = 4 << 20

  /// What a parse tells as it goes, for a large file read through.
  struct Watch {
    /// Called after every `releaseBytes` bytes, at the start of a container (to drop a mapped file's pages
    /// read).
    var release: (() -> Void)?
    /// Called when a member of the top-level object has been read, with the tape written so far: the
    /// members read so far can be looked at (the top-level object itself is still open).
    var topLevelMember: ((JSONView) -> Void)?
  }

  /// The parser's state: the bytes, the read position and the tape written so far.
  struct Cursor {
    let bytes: UnsafeBufferPointer<UInt8>
    let maxDepth: Int
    /// The offset of the next byte to read.
    var pos = 0
    var tape = TapeWriter()
    var watch = Watch()
    private var nextRelease = JSONParser.releaseBytes

    init(bytes: UnsafeBufferPointer<UInt8>, maxDepth: Int) {
      self.bytes = bytes
      self.maxDepth = maxDepth
    }

    /// What came just before the value being parsed, to phrase "expected a JSON value" errors.
    enum ValueContext {
      case document, arrayStart, afterComma, afterColon
    }

    /// Parses the single top-level value and checks that only whitespace follows it.
    mutating func parseDocument() throws(JSONSyntaxError) {
      // A word for every dozen bytes or so is what pretty-printed courses need; the tape grows past it.
      tape.reserve(bytes.count / 12 + 16)
      if bytes.count >= 3, bytes[0] == 0xEF, bytes[1] == 0xBB, bytes[2] == 0xBF {
        throw fail("byte order mark is not allowed", at: 0)
      }
      try parseValues()
      skipWhitespace()
      if pos < bytes.count {
        throw unexpected("expected end of file after the JSON value", at: pos)
      }
    }

    /// Parses one value iteratively, keeping open containers on an explicit stack.
    mutating func parseValues() throws(JSONSyntaxError) {
      // Each open container's first word, times two, plus one for an object.
      var stack: [Int] = []
      stack.reserveCapacity(Swift.min(maxDepth, 64))
      var context = ValueContext.document
      parsing: while true {
        skipWhitespace()
        let start = pos
        let byte = pos < bytes.count ? bytes[pos] : 0
        if byte == UInt8(ascii: "[") || byte == UInt8(ascii: "{") {
          if pos >= nextRelease, let release = watch.release {
            release()
            nextRelease = pos + JSONParser.releaseBytes
          }
          let isObject = byte == UInt8(ascii: "{")
          guard stack.count < maxDepth else {
            throw fail("nesting is deeper than the maximum depth of \(maxDepth)", at: start)
          }
          let index = tape.count
          tape.append(JSONTape.word(start, .container))
          tape.append(0)
          pos += 1
          skipWhitespace()
          let closer = isObject ? UInt8(ascii: "}") : UInt8(ascii: "]")
          if pos < bytes.count, bytes[pos] == closer {
            pos += 1
            tape.set(index + 1, UInt32(truncatingIfNeeded: tape.count))
          } else if isObject {
            try parseKey(expected: "expected a string key or '}' after '{'")
            stack.append(index << 1 | 1)
            context = .afterColon
            continue parsing
          } else {
            stack.append(index << 1)
            context = .arrayStart
            continue parsing
          }
        } else {
          try parseScalar(context)
        }
        // The value is finished: go on in its container, closing containers as they end.
        while let top = stack.last {
          if stack.count == 1, top & 1 == 1, let member = watch.topLevelMember {
            member(JSONView(bytes: bytes, tape: tape.written))
          }
          skipWhitespace()
          let next = pos < bytes.count ? bytes[pos] : 0
          if top & 1 == 1 {
            if next == UInt8(ascii: ",") {
              pos += 1
              skipWhitespace()
              if pos < bytes.count, bytes[pos] == UInt8(ascii: "}") {
                throw fail(
                  "expected a string key after ',', found '}' (trailing commas are not allowed)", at: pos)
              }
              try parseKey(expected: "expected a string key after ','")
              context = .afterColon
              continue parsing
            }
            guard next == UInt8(ascii: "}") else {
              throw unexpected("expected ',' or '}' after an object member", at: pos)
            }
          } else {
            if next == UInt8(ascii: ",") {
              pos += 1
              context = .afterComma
              continue parsing
            }
            guard next == UInt8(ascii: "]") else {
              throw unexpected("expected ',' or ']' after an array element", at: pos)
            }
          }
          pos += 1
          stack.removeLast()
          tape.set((top >> 1) + 1, UInt32(truncatingIfNeeded: tape.count))
        }
        return
      }
    }

    /// Parses `"key" :` at `pos`.
    mutating func parseKey(expected: String) throws(JSONSyntaxError) {
      guard pos < bytes.count, bytes[pos] == UInt8(ascii: "\"") else {
        throw unexpected(expected, at: pos)
      }
      try scanString()
      skipWhitespace()
      guard pos < bytes.count, bytes[pos] == UInt8(ascii: ":") else {
        throw unexpected("expected ':' after an object key", at: pos)
      }
      pos += 1
    }

    /// Parses a string, number or literal at `pos`.
    mutating func parseScalar(_ context: ValueContext) throws(JSONSyntaxError) {
      let start = pos
      let byte = pos < bytes.count ? bytes[pos] : 0
      switch byte {
      case UInt8(ascii: "\""):
        try scanString()
        return
      case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
        try scanNumber()
        tape.append(JSONTape.word(start, .scalar))
        return
      case UInt8(ascii: "t") where matchLiteral("true"), UInt8(ascii: "f") where matchLiteral("false"),
        UInt8(ascii: "n") where matchLiteral("null"):
        tape.append(JSONTape.word(start, .scalar))
        return
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

    /// Skips spaces, tabs, carriage returns and line feeds; a line's indentation eight spaces at a time.
    @inline(__always)
    mutating func skipWhitespace() {
      while pos < bytes.count {
        let byte = bytes[pos]
        guard byte <= 0x20, byte == 0x20 || byte == 0x0A || byte == 0x09 || byte == 0x0D else { return }
        pos += 1
        if byte == 0x0A { skipSpaces() }
      }
    }

    /// Skips the spaces that indent a line, eight bytes at a time.
    @inline(__always)
    mutating func skipSpaces() {
      guard let base = UnsafeRawPointer(bytes.baseAddress) else { return }
      while pos + 8 <= bytes.count {
        // The bytes that are not spaces are the ones left non-zero; the first of them is the lowest.
        let others =
          UInt64(littleEndian: base.loadUnaligned(fromByteOffset: pos, as: UInt64.self))
          ^ 0x2020_2020_2020_2020
        guard others == 0 else {
          pos += others.trailingZeroBitCount >> 3
          return
        }
        pos += 8
      }
    }

    /// An error with `message` at `offset`.
    func fail(_ message: String, at offset: Int) -> JSONSyntaxError {
      var lines = LineCounter(bytes)
      return JSONSyntaxError(message: message, location: lines.location(at: offset))
    }
  }
}
