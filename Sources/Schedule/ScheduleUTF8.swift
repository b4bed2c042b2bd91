/// Checks that a line of input is UTF-8 before any of its bytes are copied to the output, which must be
/// UTF-8 JSON whatever the input held.
enum ScheduleUTF8 {
  /// Whether `line` is well-formed UTF-8; ASCII lines (nearly all of them) are checked eight bytes at a time.
  static func isValid(_ line: UnsafeBufferPointer<UInt8>) -> Bool {
    guard let base = line.baseAddress else { return true }
    let raw = UnsafeRawPointer(base)
    var offset = 0
    while offset + 8 <= line.count {
      if raw.loadUnaligned(fromByteOffset: offset, as: UInt64.self) & 0x8080_8080_8080_8080 != 0 {
        return String(validating: line, as: UTF8.self) != nil
      }
      offset += 8
    }
    while offset < line.count {
      if line[offset] >= 0x80 { return String(validating: line, as: UTF8.self) != nil }
      offset += 1
    }
    return true
  }
}
