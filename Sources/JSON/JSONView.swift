import Foundation

/// A parsed document's bytes and tape, read in place: a value is the index of its first word on the tape.
///
/// Valid only inside `JSONDocument.withView`, which keeps the bytes and the tape alive.
public struct JSONView {
  public let bytes: UnsafeBufferPointer<UInt8>
  public let tape: UnsafeBufferPointer<UInt32>

  @inlinable
  init(bytes: UnsafeBufferPointer<UInt8>, tape: UnsafeBufferPointer<UInt32>) {
    self.bytes = bytes
    self.tape = tape
  }

  /// The document's top-level value.
  @inlinable public var root: Int { 0 }

  /// The byte offset of the value's first character.
  @inlinable @inline(__always)
  public func offset(_ value: Int) -> Int { Int(tape[value] & JSONTape.offsetMask) }

  @inlinable @inline(__always)
  public func kind(_ value: Int) -> JSONTape.Kind {
    switch tape[value] >> 30 {
    case 0: .container
    case 1: .plainString
    case 2: .string
    default: .scalar
    }
  }

  /// The value's first byte: `{`, `[`, `"`, `t`, `f`, `n`, `-` or a digit.
  @inlinable @inline(__always)
  public func firstByte(_ value: Int) -> UInt8 { bytes[offset(value)] }

  /// The index just after the value and everything in it: its next sibling's.
  @inlinable @inline(__always)
  public func next(_ value: Int) -> Int {
    tape[value] >> 30 == JSONTape.Kind.container.rawValue ? Int(tape[value + 1]) : value + 1
  }

  /// The value's JSON type.
  @inlinable
  public func type(_ value: Int) -> JSONType {
    switch kind(value) {
    case .plainString, .string: return .string
    case .container: return firstByte(value) == UInt8(ascii: "{") ? .object : .array
    case .scalar:
      switch firstByte(value) {
      case UInt8(ascii: "t"), UInt8(ascii: "f"): return .boolean
      case UInt8(ascii: "n"): return .null
      default: return .number
      }
    }
  }

  @inlinable
  public func isObject(_ value: Int) -> Bool {
    kind(value) == .container && firstByte(value) == UInt8(ascii: "{")
  }

  @inlinable
  public func isArray(_ value: Int) -> Bool {
    kind(value) == .container && firstByte(value) == UInt8(ascii: "[")
  }

  @inlinable
  public func isString(_ value: Int) -> Bool { kind(value) == .plainString || kind(value) == .string }

  /// The text of a string value, escapes decoded; nil for another type.
  public func string(_ value: Int) -> String? {
    switch kind(value) {
    case .plainString:
      // No escapes, so the first quote after the opening one closes it.
      let start = offset(value) + 1
      let end = closingQuote(after: start)
      return String(checkedUTF8: UnsafeBufferPointer(rebasing: bytes[start..<end]))
    case .string:
      var cursor = JSONParser.Cursor(bytes: bytes, maxDepth: 0)
      cursor.pos = offset(value)
      return cursor.decodeString()
    case .container, .scalar:
      return nil
    }
  }

  /// Whether a string value is empty.
  @inlinable
  public func isEmptyString(_ value: Int) -> Bool {
    isString(value) && bytes[offset(value) + 1] == UInt8(ascii: "\"")
  }

  /// Whether a string value's text is `text`, as `String`'s `==` decides (canonical equivalence).
  @inlinable
  public func string(_ value: Int, equals text: String) -> Bool {
    withText(text) { $0.matches(value) }
  }

  /// Runs `body` with a matcher of the string values whose text is `text`, for comparing many.
  @inlinable
  public func withText<Result>(_ text: String, _ body: (TextMatcher) -> Result) -> Result {
    var contiguous = text
    return contiguous.withUTF8 { body(TextMatcher(view: self, text: text, utf8: $0)) }
  }

  /// Whether two string values have the same text, as `String`'s `==` decides.
  public func string(_ value: Int, equalsStringAt other: Int) -> Bool {
    guard kind(value) == .plainString, kind(other) == .plainString else {
      return string(value) == string(other)
    }
    // Two ASCII strings are canonically equivalent only when they are the same bytes: compared eight at a
    // time up to the first quote (a plain string's first quote closes it).
    var a = offset(value) + 1
    var b = offset(other) + 1
    // Most keys compared differ at once.
    guard a < bytes.count, b < bytes.count, bytes[a] == bytes[b] else { return false }
    if let base = UnsafeRawPointer(bytes.baseAddress) {
      let ones: UInt64 = 0x0101_0101_0101_0101
      while a + 8 <= bytes.count, b + 8 <= bytes.count {
        let wordA = UInt64(littleEndian: base.loadUnaligned(fromByteOffset: a, as: UInt64.self))
        let wordB = UInt64(littleEndian: base.loadUnaligned(fromByteOffset: b, as: UInt64.self))
        let quote = wordA ^ (ones &* 0x22)
        // The lowest flag is exact: a false flag only ever sits above a true one.
        let quotes = (quote &- ones) & ~quote & 0x8080_8080_8080_8080
        let differences = wordA ^ wordB
        guard quotes == 0 else {
          // Equal when no byte differs up to and including the first quote.
          let through = quotes.trailingZeroBitCount | 7
          return through == 63 ? differences == 0 : differences & ((1 << (through + 1)) - 1) == 0
        }
        guard differences == 0 else { return false }
        a += 8
        b += 8
      }
    }
    while a < bytes.count, b < bytes.count, bytes[a] == bytes[b] {
      if bytes[a] == UInt8(ascii: "\"") { return true }
      a += 1
      b += 1
    }
    return false
  }

