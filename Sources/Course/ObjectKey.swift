import JSON

/// A key an `ObjectReader` is asked for: a literal of the decoder's, compared with a plain key byte for byte,
/// or a text read from the file, compared as `String`'s `==` does.
enum ObjectKey: ExpressibleByStringLiteral {
  case literal(StaticString)
  case text(String)
  /// The literal key of slot `slot` of a `KeySchema`, found in the slots of a reader made with the schema.
  case slotted(Int, StaticString)

  init(stringLiteral literal: StaticString) { self = .literal(literal) }

  /// The key's text.
  var text: String {
    switch self {
    case .literal(let literal), .slotted(_, let literal): literal.description
    case .text(let text): text
    }
  }

  /// The value of the last member of `object` with this key, setting the bit of every member (of the first
  /// 64) with this key in `matched`; a literal's pattern is kept in `patterns` for the next object.
  func lastValue(
    in object: Int, of view: JSONView, matched: inout UInt64, patterns: DecoderTrail? = nil
  ) -> Int? {
    switch self {
    case .literal(let literal) where literal.hasPointerRepresentation && literal.isASCII,
      .slotted(_, let literal) where literal.hasPointerRepresentation && literal.isASCII:
      return lastValue(ascii: literal, in: object, of: view, matched: &matched, patterns: patterns)
    case .literal, .slotted, .text:
      let text = text
      return lastValue(in: object, of: view, matched: &matched) { view.string($0) == text }
    }
  }

  /// `lastValue` for an ASCII literal.
  private func lastValue(
    ascii literal: StaticString, in object: Int, of view: JSONView, matched: inout UInt64,
    patterns: DecoderTrail?
  ) -> Int? {
    // An ASCII text is canonically equivalent only to the same bytes, and a plain string's bytes are its
    // text up to the first quote: comparing bytes is comparing texts.
    let pattern = patterns?.pattern(of: literal) ?? KeyPattern(literal)
    let tape = view.tape
    return lastValue(in: object, of: view, matched: &matched) { key in
      tape[key] >> 30 == JSONTape.Kind.plainString.rawValue
        ? pattern.matches(Int(tape[key] & JSONTape.offsetMask) + 1, in: view.bytes)
        : view.string(key) == literal.description
    }
  }

  /// The value of the last member whose key `isKey` accepts, marking each one accepted in `matched`.
  @inline(__always)
  private func lastValue(
    in object: Int, of view: JSONView, matched: inout UInt64, _ isKey: (Int) -> Bool
  ) -> Int? {
    let tape = view.tape
    var index = object + 2
    let end = Int(tape[object + 1])
    var position = 0
    var found: Int?
    while index < end {
      if isKey(index) {
        found = index + 1
        if position < 64 { matched |= 1 << position }
      }
      index = view.next(index + 1)
      position += 1
    }
    return found
  }
}

/// An ASCII literal and the quote that must close it, as the first eight bytes of a plain key's text hold
/// them, to compare most keys with one load.
struct KeyPattern {
  let bytes: UnsafeBufferPointer<UInt8>
  /// The literal's first bytes and then its closing quote, first byte lowest, and which bytes count.
  var head: UInt64
  var mask: UInt64

  init(_ literal: StaticString) {
    bytes = UnsafeBufferPointer(start: literal.utf8Start, count: literal.utf8CodeUnitCount)
    (head, mask) = Self.head(of: bytes)
  }

  /// The first eight bytes of a plain key's text that is `bytes`: its first bytes and then its closing
  /// quote when that falls in the eight, first byte lowest, and which bytes count.
  static func head(of bytes: UnsafeBufferPointer<UInt8>) -> (head: UInt64, mask: UInt64) {
    let count = Swift.min(bytes.count, 7)
    var head: UInt64 = 0
    for index in 0..<count { head |= UInt64(bytes[index]) << (8 * index) }
    return bytes.count < 8
      ? (head | UInt64(UInt8(ascii: "\"")) << (8 * count), (1 << (8 * (count + 1))) &- 1)
      : (head | UInt64(bytes[7]) << 56, ~0)
  }

  /// Whether the plain key whose text starts at `start` in `text` is the literal.
  @inline(__always)
  func matches(_ start: Int, in text: UnsafeBufferPointer<UInt8>) -> Bool {
    guard let base = UnsafeRawPointer(text.baseAddress) else { return false }
    let count = bytes.count
    let limit = text.count
    guard start + count < limit else { return false }
    if start + 8 <= limit {
      let word = UInt64(littleEndian: base.loadUnaligned(fromByteOffset: start, as: UInt64.self))
      guard word & mask == head else { return false }
    }
    if count >= 8 || start + 8 > limit {
      guard text[start + count] == UInt8(ascii: "\"") else { return false }
      for index in 0..<count where text[start + index] != bytes[index] {
        return false
      }
    }
    // A key's text ends at its first quote: a literal with a quote in it matched bytes past the key's end.
    for byte in bytes where byte == UInt8(ascii: "\"") {
      return false
    }
    return true
  }
}
