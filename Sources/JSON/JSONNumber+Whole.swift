/// What a number's literal is as a whole number, read from its digits exactly, whatever its notation.
public enum WholeNumber: Equatable, Sendable {
  /// A whole number that fits an `Int` (`3`, `3.0`, `1e0`, `30e-1`, `-0`).
  case whole(Int)
  /// A whole number too large for any `Int` (`1e400`, twenty nines).
  case tooLarge
  /// A number with a fraction (`1.5`, `1e-1`).
  case fraction
}

extension JSONNumber {
  /// The number as a whole number: JSON has one kind of number, so `1e0` and `1.0` are the whole number 1,
  /// as JSON Schema's `integer` counts them.
  public var whole: WholeNumber {
    if let int { return .whole(int) }
    return Self.whole(literal)
  }

  /// `literal` read as a whole number, exactly: every digit after the point (moved by the exponent) must be 0.
  static func whole(_ literal: String) -> WholeNumber {
    var bytes = Substring(literal).utf8[...]
    let negative = bytes.first == UInt8(ascii: "-")
    if negative { bytes = bytes.dropFirst() }
    let mark = bytes.firstIndex { $0 == UInt8(ascii: "e") || $0 == UInt8(ascii: "E") }
    let mantissa = mark.map { bytes[..<$0] } ?? bytes
    var exponent = 0
    if let mark {
      var digits = bytes[bytes.index(after: mark)...]
      let down = digits.first == UInt8(ascii: "-")
      if down || digits.first == UInt8(ascii: "+") { digits = digits.dropFirst() }
      for byte in digits {
        // Past a million the number is far outside every range: keep the exponent from overflowing.
        exponent = min(exponent * 10 + Int(byte &- UInt8(ascii: "0")), 1_000_000_000)
      }
      if down { exponent = -exponent }
    }
    var digits: [UInt8] = []
    var point = 0
    for byte in mantissa {
      if byte == UInt8(ascii: ".") {
        point = digits.count
        continue
      }
      digits.append(byte &- UInt8(ascii: "0"))
    }
    if !mantissa.contains(UInt8(ascii: ".")) { point = digits.count }
    // The digits before `point` are the whole part; leading zeros count for nothing.
    point += exponent
    let first = digits.firstIndex { $0 != 0 }
    guard let first else { return .whole(0) }
    guard digits.lastIndex(where: { $0 != 0 }).map({ $0 < point }) ?? true else { return .fraction }
    guard point - first <= 19 else { return .tooLarge }
    var value = 0
    for index in first..<point {
      let (shifted, over) = value.multipliedReportingOverflow(by: 10)
      let (sum, overAgain) = shifted.addingReportingOverflow(index < digits.count ? Int(digits[index]) : 0)
      guard !over, !overAgain else { return .tooLarge }
      value = sum
    }
    return .whole(negative ? -value : value)
  }
}
