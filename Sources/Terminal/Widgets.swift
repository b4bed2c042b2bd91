import Course

/// Small drawing pieces the views share: bars, meters, rules and numbers.
extension Style {
  /// A bar `width` cells wide, filled to `value / goal`: `▕██████░░░░▏`.
  public func bar(_ value: Int, of goal: Int, width: Int, role: Role = .gold) -> TerminalText {
    let filled = goal <= 0 ? width : min(width, max(0, value) * width / goal)
    let (full, empty): (TerminalText, TerminalText) = ascii ? ("#", "-") : ("█", "░")
    let (left, right): (TerminalText, TerminalText) = ascii ? ("[", "]") : ("▕", "▏")
    return left + paint(.repeating(full, count: filled), role)
      + paint(.repeating(empty, count: width - filled), .grey) + right
  }

  /// A strength meter of four cells for a value from 0 to 1: `▮▮▮▯`.
  public func meter(_ fraction: Double) -> TerminalText {
    let cells = max(0, min(4, Int((fraction * 4).rounded(.up))))
    let (on, off): (TerminalText, TerminalText) = ascii ? ("|", ".") : ("▮", "▯")
    let role: Role = cells >= 3 ? .green : cells == 2 ? .gold : .red
    return paint(.repeating(on, count: cells), role) + paint(.repeating(off, count: 4 - cells), .grey)
  }

  /// A centred divider across `width`: `──── PROMOTION ZONE ────`.
  public func divider(_ title: TerminalText, width: Int, role: Role) -> TerminalText {
    let line = box(.rounded).horizontal
    let side = max(2, (width - title.text.count - 2) / 2)
    return paint(.repeating(line, count: side) + " \(title) " + .repeating(line, count: side), role)
  }
}

extension Style {
  /// The first `count` characters of `text` as `shown` shows it (escaped, folded to ASCII in ASCII mode):
  /// an avatar's initials, cut after folding, so `ÞÆ` gives `TH` in ASCII.
  public func shown(_ text: String, first count: Int) -> TerminalText {
    // Cutting the shown text at characters keeps it safe: it holds no colour codes and no control characters.
    TerminalText(safe: String(shown(text).text.prefix(count)))
  }
}