  /// The number a number value holds; nil for another type.
  public func number(_ value: Int) -> JSONNumber? {
    guard type(value) == .number else { return nil }
    var cursor = JSONParser.Cursor(bytes: bytes, maxDepth: 0)
    cursor.pos = offset(value)
    return try? cursor.parseNumber()
  }

  /// The value of `true` or `false`; nil for another type.
  @inlinable
  public func bool(_ value: Int) -> Bool? {
    guard type(value) == .boolean else { return nil }
    return firstByte(value) == UInt8(ascii: "t")
  }

  /// The offset of the first `"` at or after `start` (strings are short: eight bytes at a time beats
  /// `memchr`), or the end of the bytes.
  private func closingQuote(after start: Int) -> Int {
    var end = start
    if let base = UnsafeRawPointer(bytes.baseAddress) {
      let ones: UInt64 = 0x0101_0101_0101_0101
      while end + 8 <= bytes.count {
        let quote =
          UInt64(littleEndian: base.loadUnaligned(fromByteOffset: end, as: UInt64.self)) ^ (ones &* 0x22)
        // The lowest flag is exact: a false flag only ever sits above a true one.
        let quotes = (quote &- ones) & ~quote & 0x8080_8080_8080_8080
        if quotes != 0 { return end + quotes.trailingZeroBitCount >> 3 }
        end += 8
      }
    }
    while end < bytes.count, bytes[end] != UInt8(ascii: "\"") { end += 1 }
    return end
  }
}

/// The six types of JSON values.
public enum JSONType: Sendable {
  case null, boolean, number, string, array, object

  /// The type's name: "null", "boolean", "number", "string", "array" or "object".
  public var name: String {
    switch self {
    case .null: "null"
    case .boolean: "boolean"
    case .number: "number"
    case .string: "string"
    case .array: "array"
    case .object: "object"
    }
  }
}

/// Compares string values with one text, as `String`'s `==` does, comparing bytes where that is the same.
public struct TextMatcher {
  public let view: JSONView
  public let text: String
  public let utf8: UnsafeBufferPointer<UInt8>
  /// Whether the text is ASCII: an ASCII text is canonically equivalent only to the same bytes.
  @usableFromInline let isASCII: Bool
  /// Whether the text could be a plain string's (printable ASCII, no quote or backslash).
  @usableFromInline let isPlain: Bool

  @inlinable
  init(view: JSONView, text: String, utf8: UnsafeBufferPointer<UInt8>) {
    self.view = view
    self.text = text
    self.utf8 = utf8
    var isASCII = true
    var isPlain = true
    for byte in utf8 {
      if byte >= 0x80 { isASCII = false }
      if byte < 0x20 || byte >= 0x7F || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") {
        isPlain = false
      }
    }
    self.isASCII = isASCII
    self.isPlain = isPlain
  }

  /// Whether the string value at `value` has the text.
  @inlinable
  public func matches(_ value: Int) -> Bool {
    guard isASCII, view.kind(value) == .plainString else { return view.string(value) == text }
    guard isPlain else { return false }
    let bytes = view.bytes
    let start = view.offset(value) + 1
    let end = start + utf8.count
    guard end < bytes.count, bytes[end] == UInt8(ascii: "\"") else { return false }
    for index in 0..<utf8.count where bytes[start + index] != utf8[index] {
      return false
    }
    return true
  }
}

extension JSONView {
  /// The first Unicode scalar of a string value's text that `isMatch` accepts, read from the bytes without
  /// decoding the string unless it has escapes; nil for none (or another type).
  @inlinable
  public func firstScalar(in value: Int, where isMatch: (Unicode.Scalar) -> Bool) -> Unicode.Scalar? {
    guard isString(value) else { return nil }
    var index = offset(value) + 1
    while index < bytes.count {
      let lead = bytes[index]
      if lead == UInt8(ascii: "\"") { return nil }
      if lead == UInt8(ascii: "\\") { return string(value)?.unicodeScalars.first(where: isMatch) }
      // The parser checked the UTF-8: the lead byte says how long the sequence is.
      let (length, bits): (Int, UInt32) =
        switch lead {
        case 0..<0x80: (1, UInt32(lead))
        case 0xC0..<0xE0: (2, UInt32(lead & 0x1F))
        case 0xE0..<0xF0: (3, UInt32(lead & 0x0F))
        default: (4, UInt32(lead & 0x07))
        }
      guard index + length <= bytes.count else { return nil }
      var scalar = bits
      for continuation in 1..<Swift.max(length, 1) {
        scalar = scalar << 6 | UInt32(bytes[index + continuation] & 0x3F)
      }
      if let found = Unicode.Scalar(scalar), isMatch(found) { return found }
      index += length
    }
    return nil
  }
}
