import Foundation

/// How wide the terminal is: `COLUMNS`, else the terminal's own width, else 80; always 20 to 500.
public enum TerminalSize {
  /// The widths lingo draws at: any other width is brought to the nearest of these.
  public static let widths = 20...500

  public static func columns(variables: [String: String], isTerminal: Bool) -> Int {
    if let text = variables["COLUMNS"]?.trimmingCharacters(in: .whitespaces), !text.isEmpty,
      text.utf8.allSatisfy({ (0x30...0x39).contains($0) })
    {
      // A number too long for an Int is simply very wide; 0 says nothing.
      let columns = Int(text) ?? widths.upperBound
      if columns > 0 { return clamped(columns) }
    }
    if isTerminal {
      var size = winsize()
      if ioctl(STDOUT_FILENO, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0 {
        return clamped(Int(size.ws_col))
      }
    }
    return 80
  }

  private static func clamped(_ columns: Int) -> Int {
    min(max(columns, widths.lowerBound), widths.upperBound)
  }
}
