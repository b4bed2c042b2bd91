extension String {
  /// The text with control and invisible formatting characters made visible, fit for a terminal.
  ///
  /// Course text is untrusted: an escape sequence in it must never reach the terminal raw.
  public var terminalSafe: String {
    // Most text holds nothing to show, told from its bytes: it is returned as it is, not built again.
    guard holdsControlOrInvisible else { return self }
    var result = ""
    result.unicodeScalars.reserveCapacity(unicodeScalars.count)
    for scalar in unicodeScalars {
      if scalar.isControlOrInvisible {
        result += "\\u{\(String(scalar.value, radix: 16, uppercase: true))}"
      } else {
        result.unicodeScalars.append(scalar)
      }
    }
    return result
  }

  /// Whether the text holds a control or invisible character (`Unicode.Scalar.isControlOrInvisible`), read
  /// from its bytes: a scalar is decoded only where `InvisibleUTF8` says it may be one, as the document
  /// rules read a course's strings.
  var holdsControlOrInvisible: Bool {
    withUTF8Bytes { bytes in
      var index = 0
      while index < bytes.count {
        let byte = bytes[index]
        if byte &- 0x20 < 0x5F {
          index &+= 1
          continue
        }
        // An ASCII byte outside the printable ones is a control character (or DEL).
        guard byte >= 0x80 else { return true }
        if byte >= 0xC0, index &+ 1 < bytes.count, InvisibleUTF8.mayStart(byte, bytes[index &+ 1]) {
          let (value, length) = UTF8Scalars.scalar(at: index, in: bytes)
          if Unicode.Scalar(value)?.isControlOrInvisible == true { return true }
          index &+= length
        } else {
          index &+= 1
        }
      }
      return false
    }
  }
}
