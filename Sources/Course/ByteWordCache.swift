/// Short byte strings remembered in a small table by a hash of their bytes: a quick "seen this before?"
/// that may forget (a newer string takes an older one's slot) but never says yes wrongly.
struct ByteWordCache {
  /// Each slot: a length byte (0 for empty), then up to `width - 1` bytes.
  private var slots: [UInt8]
  private let mask: Int
  static let width = 16

  /// A cache of `count` slots, a power of two.
  init(slots count: Int = 4096) {
    slots = [UInt8](repeating: 0, count: count * Self.width)
    mask = count - 1
  }

  /// Whether `bytes` were remembered; remembers them if not (a string of 16 bytes or more never is).
  mutating func remember(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
    guard !bytes.isEmpty, bytes.count < Self.width else { return false }
    let slot = (Int(truncatingIfNeeded: Self.hash(bytes)) & mask) * Self.width
    return slots.withUnsafeMutableBufferPointer { table in
      if Int(table[slot]) == bytes.count
        && (0..<bytes.count).allSatisfy({ table[slot + 1 + $0] == bytes[$0] })
      {
        return true
      }
      table[slot] = UInt8(bytes.count)
      for offset in 0..<bytes.count { table[slot + 1 + offset] = bytes[offset] }
      return false
    }
  }

  /// Whether `bytes` were remembered.
  func contains(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
    guard !bytes.isEmpty, bytes.count < Self.width else { return false }
    let slot = (Int(truncatingIfNeeded: Self.hash(bytes)) & mask) * Self.width
    return slots.withUnsafeBufferPointer { table in
      Int(table[slot]) == bytes.count && (0..<bytes.count).allSatisfy { table[slot + 1 + $0] == bytes[$0] }
    }
  }

  /// FNV-1a over `bytes`.
  @inline(__always)
  static func hash(_ bytes: UnsafeBufferPointer<UInt8>) -> UInt64 {
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    for byte in bytes { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3 }
    return hash ^ (hash >> 29)
  }
}
