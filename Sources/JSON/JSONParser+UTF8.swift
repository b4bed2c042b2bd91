import Foundation

extension JSONParser.Cursor {
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
