/// Reading Unicode scalars straight from a string's UTF-8 bytes.
enum UTF8Scalars {
  /// The scalar value starting at `index` of valid UTF-8 `bytes`, and how many bytes it takes.
  /// A truncated sequence (which a Swift string never holds) reads as U+FFFD over the bytes left.
  @inline(__always)
  static func scalar(at index: Int, in bytes: UnsafeBufferPointer<UInt8>) -> (value: UInt32, length: Int) {
    let lead = UInt32(bytes[index])
    if lead < 0x80 { return (lead, 1) }
    let length = lead < 0xE0 ? 2 : lead < 0xF0 ? 3 : 4
    guard index + length <= bytes.count else { return (0xFFFD, bytes.count - index) }
    var value = lead & (0x7F >> UInt32(length))
    for offset in 1..<length { value = value << 6 | (UInt32(bytes[index + offset]) & 0x3F) }
    return (value, length)
  }

  /// The string of the bytes `range` of `bytes`.
  @inline(__always)
  static func string(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> String {
    String(decoding: UnsafeBufferPointer(rebasing: bytes[range]), as: UTF8.self)
  }

  /// Whether `text` is all ASCII, read eight bytes at a time.
  static func isASCII(_ text: String) -> Bool {
    return text.withUTF8Bytes { bytes in
      var index = 0
      if let base = bytes.baseAddress {
        while index + 8 <= bytes.count {
          if UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self) & 0x8080_8080_8080_8080 != 0 {
            return false
          }
          index += 8
        }
      }
      while index < bytes.count {
        if bytes[index] >= 0x80 { return false }
        index += 1
      }
      return true
    }
  }
}
