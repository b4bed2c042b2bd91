import Foundation

/// How wide the terminal is: `COLUMNS`, else the terminal's own width, else 80.
public enum TerminalSize {
  public static func columns(variables: [String: String], isTerminal: Bool) -> Int {
    if let text = variables["COLUMNS"], let columns = Int(text), columns > 0 { return columns }
    if isTerminal {
      var size = winsize()
      if ioctl(STDOUT_FILENO, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0 { return Int(size.ws_col) }
    }
    return 80
  }
}
