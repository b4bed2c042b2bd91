/// Just enough protobuf to read a varint field at the top level of a message (Anki's `meta`, notetype kind).
enum Protobuf {
  /// The value of the varint field `number`, or nil when the message does not hold it (or is damaged).
  static func varint(_ number: UInt64, in bytes: [UInt8]) -> UInt64? {
    var index = 0
    while index < bytes.count {
      guard let key = readVarint(bytes, &index) else { return nil }
      let (field, wire) = (key >> 3, key & 7)
      switch wire {
      case 0:
        guard let value = readVarint(bytes, &index) else { return nil }
        if field == number { return value }
      case 1: index += 8
      case 5: index += 4
      case 2:
        guard let length = readVarint(bytes, &index), length <= UInt64(bytes.count - index) else {
          return nil
        }
        index += Int(length)
      default: return nil
      }
    }
    return nil
  }

  private static func readVarint(_ bytes: [UInt8], _ index: inout Int) -> UInt64? {
    var value: UInt64 = 0
    var shift: UInt64 = 0
    while index < bytes.count, shift < 64 {
      let byte = bytes[index]
      index += 1
      value |= UInt64(byte & 0x7F) << shift
      if byte & 0x80 == 0 { return value }
      shift += 7
    }
    return nil
  }
}
