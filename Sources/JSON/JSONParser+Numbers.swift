import Foundation

extension JSONParser.Cursor {
  /// Checks the number at `pos` and moves past it.
  mutating func scanNumber() throws(JSONSyntaxError) { _ = try parseNumber() }

  /// Parses the number at `pos`: `-? (0 | [1-9][0-9]*) (. [0-9]+)? ([eE] [+-]? [0-9]+)?`.
  mutating func parseNumber() throws(JSONSyntaxError) -> JSONNumber {
    let start = pos
    let negative = bytes[pos] == UInt8(ascii: "-")
    if negative { pos += 1 }
    guard pos < bytes.count, Self.isDigit(bytes[pos]) else {
      throw unexpected("expected a digit after '-'", at: pos)
    }
    // Accumulate integers as they are scanned (towards negative for "-" so Int.min fits).
    var integer = 0
    var fitsInt = true
    if bytes[pos] == UInt8(ascii: "0") {
      pos += 1
      if pos < bytes.count, Self.isDigit(bytes[pos]) {
        throw fail("leading zeros are not allowed in numbers", at: pos - 1)
      }
    } else {
      while pos < bytes.count, Self.isDigit(bytes[pos]) {
        if fitsInt {
          let digit = Int(bytes[pos] - UInt8(ascii: "0"))
          let (shifted, overflow1) = integer.multipliedReportingOverflow(by: 10)
          let (next, overflow2) =
            negative ? shifted.subtractingReportingOverflow(digit) : shifted.addingReportingOverflow(digit)
          integer = next
          fitsInt = !overflow1 && !overflow2
        }
        pos += 1
      }
    }
    var isInteger = true
    if pos < bytes.count, bytes[pos] == UInt8(ascii: ".") {
      isInteger = false
      pos += 1
      try skipDigits(expected: "expected a digit after the decimal point")
    }
    if pos < bytes.count, bytes[pos] == UInt8(ascii: "e") || bytes[pos] == UInt8(ascii: "E") {
      isInteger = false
      pos += 1
      if pos < bytes.count, bytes[pos] == UInt8(ascii: "+") || bytes[pos] == UInt8(ascii: "-") {
        pos += 1
      }
      try skipDigits(expected: "expected a digit in the exponent")
    }
    let literal = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<pos]), as: UTF8.self)
    if isInteger && fitsInt {
      // Int to Double rounds to nearest, exactly like converting the decimal literal.
      let double = negative && integer == 0 ? -0.0 : Double(integer)
      return JSONNumber(literal: literal, double: double, int: integer)
    }
    // The standard library's conversion is correctly rounded and gives ±infinity on overflow.
    let double = Double(literal) ?? (negative ? -Double.infinity : Double.infinity)
    return JSONNumber(literal: literal, double: double, int: nil)
  }

  /// Skips one or more digits, or throws `expected` if there is none at `pos`.
  private mutating func skipDigits(expected: String) throws(JSONSyntaxError) {
    guard pos < bytes.count, Self.isDigit(bytes[pos]) else { throw unexpected(expected, at: pos) }
    repeat { pos += 1 } while pos < bytes.count && Self.isDigit(bytes[pos])
  }

  /// Whether `byte` is an ASCII digit.
  static func isDigit(_ byte: UInt8) -> Bool {
    byte &- UInt8(ascii: "0") < 10
  }
}
