/// The text of numbers written lately, by bit pattern, 1,024 of them: a difficulty depends only on
/// the ratings so far, and a stability often stays as it was, so the same numbers come back often
/// and can skip the decimal conversion.
final class ScheduleNumberCache {
  private static let slots = 1024

  /// A number's bit pattern, up to 24 bytes of its text, and the text's length; a NaN that is never
  /// written marks an empty slot.
  private struct Entry {
    var key: UInt64 = .max
    var text: (UInt64, UInt64, UInt64) = (0, 0, 0)
    var length = 0
  }

  private let entries: UnsafeMutablePointer<Entry>

  init() {
    entries = .allocate(capacity: Self.slots)
    entries.initialize(repeating: Entry(), count: Self.slots)
  }

  deinit { entries.deallocate() }

  /// Writes `value` (finite) into `out` as `ShortestDecimal` does, at most `ShortestDecimal.longest` bytes;
  /// returns the count, 0 (nothing written) when `out` is shorter than that. `out` must be initialized memory.
  func write(_ value: Double, to buffer: UnsafeMutableBufferPointer<UInt8>) -> Int {
    guard buffer.count >= ShortestDecimal.longest, let out = buffer.baseAddress else { return 0 }
    let bits = value.bitPattern
    let entry = entries + Int(truncatingIfNeeded: (bits &* 0x9E37_79B9_7F4A_7C15) >> 54)
    if entry.pointee.key == bits {
      // Always 24 bytes: within the room checked above, and three stores beat a loop.
      UnsafeMutableRawPointer(out).storeBytes(of: entry.pointee.text, as: (UInt64, UInt64, UInt64).self)
      return entry.pointee.length
    }
    let count = ShortestDecimal.write(value, to: buffer)
    if count <= 24 {
      // The 24 bytes from `out` on: the text and whatever follows it, which is never read back.
      let text = UnsafeRawPointer(out).loadUnaligned(as: (UInt64, UInt64, UInt64).self)
      entry.pointee = Entry(key: bits, text: text, length: count)
    }
    return count
  }
}
