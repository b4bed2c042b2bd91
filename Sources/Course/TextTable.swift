import Foundation

/// Places filed by text (a glossary's folded keys, the words or texts a rule has met), found from the
/// text's bytes: no `String` is made and no SipHash is run to ask, where a glossary of tens of thousands of
/// words is asked about every word of every text of a course. Also a set of texts, their places aside.
///
/// Keys are equal as `String`'s `==` has it, by canonical equivalence: a key with a scalar from U+0300 on
/// (a combining accent, or a script whose letters compose) is filed and sought by its composed form (NFC);
/// one below it is composed already, and its bytes are its form.
struct TextTable: Sendable {
  /// Every key's bytes (composed), one key after another.
  private var bytes: [UInt8] = []
  /// Each key filed, in the order filed.
  private var entries: [Entry] = []
  /// Each slot: a key's number in `entries` plus one (0 for none) in the low half, its hash's top half
  /// above.
  private var slots: [UInt64]
  private var mask: Int

  private struct Entry {
    /// Where the key's bytes start in `bytes`, and how many there are.
    var start: Int
    var count: Int
    var place: Int
  }

  private static let tagBits: UInt64 = 0xFFFF_FFFF_0000_0000

  /// A table for about `count` keys.
  init(capacity count: Int = 0) {
    slots = [UInt64](repeating: 0, count: 16)
    mask = 15
    reserveCapacity(count)
  }

  var count: Int { entries.count }
  var isEmpty: Bool { entries.isEmpty }

  /// Files `key` at `place`, unless it is filed already: the first place filed wins. Whether it was new.
  @discardableResult
  mutating func fileFirst(_ key: String, at place: Int = 0) -> Bool {
    key.withUTF8Bytes { raw in Self.composed(raw) { file($0, at: place) } }
  }

  /// The place filed under `key`, if any.
  func place(of key: String) -> Int? {
    key.withUTF8Bytes { place(ofBytes: $0) }
  }

  /// The place filed under the key whose UTF-8 bytes are `key`, if any.
  func place(ofBytes key: UnsafeBufferPointer<UInt8>) -> Int? {
    Self.composed(key) { key in probe(key, hash: ByteHash.hash(key)).number.map { entries[$0].place } }
  }

  /// Calls `body` with each key filed (its composed form) and its place, in the order they were filed.
  func forEachKey(_ body: (_ key: String, _ place: Int) -> Void) {
    for entry in entries {
      body(String(decoding: bytes[entry.start..<(entry.start &+ entry.count)], as: UTF8.self), entry.place)
    }
  }

  /// Room for `count` keys in all, filed without growing on the way.
  mutating func reserveCapacity(_ count: Int) {
    entries.reserveCapacity(count)
    var size = slots.count
    while size < count &+ count / 2 { size &*= 2 }
    if size > slots.count { grow(to: size) }
  }

  /// Files the composed bytes `key` at `place` unless they are filed; whether they were new.
  private mutating func file(_ key: UnsafeBufferPointer<UInt8>, at place: Int) -> Bool {
    // At most two thirds full: a probe ends at an empty slot soon.
    if (entries.count &+ 1) &* 3 > slots.count &* 2 { grow(to: slots.count &* 2) }
    let hash = ByteHash.hash(key)
    let (slot, number) = probe(key, hash: hash)
    guard number == nil else { return false }
    slots[slot] = hash & Self.tagBits | UInt64(truncatingIfNeeded: entries.count &+ 1)
    entries.append(Entry(start: bytes.count, count: key.count, place: place))
    bytes.append(contentsOf: key)
    return true
  }

  /// Where the composed bytes `key` (hashed to `hash`) are filed: their slot and entry's number, or the
  /// empty slot they would take.
  private func probe(_ key: UnsafeBufferPointer<UInt8>, hash: UInt64) -> (slot: Int, number: Int?) {
    let tag = hash & Self.tagBits
    var slot = Int(truncatingIfNeeded: hash) & mask
    let mask = mask
    return slots.withUnsafeBufferPointer { slots in
      entries.withUnsafeBufferPointer { entries in
        bytes.withUnsafeBufferPointer { filed in
          while slots[slot] != 0 {
            let word = slots[slot]
            if word & Self.tagBits == tag {
              let number = Int(truncatingIfNeeded: word & ~Self.tagBits) &- 1
              let entry = entries[number]
              if entry.count == key.count, Self.equal(filed, from: entry.start, key) { return (slot, number) }
            }
            slot = (slot &+ 1) & mask
          }
          return (slot, nil)
        }
      }
    }
  }

  /// Whether the bytes of `filed` from `start` begin with `key`'s (there are as many).
  private static func equal(
    _ filed: UnsafeBufferPointer<UInt8>, from start: Int, _ key: UnsafeBufferPointer<UInt8>
  )
    -> Bool
  {
    guard let filedBase = filed.baseAddress, let keyBase = key.baseAddress else { return key.isEmpty }
    return memcmp(filedBase + start, keyBase, key.count) == 0
  }

  /// `size` slots (a power of two, more than there are keys), every key filed again.
  private mutating func grow(to size: Int) {
    slots = [UInt64](repeating: 0, count: size)
    mask = size &- 1
    let mask = mask
    slots.withUnsafeMutableBufferPointer { slots in
      bytes.withUnsafeBufferPointer { bytes in
        for (number, entry) in entries.enumerated() {
          let hash = ByteHash.hash(
            UnsafeBufferPointer(rebasing: bytes[entry.start..<(entry.start &+ entry.count)]))
          var slot = Int(truncatingIfNeeded: hash) & mask
          while slots[slot] != 0 { slot = (slot &+ 1) & mask }
          slots[slot] = hash & Self.tagBits | UInt64(truncatingIfNeeded: number &+ 1)
        }
      }
    }
  }

  /// `body` with `key`'s composed bytes: `key` itself when it has no scalar from U+0300 on (no UTF-8 byte
  /// from 0xCC: such a text is composed already), else the bytes of its NFC form.
  private static func composed<Result>(
    _ key: UnsafeBufferPointer<UInt8>, _ body: (UnsafeBufferPointer<UInt8>) -> Result
  ) -> Result {
    guard key.contains(where: { $0 >= 0xCC }) else { return body(key) }
    var form = String(decoding: key, as: UTF8.self).precomposedStringWithCanonicalMapping
    return form.withUTF8(body)
  }
}
