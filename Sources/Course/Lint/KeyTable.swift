import Foundation
import JSON

/// The keys of an object seen so far, filed by a hash of their text that costs a plain key (printable
/// ASCII, no escape: its bytes are its text) no `String`: only the other keys are decoded.
///
/// Keys are equal as `String`'s `==` has it, by canonical equivalence. A key whose text is canonically
/// ASCII (escapes, or a sign such as U+212A that stands for a letter) is hashed by the bytes of that ASCII
/// text, as a plain key is by its own; any other key by its text's hash.
struct KeyTable {
  private let view: JSONView
  /// Each slot: the word of a key on the tape, or -1 for none.
  private var slots: [Int]
  private var hashes: [UInt64]
  private let mask: Int

  /// A table for up to `count` keys of `view`.
  init(_ view: JSONView, count: Int) {
    self.view = view
    var size = 16
    while size < count * 2 { size *= 2 }
    slots = [Int](repeating: -1, count: size)
    hashes = [UInt64](repeating: 0, count: size)
    mask = size - 1
  }

  /// Whether the key at `key` is new; remembers it if so.
  mutating func insert(_ key: Int) -> Bool {
    let hash = hash(key)
    var slot = Int(truncatingIfNeeded: hash) & mask
    while slots[slot] >= 0 {
      if hashes[slot] == hash, view.string(slots[slot], equalsStringAt: key) { return false }
      slot = (slot + 1) & mask
    }
    slots[slot] = key
    hashes[slot] = hash
    return true
  }

  private func hash(_ key: Int) -> UInt64 {
    guard view.kind(key) == .plainString else {
      let text = view.string(key) ?? ""
      let composed = text.precomposedStringWithCanonicalMapping
      guard composed.utf8.allSatisfy({ $0 < 0x80 }) else { return UInt64(bitPattern: Int64(text.hashValue)) }
      return Self.hash(composed.utf8)
    }
    // A plain string's text runs up to its first quote.
    let bytes = view.bytes
    let start = view.offset(key) + 1
    var end = start
    while end < bytes.count, bytes[end] != UInt8(ascii: "\"") { end += 1 }
    return Self.hash(UnsafeBufferPointer(rebasing: bytes[start..<end]))
  }

  /// FNV-1a over `bytes`.
  private static func hash<Bytes: Sequence<UInt8>>(_ bytes: Bytes) -> UInt64 {
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    for byte in bytes { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3 }
    return hash ^ (hash >> 29)
  }
}
