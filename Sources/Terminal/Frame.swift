/// One whole screen of an animation, drawn over the last one in place with cursor addressing.
public struct Frame: Sendable, Equatable {
  public var lines: [TerminalText]

  public init(_ lines: [TerminalText]) { self.lines = lines }

  /// Moves home and clears the screen once, before the first frame.
  public static let clearScreen: TerminalText = "\u{1B}[H\u{1B}[2J"

  /// The frame as terminal output: every one of `height` rows addressed, written and cleared to its end,
  /// then the cursor parked on the row below, so nothing is blanked between frames and nothing flickers.
  public func drawn(height: Int) -> TerminalText {
    var output: TerminalText = ""
    for row in 0..<max(height, lines.count) {
      output += "\u{1B}[\(row + 1);1H" + (row < lines.count ? lines[row] : "") + "\u{1B}[K"
    }
    return output + "\u{1B}[\(max(height, lines.count) + 1);1H"
  }

  /// The frame as plain lines, trailing spaces trimmed.
  public var text: TerminalText { .lines(lines) }

  /// The widest line, in terminal columns.
  public var width: Int { lines.map(\.displayWidth).max() ?? 0 }
}
