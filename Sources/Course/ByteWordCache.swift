/// Short byte strings remembered in a small table by a hash of their bytes: a quick "seen this before?"
/// that may forget (a newer string takes an older one's slot) but never says yes wrongly.
struct ByteWordCache {
  /// Each slot: two words holding a string's bytes, first byte lowest, and its length in the top byte of
  /// the second (0 for an empty slot). Allocated when the first string is remembered.
  private var slots: [UInt64] = []
  private let count: Int
  static let width = 16

  /// A cache of `count` slots, a power of two.
  init(slots count: Int = 4096) {
    self.count = count
  }

  /// Whether `bytes` were remembered; remembers them if not (a string of 16 bytes or more never is).
  mutating func remember(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
    guard let (low, high) = Self.words(bytes) else { return false }
    if slots.isEmpty { slots = [UInt64](repeating: 0, count: 2 * count) }
    let slot = 2 * Self.slot(low, high, count: count)
    return slots.withUnsafeMutableBufferPointer { table in
      if table[slot] == low && table[slot + 1] == high { return true }
      table[slot] = low
      table[slot + 1] = high
      return false
    }
  }

  /// Whether `bytes` were remembered.
  func contains(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
    guard !slots.isEmpty, let (low, high) = Self.words(bytes) else { return false }
    let slot = 2 * Self.slot(low, high, count: count)
    return slots[slot] == low && slots[slot + 1] == high
  }

  /// The bytes of a string of 1 to 15 bytes in two words, its length in the top byte; nil for another.
  @inline(__always)
  private static func words(_ bytes: UnsafeBufferPointer<UInt8>) -> (UInt64, UInt64)? {
    guard !bytes.isEmpty, bytes.count < width else { return nil }
    // Copied into sixteen zeroed bytes at once; the last one, never written, takes the length.
    var words: (UInt64, UInt64) = (0, 0)
    withUnsafeMutableBytes(of: &words) { $0.copyMemory(from: UnsafeRawBufferPointer(bytes)) }
    return (UInt64(littleEndian: words.0), UInt64(littleEndian: words.1) | UInt64(bytes.count) << 56)
  }

  /// The slot of a string's two words, in a table of `count` slots.
  @inline(__always)
  private static func slot(_ low: UInt64, _ high: UInt64, count: Int) -> Int {
    Int(truncatingIfNeeded: mix(low &+ mix(high))) & (count - 1)
  }

  /// SplitMix64's finaliser: every bit of `value` stirs every bit of the result.
  @inline(__always)
  private static func mix(_ value: UInt64) -> UInt64 {
    var value = (value ^ (value >> 30)) &* 0xBF58_476D_1CE4_E5B9
    value = (value ^ (value >> 27)) &* 0x94D0_49BB_1331_11EB
    return value ^ (value >> 31)
  }

  /// FNV-1a over `bytes`.
  @inline(__always)
  static func hash(_ bytes: UnsafeBufferPointer<UInt8>) -> UInt64 {
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    for byte in bytes { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3 }
    return hash ^ (hash >> 29)
  }
}
