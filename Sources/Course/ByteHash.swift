/// A fast hash of short byte strings (words, keys), for tables that are asked far more often than they
/// are filed: eight bytes a step, each step stirred by SplitMix64's finaliser. Not for keys an adversary
/// picks to collide; a course's words only slow their own look-ups.
enum ByteHash {
  /// The hash of `bytes`.
  static func hash(_ bytes: UnsafeBufferPointer<UInt8>) -> UInt64 {
    var hash = seed ^ UInt64(truncatingIfNeeded: bytes.count)
    guard let base = UnsafeRawPointer(bytes.baseAddress) else { return mix(hash) }
    var index = 0
    while index &+ 8 <= bytes.count {
      hash = mix(hash ^ UInt64(littleEndian: base.loadUnaligned(fromByteOffset: index, as: UInt64.self)))
      index &+= 8
    }
    // The last bytes (fewer than eight), four, two and one at a time.
    let rest = bytes.count &- index
    var word: UInt64 = 0
    if rest & 4 != 0 {
      word = UInt64(UInt32(littleEndian: base.loadUnaligned(fromByteOffset: index, as: UInt32.self)))
      index &+= 4
    }
    if rest & 2 != 0 {
      word =
        word << 16 | UInt64(UInt16(littleEndian: base.loadUnaligned(fromByteOffset: index, as: UInt16.self)))
      index &+= 2
    }
    if rest & 1 != 0 { word = word << 8 | UInt64(bytes[index]) }
    return mix(hash ^ word)
  }

  /// Where a hash starts (FNV-1a's offset basis).
  static let seed: UInt64 = 0xcbf2_9ce4_8422_2325

  /// SplitMix64's finaliser: every bit of `value` stirs every bit of the result.
  @inline(__always)
  static func mix(_ value: UInt64) -> UInt64 {
    var value = (value ^ (value >> 30)) &* 0xBF58_476D_1CE4_E5B9
    value = (value ^ (value >> 27)) &* 0x94D0_49BB_1331_11EB
    return value ^ (value >> 31)
  }
}
