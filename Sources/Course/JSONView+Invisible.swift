import JSON

extension JSONView {
  /// The first scalar of a string value's text that `isInvisible` accepts, where `isInvisible` accepts
  /// only what `Unicode.Scalar.isControlOrInvisible` does; nil for none.
  ///
  /// Reads the bytes and decodes only a scalar that `InvisibleUTF8` says may be one: a text of Latin
  /// letters, accents and quotes is never decoded. A string with an escape (or a control byte) is
  /// read by `firstScalar(in:where:)`, escapes decoded.
  func firstInvisible(in value: Int, where isInvisible: (Unicode.Scalar) -> Bool) -> Unicode.Scalar? {
    guard isString(value), let base = bytes.baseAddress else { return nil }
    let count = bytes.count
    var index = offset(value) &+ 1
    while index < count {
      let byte = base[index]
      // Printable ASCII but the quote and the backslash: most of any text.
      if byte &- 0x20 < 0x5F && byte != UInt8(ascii: "\"") && byte != UInt8(ascii: "\\") {
        index &+= 1
        continue
      }
      if byte == UInt8(ascii: "\"") { return nil }
      guard byte >= 0x80 else { return firstScalar(in: value, where: isInvisible) }
      // A continuation byte, or a lead byte no invisible scalar starts with, is passed over.
      if byte >= 0xC0, index &+ 1 < count, InvisibleUTF8.mayStart(byte, base[index &+ 1]) {
        let (scalar, length) = UTF8Scalars.scalar(at: index, in: bytes)
        if let found = Unicode.Scalar(scalar), isInvisible(found) { return found }
        index &+= length
      } else {
        index &+= 1
      }
    }
    return nil
  }
}
