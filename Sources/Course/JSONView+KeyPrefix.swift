import JSON

extension JSONView {
  /// The first eight bytes of a plain string's text in a word, first byte lowest, the bytes from its
  /// closing quote on zero: two plain strings with different words differ, and two shorter than eight
  /// bytes (the top byte zero: printable ASCII has no zero byte) with the same word are the same.
  @inline(__always)
  func plainPrefix(_ value: Int) -> UInt64 {
    let start = offset(value) &+ 1
    guard start &+ 8 <= bytes.count, let base = UnsafeRawPointer(bytes.baseAddress) else {
      // Near the document's end: the same word, byte by byte.
      var word: UInt64 = 0
      var kept = 0
      while kept < 8, start &+ kept < bytes.count, bytes[start &+ kept] != UInt8(ascii: "\"") {
        word |= UInt64(bytes[start &+ kept]) << (8 &* UInt64(kept))
        kept &+= 1
      }
      return word
    }
    let word = UInt64(littleEndian: base.loadUnaligned(fromByteOffset: start, as: UInt64.self))
    // The lowest byte that is a quote is the lowest whose mark is set (a borrow marks only bytes above it).
    let x = word ^ 0x2222_2222_2222_2222
    let found = (x &- 0x0101_0101_0101_0101) & ~x & 0x8080_8080_8080_8080
    guard found != 0 else { return word }
    let kept = UInt64(found.trailingZeroBitCount / 8)
    return kept == 0 ? 0 : word & (~UInt64(0) >> (64 &- 8 &* kept))
  }
}
