extension String {
  /// The text with control and invisible formatting characters made visible, fit for a terminal.
  ///
  /// Course text is untrusted: an escape sequence in it must never reach the terminal raw.
  public var terminalSafe: String {
    // Printable ASCII, most text, is safe as it is; so is other text without a character to show, which is
    // returned without being built again scalar by scalar.
    if allBytes({ $0 >= 0x20 && $0 < 0x7F }) || !unicodeScalars.contains(where: \.isControlOrInvisible) {
      return self
    }
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
}
