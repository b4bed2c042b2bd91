extension String {
  /// Columns the text takes on a terminal: emoji and wide characters count two, colour codes none.
  public var displayWidth: Int {
    var width = 0
    var inEscape = false
    for character in self {
      if character == "\u{1B}" {
        inEscape = true
        continue
      }
      if inEscape {
        if character == "m" { inEscape = false }
        continue
      }
      guard let first = character.unicodeScalars.first else { continue }
      if first.value < 0x20 { continue }
      let isEmoji =
        first.properties.isEmojiPresentation
        || character.unicodeScalars.contains { $0.value == 0xFE0F }
        || (0x1F1E6...0x1F1FF).contains(first.value)
      let isWide =
        (0x1100...0x115F).contains(first.value) || (0x2E80...0xA4CF).contains(first.value)
        || (0xAC00...0xD7A3).contains(first.value) || (0xF900...0xFAFF).contains(first.value)
        || (0xFF00...0xFF60).contains(first.value)
      width += (isEmoji || isWide) ? 2 : 1
    }
    return width
  }

  /// The text padded with spaces to `width` columns.
  public func padded(to width: Int) -> String {
    self + String(repeating: " ", count: max(0, width - displayWidth))
  }

  /// The text centred in `width` columns.
  public func centred(in width: Int) -> String {
    let spare = max(0, width - displayWidth)
    return String(repeating: " ", count: spare / 2) + self + String(repeating: " ", count: spare - spare / 2)
  }
}
