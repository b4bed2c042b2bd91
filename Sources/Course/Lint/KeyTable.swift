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
  /// Each slot: a key's word on the tape plus one (0 for none) in the low half, its hash's top half above;
  /// one word a slot, so that a glossary's table of 160,000 keys is 2 MiB, not 8.
  private var slots: [UInt64]
  private let mask: Int

  /// A table for up to `count` keys of `view`.
  init(_ view: JSONView, count: Int) {
    self.view = view
    // At most two thirds full.
    var size = 16
    while size < count &+ count / 2 { size &*= 2 }
    slots = [UInt64](repeating: 0, count: size)
    mask = size &- 1
  }

  /// Whether the key at `key` is new; remembers it if so.
  mutating func insert(_ key: Int) -> Bool {
    let hash = hash(key)
    let tag = hash & 0xFFFF_FFFF_0000_0000
    let entry = tag | UInt64(truncatingIfNeeded: key &+ 1)
    let view = view
    let mask = mask
    return slots.withUnsafeMutableBufferPointer { slots in
      var slot = Int(truncatingIfNeeded: hash) & mask
      while slots[slot] != 0 {
        let filed = slots[slot]
        if filed & 0xFFFF_FFFF_0000_0000 == tag,
          view.string(Int(truncatingIfNeeded: filed & 0xFFFF_FFFF) &- 1, equalsStringAt: key)
        {
          return false
        }
        slot = (slot &+ 1) & mask
      }
      slots[slot] = entry
      return true
    }
  }

  private func hash(_ key: Int) -> UInt64 {
    guard view.kind(key) == .plainString else {
      let text = view.string(key) ?? ""
      let composed = text.precomposedStringWithCanonicalMapping
      guard composed.utf8.allSatisfy({ $0 < 0x80 }) else {
        return ByteHash.mix(UInt64(bitPattern: Int64(text.hashValue)))
      }
      var bytes = Array(composed.utf8)
      // Hashed as a plain key's text is: its bytes and the quote that would close it.
      bytes.append(UInt8(ascii: "\""))
      return bytes.withUnsafeBufferPointer { Self.hash(quoted: 0, in: $0) }
    }
    return Self.hash(quoted: view.offset(key) &+ 1, in: view.bytes)
  }

  /// A hash of the text from `start` up to the first quote in `bytes` (there is one: a plain string's
  /// closing quote), read eight bytes at a time where eight remain.
  private static func hash(quoted start: Int, in bytes: UnsafeBufferPointer<UInt8>) -> UInt64 {
    guard let base = UnsafeRawPointer(bytes.baseAddress) else { return 0 }
    var hash = ByteHash.seed
    var index = start
    let quotes: UInt64 = 0x2222_2222_2222_2222
    let ones: UInt64 = 0x0101_0101_0101_0101
    let highs: UInt64 = 0x8080_8080_8080_8080
    while index &+ 8 <= bytes.count {
      let word = UInt64(littleEndian: base.loadUnaligned(fromByteOffset: index, as: UInt64.self))
      // The lowest byte that is a quote is the lowest whose mark is set (a carry can mark only bytes above it).
      let x = word ^ quotes
      let found = (x &- ones) & ~x & highs
      if found != 0 {
        let kept = found.trailingZeroBitCount / 8
        let masked = kept == 0 ? 0 : word & (~UInt64(0) >> (64 &- 8 &* kept))
        return ByteHash.mix(hash ^ masked ^ UInt64(kept))
      }
      hash = ByteHash.mix(hash ^ word)
      index &+= 8
    }
    // Fewer than eight bytes remain: the same word, built byte by byte.
    var word: UInt64 = 0
    var kept = 0
    while index &+ kept < bytes.count, bytes[index &+ kept] != UInt8(ascii: "\"") {
      word |= UInt64(bytes[index &+ kept]) << (8 &* kept)
      kept &+= 1
    }
    return ByteHash.mix(hash ^ word ^ UInt64(kept))
  }
}
