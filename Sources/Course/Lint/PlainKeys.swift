import JSON

/// The keys of an object seen so far, when every key is plain (printable ASCII, no escape): two such keys
/// are equal exactly when their bytes are, so they are hashed and compared on the tape, no `String` made.
struct PlainKeys {
  private let view: JSONView
  /// Each slot: the word of a key on the tape, or -1 for none; filed by the hash of its bytes.
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

  /// Whether the plain key at `key` is new; remembers it if so.
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

  /// FNV-1a over the plain string's bytes, up to its closing quote.
  private func hash(_ key: Int) -> UInt64 {
    let bytes = view.bytes
    var index = view.offset(key) + 1
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    while index < bytes.count, bytes[index] != UInt8(ascii: "\"") {
      hash = (hash ^ UInt64(bytes[index])) &* 0x100_0000_01b3
      index += 1
    }
    return hash ^ (hash >> 29)
  }
}
