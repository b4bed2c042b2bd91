extension [UInt8] {
  /// Appends the UTF-8 of `text`, copied from its storage at once (appending `utf8` goes byte by byte).
  public mutating func appendUTF8(_ text: String) {
    var text = text
    text.withUTF8 { append(contentsOf: $0) }
  }

  /// Appends the decimal digits of `value` (after a minus sign when it is negative), the highest first:
  /// no digit is moved once written (reversing a slice of the list cost more than the digits).
  public mutating func appendDecimal(_ value: Int) {
    if value < 0 { append(UInt8(ascii: "-")) }
    let magnitude = value.magnitude
    var power: UInt = 1
    while magnitude / power >= 10 { power &*= 10 }
    repeat {
      append(UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: magnitude / power % 10))
      power /= 10
    } while power > 0
  }
}
