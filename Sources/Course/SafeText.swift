extension String {
  /// The text with control and invisible formatting characters made visible, fit for a terminal.
  ///
  /// Course text is untrusted: an escape sequence in it must never reach the terminal raw.
  public var terminalSafe: String {
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

/// Text fit for a terminal. The only way to make one is to escape raw text, so a printer that takes
/// `TerminalText` cannot be handed a course's, a key's or a file name's text raw.
public struct TerminalText: Sendable, Equatable, CustomStringConvertible {
  /// The escaped text.
  public let text: String

  /// `raw` with every control and invisible character made visible (see `String.terminalSafe`).
  public init(escaping raw: String) { text = raw.terminalSafe }

  public var description: String { text }
}
