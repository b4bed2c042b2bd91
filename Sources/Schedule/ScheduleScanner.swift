import Foundation

/// Why a line is not JSON: what was expected and found, and the 1-based byte column where, unless
/// the line ended.
struct ScheduleSyntaxError: Error {
  let message: String
  let column: Int?

  var description: String { column.map { "\(message) at column \($0)" } ?? message }
}

/// A strict JSON tokenizer over one line's bytes, for `lingo schedule`'s fast path: values are
/// located and checked, not built; strings are kept as ranges of the line.
struct ScheduleScanner {
  let bytes: UnsafeBufferPointer<UInt8>
  var index = 0

  init(_ bytes: UnsafeBufferPointer<UInt8>) { self.bytes = bytes }

  var atEnd: Bool { index >= bytes.count }

  /// The next byte after any whitespace, not consumed; nil at the end.
  mutating func peek() -> UInt8? {
    while index < bytes.count {
      switch bytes[index] {
      case 0x20, 0x09, 0x0A, 0x0D: index += 1
      default: return bytes[index]
      }
    }
    return nil
  }

  /// Consumes `byte` after whitespace if it is next.
  mutating func take(_ byte: UInt8) -> Bool {
    guard peek() == byte else { return false }
    index += 1
    return true
  }

  mutating func expect(_ byte: UInt8) throws(ScheduleSyntaxError) {
    guard take(byte) else { throw failure("expected '\(Character(Unicode.Scalar(byte)))'") }
  }

  func failure(_ expected: String) -> ScheduleSyntaxError {
    guard index < bytes.count else {
      return ScheduleSyntaxError(message: "\(expected), found the end of the line", column: nil)
    }
    let byte = bytes[index]
    let found = byte >= 0x20 && byte < 0x7F ? "'\(Character(Unicode.Scalar(byte)))'" : "byte \(byte)"
    return ScheduleSyntaxError(message: "\(expected), found \(found)", column: index + 1)
  }

  /// A string token, quotes included, and whether it has escapes.
  mutating func string() throws(ScheduleSyntaxError) -> (token: Range<Int>, escaped: Bool) {
    guard peek() == UInt8(ascii: "\"") else { throw failure("expected a string") }
    let start = index
    index += 1
    var escaped = false
    while index < bytes.count {
      let byte = bytes[index]
      index += 1
      switch byte {
      case UInt8(ascii: "\""): return (start..<index, escaped)
      case UInt8(ascii: "\\"):
        escaped = true
        guard index < bytes.count else { break }
        let escape = bytes[index]
        index += 1
        if escape == UInt8(ascii: "u") {
          for _ in 0..<4 {
            guard index < bytes.count, isHexDigit(bytes[index]) else {
              throw failure("expected four hex digits after \\u")
            }
            index += 1
          }
        } else if !"\"\\/bfnrt".utf8.contains(escape) {
          index -= 1
          throw failure("expected an escape")
        }
      case 0..<0x20:
        index -= 1
        throw failure("expected a control character to be escaped")
      default: continue
      }
    }
    throw failure("expected the string to end")
  }

  /// A number token per JSON's grammar.
  mutating func number() throws(ScheduleSyntaxError) -> Range<Int> {
    _ = peek()
    let start = index
    _ = skip(UInt8(ascii: "-"))
    if skip(UInt8(ascii: "0")) {
    } else if digits() == 0 {
      throw failure("expected a value")
    }
    if skip(UInt8(ascii: ".")), digits() == 0 { throw failure("expected a digit") }
    if skip(UInt8(ascii: "e")) || skip(UInt8(ascii: "E")) {
      _ = skip(UInt8(ascii: "+")) || skip(UInt8(ascii: "-"))
      if digits() == 0 { throw failure("expected a digit") }
    }
    return start..<index
  }

  /// Skips any value, checking it; returns the first byte of its token.
  @discardableResult
  mutating func skipValue(depth: Int = 0) throws(ScheduleSyntaxError) -> UInt8 {
    guard depth < 256 else { throw failure("nesting too deep") }
    guard let first = peek() else { throw failure("expected a value") }
    switch first {
    case UInt8(ascii: "\""): _ = try string()
    case UInt8(ascii: "{"):
      index += 1
      if take(UInt8(ascii: "}")) { break }
      repeat {
        _ = try string()
        try expect(UInt8(ascii: ":"))
        try skipValue(depth: depth + 1)
      } while take(UInt8(ascii: ","))
      try expect(UInt8(ascii: "}"))
    case UInt8(ascii: "["):
      index += 1
      if take(UInt8(ascii: "]")) { break }
      repeat { try skipValue(depth: depth + 1) } while take(UInt8(ascii: ","))
      try expect(UInt8(ascii: "]"))
    case UInt8(ascii: "t"): try literal("true")
    case UInt8(ascii: "f"): try literal("false")
    case UInt8(ascii: "n"): try literal("null")
    default: _ = try number()
    }
    return first
  }

  /// Whether the bytes of `range` are exactly `text`.
  func matches(_ range: Range<Int>, _ text: StaticString) -> Bool {
    guard range.count == text.utf8CodeUnitCount else { return false }
    let expected = UnsafeBufferPointer(start: text.utf8Start, count: text.utf8CodeUnitCount)
    for (offset, byte) in expected.enumerated() where bytes[range.lowerBound + offset] != byte {
      return false
    }
    return true
  }

  private mutating func literal(_ word: StaticString) throws(ScheduleSyntaxError) {
    let range = index..<min(index + word.utf8CodeUnitCount, bytes.count)
    guard matches(range, word) else { throw failure("expected a value") }
    index = range.upperBound
  }

  /// Consumes `byte` if it is right at the cursor.
  mutating func skip(_ byte: UInt8) -> Bool {
    guard index < bytes.count, bytes[index] == byte else { return false }
    index += 1
    return true
  }

  private mutating func digits() -> Int {
    let start = index
    while index < bytes.count, bytes[index] &- UInt8(ascii: "0") < 10 { index += 1 }
    return index - start
  }

  private func isHexDigit(_ byte: UInt8) -> Bool {
    byte &- UInt8(ascii: "0") < 10 || (byte | 0x20) &- UInt8(ascii: "a") < 6
  }
}
