/// The structure of a parsed JSON document: a 32-bit word for each value and key, and one more for each
/// array and object, in document order.
///
/// A word holds the byte offset of the value's first character (its low 30 bits) and the value's kind (its
/// top two bits). A container's second word is the index of the first word after its last value, so a
/// reader steps over a whole container at once. An object's words are its members in order: the key's
/// word, then the value's words. Nothing is decoded here: a reader decodes a string or a number from the
/// document's bytes when it asks for it (see `JSONView`). (Unchecked `Sendable`: the words never change.)
public final class JSONTape: @unchecked Sendable {
  /// What a word's value is; a container's or a scalar's first byte tells which one it is.
  public enum Kind: UInt32 {
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
  public static let offsetMask: UInt32 = (1 << 30) - 1

  /// The words, in memory the tape owns (it never changes once written).
  public let words: UnsafeBufferPointer<UInt32>

  /// Takes over `words`, allocated with `UnsafeMutablePointer.allocate`.
  fileprivate init(owning words: UnsafeBufferPointer<UInt32>) { self.words = words }

  deinit { words.deallocate() }

  /// The word for a value of `kind` whose first character is at `offset` (less than `maxBytes`).
  @inline(__always)
  static func word(_ offset: Int, _ kind: Kind) -> UInt32 {
    UInt32(truncatingIfNeeded: offset) & offsetMask | kind.rawValue << 30
  }
}

/// The tape as the parser writes it: words in a buffer it grows by doubling, without the check of
/// uniqueness and capacity an array makes on every append. The parser releases it when done.
struct TapeWriter {
  /// A buffer to point at before the first word, never written (its capacity counts as none).
  nonisolated(unsafe) private static let none = UnsafeMutablePointer<UInt32>.allocate(capacity: 1)

  private var base = TapeWriter.none
  private(set) var count = 0
  private var capacity = 0

  /// Makes room for `words` words in all.
  mutating func reserve(_ words: Int) {
    guard words > capacity else { return }
    let grown = UnsafeMutablePointer<UInt32>.allocate(capacity: words)
    grown.moveInitialize(from: base, count: count)
    if capacity > 0 { base.deallocate() }
    base = grown
    capacity = words
  }

  @inline(__always)
  mutating func append(_ word: UInt32) {
    if count == capacity { reserve(Swift.max(16, capacity * 2)) }
    base[count] = word
    count += 1
  }

  /// The words written so far, valid until the next word is written.
  var written: UnsafeBufferPointer<UInt32> { UnsafeBufferPointer(start: base, count: count) }

  /// Sets the word at `index`, one already written.
  @inline(__always)
  mutating func set(_ index: Int, _ word: UInt32) {
    guard index < count else { return }
    base[index] = word
  }

  /// The tape written, taking the buffer over. It is not copied to its exact size: the words reserved
  /// and never written are pages never touched, which cost no memory, and a copy would touch twice the
  /// tape. The writer is left empty.
  mutating func finish() -> JSONTape {
    let tape = JSONTape(owning: UnsafeBufferPointer(start: capacity > 0 ? base : nil, count: count))
    base = TapeWriter.none
    count = 0
    capacity = 0
    return tape
  }

  /// Frees the buffer.
  mutating func release() {
    if capacity > 0 { base.deallocate() }
    base = TapeWriter.none
    count = 0
    capacity = 0
  }
}
