import Foundation

extension JSONParser.Cursor {
  /// Parses the string whose opening quote is at `pos`, leaving `pos` after the closing quote.
  mutating func parseString() throws(JSONSyntaxError) -> String {
    let quote = pos
    pos += 1
    let contentStart = pos
    // Fast path: no escapes, so the string is a validated slice of the input.
    while pos < bytes.count {
      let byte = bytes[pos]
      if byte == UInt8(ascii: "\"") {
        let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[contentStart..<pos]), as: UTF8.self)
        pos += 1
        return text
      } else if byte == UInt8(ascii: "\\") {
        return try parseEscapedString(quote: quote, contentStart: contentStart)
      } else if byte < 0x20 {
        throw controlCharacterError(byte)
      } else if byte < 0x80 {
        pos += 1
      } else {
        pos += try validScalarLength()
      }
    }
    throw fail("unterminated string", at: quote)
  }

  /// Continues a string at its first backslash, decoding escapes into a byte buffer.
  private mutating func parseEscapedString(quote: Int, contentStart: Int) throws(JSONSyntaxError) -> String {
    var buffer: [UInt8] = []
    buffer.reserveCapacity(pos - contentStart + 32)
    var runStart = contentStart
    while pos < bytes.count {
      let byte = bytes[pos]
      if byte == UInt8(ascii: "\"") {
        buffer.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[runStart..<pos]))
        pos += 1
        return String(decoding: buffer, as: UTF8.self)
      } else if byte == UInt8(ascii: "\\") {
        buffer.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[runStart..<pos]))
        try appendEscape(to: &buffer, quote: quote)
        runStart = pos
      } else if byte < 0x20 {
        throw controlCharacterError(byte)
      } else if byte < 0x80 {
        pos += 1
      } else {
        pos += try validScalarLength()
      }
    }
    throw fail("unterminated string", at: quote)
  }

  /// Decodes the escape whose backslash is at `pos` and appends its UTF-8 to `buffer`.
  private mutating func appendEscape(to buffer: inout [UInt8], quote: Int) throws(JSONSyntaxError) {
    let backslash = pos
    guard pos + 1 < bytes.count else { throw fail("unterminated string", at: quote) }
    let escaped = bytes[pos + 1]
    pos += 2
    switch escaped {
    case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): buffer.append(escaped)
    case UInt8(ascii: "b"): buffer.append(0x08)
    case UInt8(ascii: "f"): buffer.append(0x0C)
    case UInt8(ascii: "n"): buffer.append(0x0A)
    case UInt8(ascii: "r"): buffer.append(0x0D)
    case UInt8(ascii: "t"): buffer.append(0x09)
    case UInt8(ascii: "u"):
      let unit = try readHex4(quote: quote)
      var scalar = unit
      if (0xDC00...0xDFFF).contains(unit) {
        throw fail(
          "lone utf-16 surrogate '\\u\(Self.hex(unit))' in a string (a low surrogate must follow a high one)",
          at: backslash)
      }
      if (0xD800...0xDBFF).contains(unit) {
        let low: UInt32
        if pos + 1 < bytes.count, bytes[pos] == UInt8(ascii: "\\"), bytes[pos + 1] == UInt8(ascii: "u") {
          pos += 2
          low = try readHex4(quote: quote)
        } else {
          low = 0
        }
        guard (0xDC00...0xDFFF).contains(low) else {
          let expected = "expected a low surrogate '\\uDC00'-'\\uDFFF' after it"
          throw fail("lone utf-16 surrogate '\\u\(Self.hex(unit))' in a string (\(expected))", at: backslash)
        }
        scalar = 0x10000 + ((unit - 0xD800) << 10) + (low - 0xDC00)
      }
      Self.appendUTF8(scalar, to: &buffer)
    default:
      if escaped >= 0x21, escaped < 0x7F {
        throw fail("invalid escape '\\\(Character(Unicode.Scalar(escaped)))'", at: backslash)
      }
      guard let found = describe(at: pos - 1) else { throw invalidUTF8Error(at: pos - 1) }
      throw fail("invalid escape '\\' followed by \(found)", at: backslash)
    }
  }

  /// Reads the four hex digits of a `\u` escape at `pos`.
  private mutating func readHex4(quote: Int) throws(JSONSyntaxError) -> UInt32 {
    var value: UInt32 = 0
    for _ in 0..<4 {
      guard pos < bytes.count else { throw fail("unterminated string", at: quote) }
      let byte = bytes[pos]
      let digit: UInt8
      switch byte {
      case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = byte - UInt8(ascii: "0")
      case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = byte - UInt8(ascii: "a") + 10
      case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = byte - UInt8(ascii: "A") + 10
      default: throw unexpected("expected 4 hex digits after '\\u'", at: pos)
      }
      value = value << 4 | UInt32(digit)
      pos += 1
    }
    return value
  }

  /// The error for an unescaped control character at `pos`.
  private mutating func controlCharacterError(_ byte: UInt8) -> JSONSyntaxError {
    fail("control character U+\(Self.hex(UInt32(byte))) must be escaped in a string", at: pos)
  }

  /// The length of the valid multi-byte UTF-8 sequence at `pos`, or an error at its first byte.
  private mutating func validScalarLength() throws(JSONSyntaxError) -> Int {
    let length = Self.scalarLength(in: bytes, at: pos)
    guard length > 0 else { throw invalidUTF8Error(at: pos) }
    return length
  }

  /// The error for the invalid UTF-8 sequence at `offset`.
  mutating func invalidUTF8Error(at offset: Int) -> JSONSyntaxError {
    let byte = bytes[offset]
    if byte < 0xC2 || byte > 0xF4 {
      return fail("invalid utf-8 byte 0x\(Self.hex(UInt32(byte), width: 2))", at: offset)
    }
    return fail("invalid utf-8 sequence starting with byte 0x\(Self.hex(UInt32(byte), width: 2))", at: offset)
  }

  /// The length of the valid UTF-8 sequence at `offset` (a non-ASCII lead byte), or 0 if it is invalid.
  static func scalarLength(in bytes: UnsafeBufferPointer<UInt8>, at offset: Int) -> Int {
    let lead = bytes[offset]
    let length: Int
    var secondRange: ClosedRange<UInt8> = 0x80...0xBF
    switch lead {
    case 0xC2...0xDF: length = 2
    case 0xE0:
      length = 3
      secondRange = 0xA0...0xBF
    case 0xED:
      length = 3
      secondRange = 0x80...0x9F
    case 0xE1...0xEF: length = 3
    case 0xF0:
      length = 4
      secondRange = 0x90...0xBF
    case 0xF4:
      length = 4
      secondRange = 0x80...0x8F
    case 0xF1...0xF3: length = 4
    default: return 0
    }
    guard offset + length <= bytes.count, secondRange.contains(bytes[offset + 1]) else { return 0 }
    for index in (offset + 2)..<(offset + length) where bytes[index] & 0xC0 != 0x80 {
      return 0
    }
    return length
  }

  /// Appends the UTF-8 encoding of a Unicode scalar value (never a surrogate) to `buffer`.
  static func appendUTF8(_ scalar: UInt32, to buffer: inout [UInt8]) {
    switch scalar {
    case 0..<0x80:
      buffer.append(UInt8(scalar))
    case 0x80..<0x800:
      buffer.append(UInt8(0xC0 | scalar >> 6))
      buffer.append(UInt8(0x80 | scalar & 0x3F))
    case 0x800..<0x10000:
      buffer.append(UInt8(0xE0 | scalar >> 12))
      buffer.append(UInt8(0x80 | scalar >> 6 & 0x3F))
      buffer.append(UInt8(0x80 | scalar & 0x3F))
    default:
      buffer.append(UInt8(0xF0 | scalar >> 18))
      buffer.append(UInt8(0x80 | scalar >> 12 & 0x3F))
      buffer.append(UInt8(0x80 | scalar >> 6 & 0x3F))
      buffer.append(UInt8(0x80 | scalar & 0x3F))
    }
  }

  /// `value` in uppercase hex, zero-padded to `width` digits.
  static func hex(_ value: UInt32, width: Int = 4) -> String {
    let digits = String(value, radix: 16, uppercase: true)
    return String(repeating: "0", count: max(0, width - digits.count)) + digits
  }
}
