/// A key an `ObjectReader` is asked for: a literal of the decoder's, compared with a plain key byte for byte,
/// or a text read from the file, compared as `String`'s `==` does.
enum ObjectKey: ExpressibleByStringLiteral {
  case literal(StaticString)
  case text(String)

  init(stringLiteral literal: StaticString) { self = .literal(literal) }

  /// The key's text.
  var text: String {
    switch self {
    case .literal(let literal): literal.description
    case .text(let text): text
    }
  }

  /// Whether the key word at `key` on the view's tape is this key.
  @inline(__always)
  func matches(_ key: Int, in view: JSONView) -> Bool {
    guard case .literal(let literal) = self, literal.isASCII, view.kind(key) == .plainString else {
      return view.string(key) == text
    }
    // An ASCII text is canonically equivalent only to the same bytes, and a plain string's bytes are its
    // text up to the first quote.
    return literal.withUTF8Buffer { expected in
      let bytes = view.bytes
      let start = view.offset(key) + 1
      let end = start + expected.count
      guard end < bytes.count, bytes[end] == UInt8(ascii: "\"") else { return false }
      for index in 0..<expected.count where bytes[start + index] != expected[index] {
        return false
      }
      // A literal with a quote in it matched bytes past the key's end: it is not the key.
      return !expected.contains(UInt8(ascii: "\""))
    }
  }
}
