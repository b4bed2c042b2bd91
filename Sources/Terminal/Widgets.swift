import Course

/// Small drawing pieces the views share: bars, meters, rules and numbers.
extension Style {
  /// A bar `width` cells wide, filled to `value / goal`: `▕██████░░░░▏`.
  public func bar(_ value: Int, of goal: Int, width: Int, role: Role = .gold) -> String {
    let filled = goal <= 0 ? width : min(width, max(0, value) * width / goal)
    let (full, empty) = ascii ? ("#", "-") : ("█", "░")
    return (ascii ? "[" : "▕") + paint(String(repeating: full, count: filled), role)
      + paint(String(repeating: empty, count: width - filled), .grey) + (ascii ? "]" : "▏")
  }

  /// A strength meter of four cells for a value from 0 to 1: `▮▮▮▯`.
  public func meter(_ fraction: Double) -> String {
    let cells = max(0, min(4, Int((fraction * 4).rounded(.up))))
    let (on, off) = ascii ? ("|", ".") : ("▮", "▯")
    let role: Role = cells >= 3 ? .green : cells == 2 ? .gold : .red
    return paint(String(repeating: on, count: cells), role)
      + paint(String(repeating: off, count: 4 - cells), .grey)
  }

  /// A centred divider across `width`: `──── PROMOTION ZONE ────`.
  public func divider(_ title: String, width: Int, role: Role) -> String {
    let line = box(.rounded).horizontal
    let side = max(2, (width - title.count - 2) / 2)
    return paint(
      String(repeating: line, count: side) + " \(title) " + String(repeating: line, count: side), role)
  }
}
