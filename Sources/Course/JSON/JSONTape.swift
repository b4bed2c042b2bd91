/// The structure of a parsed JSON document: a 32-bit word for each value and key, and one more for each
/// array and object, in document order.
///
/// A word holds the byte offset of the value's first character (its low 30 bits) and the value's kind (its
/// top two bits). A container's second word is the index of the first word after its last value, so a
/// reader steps over a whole container at once. An object's words are its members in order: the key's
/// word, then the value's words. Nothing is decoded here: a reader decodes a string or a number from the
/// document's bytes when it asks for it (see `JSONView`).
struct JSONTape: Sendable {
  /// What a word's value is; a container's or a scalar's first byte tells which one it is.
  enum Kind: UInt32 {
    /// An array or an object; the next word is where it ends.
    case container = 0
    /// A string without escapes whose every byte is printable ASCII (U+0020 to U+007E): its bytes are its
    /// text, and it has no control or invisible character.
    case plainString = 1
    /// Any other string.
    case string = 2
    /// A number, `true`, `false` or `null`.
    case scalar = 3
  }

  /// The most bytes a document may have, so that every offset fits in a word's 30 bits.
  static let maxBytes = 1 << 30
  static let offsetMask: UInt32 = (1 << 30) - 1

  var words: [UInt32]

  /// The word for a value of `kind` whose first character is at `offset` (less than `maxBytes`).
  @inline(__always)
  static func word(_ offset: Int, _ kind: Kind) -> UInt32 {
    UInt32(truncatingIfNeeded: offset) & offsetMask | kind.rawValue << 30
  }
}
