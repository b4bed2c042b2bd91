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
  /// Where each key ends in `bytes`, in the order they were filed.
  private var ends: [Int] = []
  /// Each key's place.
  private var places: [Int] = []
  /// Each slot: a key's number plus one (0 for none) in the low half, its hash's top half above.
  private var slots: [UInt64]
  private var mask: Int

  /// A table for about `count` keys.
  init(capacity count: Int = 0) {
    var size = 16
    while size < count &+ count / 2 { size &*= 2 }
    slots = [UInt64](repeating: 0, count: size)
    mask = size &- 1
    ends.reserveCapacity(count)
    places.reserveCapacity(count)
  }

  var count: Int { ends.count }
  var isEmpty: Bool { ends.isEmpty }

  /// Files `key` at `place`, unless it is filed already: the first place filed wins. Whether it was new.
  @discardableResult
  mutating func fileFirst(_ key: String, at place: Int = 0) -> Bool {
    var key = key
    return key.withUTF8 { key in
      Self.composed(key) { key in
        let hash = ByteHash.hash(key)
        guard find(key, hash: hash) == nil else { return false }
        if (count &+ 1) &* 3 > slots.count &* 2 { grow() }
        bytes.append(contentsOf: key)
        ends.append(bytes.count)
        places.append(place)
        insert(number: count &- 1, hash: hash)
        return true
      }
    }
  }

  /// The place filed under `key`, if any.
  func place(of key: String) -> Int? {
    var key = key
    return key.withUTF8 { place(ofBytes: $0) }
  }

  /// The place filed under the key whose UTF-8 bytes are `key`, if any.
  func place(ofBytes key: UnsafeBufferPointer<UInt8>) -> Int? {
    Self.composed(key) { key in find(key, hash: ByteHash.hash(key)).map { places[$0] } }
  }

  /// Calls `body` with each key filed (its composed form) and its place, in the order they were filed.
  func forEachKey(_ body: (_ key: String, _ place: Int) -> Void) {
    var start = 0
    for (end, place) in zip(ends, places) {
      body(String(decoding: bytes[start..<end], as: UTF8.self), place)
      start = end
    }
  }

  /// The number of the key whose composed bytes are `key`, if it is filed.
  private func find(_ key: UnsafeBufferPointer<UInt8>, hash: UInt64) -> Int? {
    let tag = hash & 0xFFFF_FFFF_0000_0000
    var slot = Int(truncatingIfNeeded: hash) & mask
    return slots.withUnsafeBufferPointer { slots in
      bytes.withUnsafeBufferPointer { filed in
        while slots[slot] != 0 {
          let entry = slots[slot]
          if entry & 0xFFFF_FFFF_0000_0000 == tag {
            let number = Int(truncatingIfNeeded: entry & 0xFFFF_FFFF) &- 1
            let start = number == 0 ? 0 : ends[number &- 1]
            if ends[number] &- start == key.count, Self.equal(filed, from: start, key) { return number }
          }
          slot = (slot &+ 1) & mask
        }
        return nil
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

  private mutating func insert(number: Int, hash: UInt64) {
    let entry = (hash & 0xFFFF_FFFF_0000_0000) | UInt64(truncatingIfNeeded: number &+ 1)
    var slot = Int(truncatingIfNeeded: hash) & mask
    while slots[slot] != 0 { slot = (slot &+ 1) & mask }
    slots[slot] = entry
  }

  /// Twice the slots, every key filed again.
  private mutating func grow() {
    slots = [UInt64](repeating: 0, count: slots.count &* 2)
    mask = slots.count &- 1
    var start = 0
    for number in ends.indices {
      let end = ends[number]
      let hash = bytes.withUnsafeBufferPointer {
        ByteHash.hash(UnsafeBufferPointer(rebasing: $0[start..<end]))
      }
      insert(number: number, hash: hash)
      start = end
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
