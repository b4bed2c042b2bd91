import Foundation

extension JSONParser.Cursor {
  /// The error "`expected`, found X" at `offset`, or an invalid UTF-8 error if the byte there is one.
  func unexpected(_ expected: String, at offset: Int) -> JSONSyntaxError {
    guard let found = describe(at: offset) else { return invalidUTF8Error(at: offset) }
    return fail("\(expected), found \(found)", at: offset)
  }

  /// How the character or word at `offset` reads in a message, or nil if it is invalid UTF-8.
  func describe(at offset: Int) -> String? {
    guard offset < bytes.count else { return "end of file" }
    let byte = bytes[offset]
    switch byte {
    case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"):
      // A whole word reads better than its first letter: "found 'NaN'".
      var end = offset
      while end < bytes.count, end - offset < 24, Self.isWordByte(bytes[end]) { end += 1 }
      let word = String(decoding: UnsafeBufferPointer(rebasing: bytes[offset..<end]), as: UTF8.self)
      let more = end < bytes.count && Self.isWordByte(bytes[end]) ? "..." : ""
      return "'\(word)\(more)'"
    case UInt8(ascii: "'"):
      return "\"'\" (strings use double quotes)"
    case UInt8(ascii: "/"):
      let next = offset + 1 < bytes.count ? bytes[offset + 1] : 0
      let isComment = next == UInt8(ascii: "/") || next == UInt8(ascii: "*")
      return isComment ? "'/' (comments are not allowed)" : "'/'"
    case 0x20..<0x7F:
      return "'\(Character(Unicode.Scalar(byte)))'"
    case 0..<0x80:
      return "U+\(Self.hex(UInt32(byte)))"
    default:
      let length = Self.scalarLength(in: bytes, at: offset)
      guard length > 0 else { return nil }
      let text = String(
        decoding: UnsafeBufferPointer(rebasing: bytes[offset..<(offset + length)]), as: UTF8.self)
      let value = text.unicodeScalars.first.map { $0.value } ?? 0
      return "'\(text)' (U+\(Self.hex(value)))"
    }
  }

  /// Whether `byte` can continue a word such as a literal: an ASCII letter, digit or underscore.
  static func isWordByte(_ byte: UInt8) -> Bool {
    switch byte {
    case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
      UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "_"):
      return true
    default:
      return false
    }
  }
}
