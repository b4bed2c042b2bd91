/// Short byte strings remembered in a small table by a hash of their bytes: a quick "seen this before?"
/// that may forget (a newer string takes an older one's slot) but never says yes wrongly.
struct ByteWordCache {
  /// Each slot: two words holding a string's bytes, first byte lowest, and its length in the top byte of
  /// the second (0 for an empty slot). Allocated when the first string is remembered, small, and grown as
  /// strings are remembered: a cache that sees few strings (there is one for each part of a window) does
  /// not pay for zeroing a large table.
  private var slots: [UInt64] = []
  /// How many slots the table has now, a power of two (0 before the first string).
  private var count = 0
  /// How many slots the table may grow to.
  private let capacity: Int
  /// How many strings may be remembered yet before the table grows: half its slots, at first.
  private var untilGrowth = 0
  static let width = 16
  /// How many slots a table starts with.
  static let initialSlots = 64

  /// A cache of at most `count` slots, a power of two.
  init(slots count: Int = 4096) {
    capacity = count
  }

  /// Whether `bytes` were remembered; remembers them if not (a string of 16 bytes or more never is).
  mutating func remember(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
    guard let (low, high) = Self.words(bytes) else { return false }
    if untilGrowth <= 0 { grow() }
    let slot = 2 &* Self.slot(low, high, count: count)
    let found = slots.withUnsafeMutableBufferPointer { table in
      if table[slot] == low && table[slot &+ 1] == high { return true }
      table[slot] = low
      table[slot &+ 1] = high
      return false
    }
    if !found { untilGrowth &-= 1 }
    return found
  }

  /// Whether `bytes` were remembered.
  func contains(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
    guard count > 0, let (low, high) = Self.words(bytes) else { return false }
    let slot = 2 &* Self.slot(low, high, count: count)
    return slots[slot] == low && slots[slot &+ 1] == high
  }

  /// Doubles the table (up to `capacity` slots; the first time, makes it), keeping what it holds.
  private mutating func grow() {
    let grown = count == 0 ? Swift.min(Self.initialSlots, capacity) : Swift.min(2 &* count, capacity)
    // Full size: no more growing, strings take each other's slots.
    untilGrowth = grown == capacity ? .max : grown / 2
    guard grown != count else { return }
    var table = [UInt64](repeating: 0, count: 2 &* grown)
    var index = 0
    while index < slots.count {
      let (low, high) = (slots[index], slots[index &+ 1])
      if high != 0 {
        let slot = 2 &* Self.slot(low, high, count: grown)
        table[slot] = low
        table[slot &+ 1] = high
      }
      index &+= 2
    }
    slots = table
    count = grown
  }

  /// The bytes of a string of 1 to 15 bytes in two words, its length in the top byte; nil for another.
  /// Read with loads that may overlap, never past the string, not copied byte by byte: a copy of a few
  /// bytes read back as a word stalls the processor.
  @inline(__always)
  private static func words(_ bytes: UnsafeBufferPointer<UInt8>) -> (UInt64, UInt64)? {
    let count = bytes.count
    guard count > 0, count < width, let base = UnsafeRawPointer(bytes.baseAddress) else { return nil }
    let length = UInt64(count) << 56
    if count >= 8 {
      let low = UInt64(littleEndian: base.loadUnaligned(as: UInt64.self))
      // The last eight bytes, shifted down past those the first word holds.
      let last = UInt64(littleEndian: base.loadUnaligned(fromByteOffset: count &- 8, as: UInt64.self))
      let high = count == 8 ? 0 : last >> (8 &* UInt64(16 &- count))
      return (low, high | length)
    }
    if count >= 4 {
      let first = UInt64(UInt32(littleEndian: base.loadUnaligned(as: UInt32.self)))
      let last = UInt64(UInt32(littleEndian: base.loadUnaligned(fromByteOffset: count &- 4, as: UInt32.self)))
      return (first | last << (8 &* UInt64(count &- 4)), length)
    }
    let middle = count / 2
    let low =
      UInt64(bytes[0]) | UInt64(bytes[middle]) << (8 &* UInt64(middle))
      | UInt64(bytes[count &- 1]) << (8 &* UInt64(count &- 1))
    return (low, length)
  }

  /// The slot of a string's two words, in a table of `count` slots.
  @inline(__always)
  private static func slot(_ low: UInt64, _ high: UInt64, count: Int) -> Int {
    Int(truncatingIfNeeded: ByteHash.mix(low &+ ByteHash.mix(high))) & (count - 1)
  }
}
