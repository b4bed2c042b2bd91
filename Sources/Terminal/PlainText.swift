extension String {
  /// The text escaped for a terminal, with emoji left out: for plain output read by a screen reader.
  public var plainSafe: TerminalText {
    var result = ""
    for scalar in terminalSafe.unicodeScalars where !scalar.isPictorial {
      result.unicodeScalars.append(scalar)
    }
    return TerminalText(
      safe: result.split(separator: " ", omittingEmptySubsequences: true).joined(separator: " "))
  }
}

extension Unicode.Scalar {
  /// An emoji, flag letter, variation selector or joiner: what a screen reader reads as noise.
  var isPictorial: Bool {
    switch value {
    case 0xFE0E, 0xFE0F, 0x200D, 0x20E3, 0x1F1E6...0x1F1FF: return true
    default: return properties.isEmoji && (properties.isEmojiPresentation || value >= 0x2000)
    }
  }
}

/// Helpers shared by the plain renderers.
public enum Plain {
  /// `a, b and c` for a list read aloud.
  static func list(_ items: [TerminalText]) -> TerminalText {
    guard items.count > 1, let last = items.last else { return items.first ?? "" }
    return items.dropLast().joined(separator: ", ") + " and " + last
  }

  /// `1 day` or `27 days`.
  public static func count(_ number: Int, _ noun: String) -> String {
    "\(number) \(noun)" + (number == 1 ? "" : "s")
  }
}
