extension String {
  /// The text with control and invisible formatting characters made visible, fit for a terminal.
  ///
  /// Course text is untrusted: an escape sequence in it must never reach the terminal raw.
  public var terminalSafe: String {
    var result = ""
    result.unicodeScalars.reserveCapacity(unicodeScalars.count)
    for scalar in unicodeScalars {
      if scalar.isUnsafeForTerminal {
        result += "\\u{\(String(scalar.value, radix: 16, uppercase: true))}"
      } else {
        result.unicodeScalars.append(scalar)
      }
    }
    return result
  }
}

extension Unicode.Scalar {
  /// Control characters (C0, DEL, C1) and invisible format characters such as bidi overrides.
  public var isUnsafeForTerminal: Bool {
    switch value {
    case 0x00...0x1F, 0x7F...0x9F: return true
    case 0x200D, 0xFE0F: return false  // joiners inside emoji: flags, families, variation
    default: return properties.generalCategory == .format && !(0xE0020...0xE007F).contains(value)
    }
  }
}
