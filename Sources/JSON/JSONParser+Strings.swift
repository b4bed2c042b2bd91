import Foundation

extension JSONParser.Cursor {
  /// Checks the string whose opening quote is at `pos` and writes its word, leaving `pos` after the
  /// closing quote.
  mutating func scanString() throws(JSONSyntaxError) {
    let quote = pos
    pos += 1
    var plain = true
    while true {
      skipOrdinaryBytes()
      guard pos < bytes.count else { break }
      let byte = bytes[pos]
      if byte == UInt8(ascii: "\"") {
        pos += 1
        tape.append(JSONTape.word(quote, plain ? .plainString : .string))
        return
      } else if byte == UInt8(ascii: "\\") {
        plain = false
        _ = try escape(quote: quote)
      } else if byte < 0x20 {
        throw controlCharacterError(byte)
      } else if byte < 0x7F {
        pos += 1
      } else if byte == 0x7F {
        plain = false
        pos += 1
      } else {
        plain = false
        pos += try validScalarLength()
      }
    }
    throw fail("unterminated string", at: quote)
  }

  /// Moves `pos` over printable ASCII other than a quote or a backslash, eight bytes at a time, stopping
  /// at most seven bytes before the end of the input (the byte loop does the rest).
  @inline(__always)
  private mutating func skipOrdinaryBytes() {
    guard let base = UnsafeRawPointer(bytes.baseAddress) else { return }
    while pos + 8 <= bytes.count {
      let special = Self.specialBytes(
        UInt64(littleEndian: base.loadUnaligned(fromByteOffset: pos, as: UInt64.self)))
      guard special == 0 else {
        // The lowest flag is exact: a false flag only ever sits above a true one.
        pos += special.trailingZeroBitCount >> 3
        return
      }
      pos += 8
    }
  }

  /// The high bit of each byte of `word` (first byte lowest) that a string cannot simply go on over: a
  /// quote, a backslash, a control character, DEL or a byte of a multi-byte character.
  @inline(__always)
  static func specialBytes(_ word: UInt64) -> UInt64 {
    let ones: UInt64 = 0x0101_0101_0101_0101
    let high: UInt64 = 0x8080_8080_8080_8080
    let quote = word ^ (ones &* 0x22)
    let backslash = word ^ (ones &* 0x5C)
    // A byte of `x` is zero, or below `n`: (x - n) & ~x has its high bit.
    let quotes = (quote &- ones) & ~quote & high
    let backslashes = (backslash &- ones) & ~backslash & high
    let controls = (word &- ones &* 0x20) & ~word & high
    // (byte & 0x7F) + 1 reaches the high bit only for 0x7F; the byte's own high bit flags the rest.
    let upper = (((word & ~high) &+ ones) | word) & high
    return quotes | backslashes | controls | upper
  }

  /// Decodes the string whose opening quote is at `pos`, which the parser has checked.
  mutating func decodeString() -> String {
    pos += 1
    let contentStart = pos
    while pos < bytes.count {
      let byte = bytes[pos]
      if byte == UInt8(ascii: "\"") {
        return String(checkedUTF8: UnsafeBufferPointer(rebasing: bytes[contentStart..<pos]))
      } else if byte == UInt8(ascii: "\\") {
        return decodeEscapedString(contentStart: contentStart)
      }
      pos += 1
    }
    return String(checkedUTF8: UnsafeBufferPointer(rebasing: bytes[contentStart..<pos]))
  }

  /// Continues decoding a checked string at its first backslash, into a byte buffer.
  private mutating func decodeEscapedString(contentStart: Int) -> String {
    var buffer: [UInt8] = []
    buffer.reserveCapacity(pos - contentStart + 32)
    var runStart = contentStart
    while pos < bytes.count {
      let byte = bytes[pos]
      if byte == UInt8(ascii: "\"") {
        break
      } else if byte == UInt8(ascii: "\\") {
        buffer.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[runStart..<pos]))
        // The parser checked every escape, so this never fails; if it did, the text would end here.
        guard let scalar = try? escape(quote: contentStart - 1) else {
          return String(decoding: buffer, as: UTF8.self)
        }
        Self.appendUTF8(scalar, to: &buffer)
        runStart = pos
      } else {
        pos += 1
      }
    }
    buffer.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[runStart..<pos]))
    return String(decoding: buffer, as: UTF8.self)
  }

  /// Reads the escape whose backslash is at `pos` and returns the Unicode scalar it stands for.
  private mutating func escape(quote: Int) throws(JSONSyntaxError) -> UInt32 {
    let backslash = pos
    guard pos + 1 < bytes.count else { throw fail("unterminated string", at: quote) }
    let escaped = bytes[pos + 1]
    pos += 2
    switch escaped {
    case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): return UInt32(escaped)
    case UInt8(ascii: "b"): return 0x08
    case UInt8(ascii: "f"): return 0x0C
    case UInt8(ascii: "n"): return 0x0A
    case UInt8(ascii: "r"): return 0x0D
    case UInt8(ascii: "t"): return 0x09
    case UInt8(ascii: "u"):
      let unit = try readHex4(quote: quote)
      if (0xDC00...0xDFFF).contains(unit) {
        throw fail(
          "lone utf-16 surrogate '\\u\(Self.hex(unit))' in a string (a low surrogate must follow a high one)",
          at: backslash)
      }
      guard (0xD800...0xDBFF).contains(unit) else { return unit }
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
      return 0x10000 + ((unit - 0xD800) << 10) + (low - 0xDC00)
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
  private func controlCharacterError(_ byte: UInt8) -> JSONSyntaxError {
    fail("control character U+\(Self.hex(UInt32(byte))) must be escaped in a string", at: pos)
  }

  /// The length of the valid multi-byte UTF-8 sequence at `pos`, or an error at its first byte.
  private func validScalarLength() throws(JSONSyntaxError) -> Int {
    let length = Self.scalarLength(in: bytes, at: pos)
    guard length > 0 else { throw invalidUTF8Error(at: pos) }
    return length
  }

  /// The error for the invalid UTF-8 sequence at `offset`.
  func invalidUTF8Error(at offset: Int) -> JSONSyntaxError {
    let byte = bytes[offset]
    if byte < 0xC2 || byte > 0xF4 {
      return fail("invalid utf-8 byte 0x\(Self.hex(UInt32(byte), width: 2))", at: offset)
    }
    return fail("invalid utf-8 sequence starting with byte 0x\(Self.hex(UInt32(byte), width: 2))", at: offset)
  }
}
