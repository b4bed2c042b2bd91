/// Duo the owl, drawn in coloured Unicode or plain ASCII, in each of his poses.
public enum Duo {
  /// His poses; `blink` is idle with the eyes shut.
  public enum Pose: Sendable, CaseIterable {
    case idle, blink, cheer, sad, wave
  }

  /// The owl's lines, each the same width.
  public static func lines(_ pose: Pose, style: Style) -> [TerminalText] {
    style.ascii ? ascii(pose) : unicode(pose, style)
  }

  private static func unicode(_ pose: Pose, _ style: Style) -> [TerminalText] {
    let green = { style.paint($0, .green) }
    let eyes: TerminalText
    switch pose {
    case .blink: eyes = style.paint("─   ─", .text)
    case .sad: eyes = style.paint("╥   ╥", .macaw)
    default: eyes = style.paint("◉   ◉", .bold)
    }
    let beak = style.paint("▼", .fox)
    let feet = style.paint("╨   ╨", .fox)
    let (leftWing, rightWing, raisedLeft, raisedRight):
      (TerminalText, TerminalText, TerminalText, TerminalText)
    switch pose {
    case .cheer: (leftWing, rightWing, raisedLeft, raisedRight) = (" ", " ", "\\", "/")
    case .wave: (leftWing, rightWing, raisedLeft, raisedRight) = ("(", " ", " ", "/")
    case .sad: (leftWing, rightWing, raisedLeft, raisedRight) = ("(", ")", " ", " ")
    default: (leftWing, rightWing, raisedLeft, raisedRight) = ("(", ")", " ", " ")
    }
    return [
      green(" ▲     ▲ ").wrapped(raisedLeft, raisedRight, paint: green),
      green("╭───────╮").wrapped(" ", " ", paint: green),
      green("│") + " " + eyes + " " + green("│") |> { $0.wrapped(" ", " ", paint: green) },
      green("│   ") + beak + green("   │") |> { $0.wrapped(leftWing, rightWing, paint: green) },
      green("╰─┬───┬─╯").wrapped(" ", " ", paint: green),
      "  " + feet + "  " |> { $0.wrapped(" ", " ", paint: green) },
    ]
  }

  private static func ascii(_ pose: Pose) -> [TerminalText] {
    let eyes: TerminalText
    switch pose {
    case .blink: eyes = "-   -"
    case .sad: eyes = "T   T"
    default: eyes = "o   o"
    }
    let (top, wings): (TerminalText, (TerminalText, TerminalText))
    switch pose {
    case .cheer: (top, wings) = ("\\ ^     ^ /", (" ", " "))
    case .wave: (top, wings) = ("  ^     ^ /", ("(", " "))
    default: (top, wings) = ("  ^     ^  ", ("(", ")"))
    }
    return [
      top,
      " (       ) ",
      " ( \(eyes) ) ",
      "\(wings.0)(   v   )\(wings.1)",
      " ( \\___/ ) ",
      "   \"   \"   ",
    ]
  }
}

infix operator |> : AdditionPrecedence

/// Applies `transform` to `value`, to keep one-line drawings readable.
func |> (value: TerminalText, transform: (TerminalText) -> TerminalText) -> TerminalText { transform(value) }

extension TerminalText {
  /// The line between two one-column side marks, painted.
  fileprivate func wrapped(
    _ left: TerminalText, _ right: TerminalText, paint: (TerminalText) -> TerminalText
  ) -> TerminalText {
    paint(left) + self + paint(right)
  }
}

/// Duo beside a speech bubble that wraps its words to fit `width` columns; when even that is too tall to
/// stand beside him, the bubble stands above him, as wide as the line.
public func duoSaying(_ text: TerminalText, pose: Duo.Pose, style: Style, width: Int = 80) -> [TerminalText] {
  let art = Duo.lines(pose, style: style)
  let box = style.box(.rounded)
  let artWidth = art.map(\.displayWidth).max() ?? 0
  // Beside Duo: the art, two columns (the tail's), the borders and a space each side of the text.
  let room = max(1, width - artWidth - 6)
  var said = text.displayWidth <= room ? [text] : style.wrapped(text, to: room)
  if said.count > art.count - 3 {
    said = style.wrapped(text, to: max(1, width - 4))
    let inner = said.map(\.displayWidth).max() ?? 0
    return [box.top(inner + 2)] + said.map { box.vertical + " \($0.padded(to: inner)) " + box.vertical }
      + [box.bottom(inner + 2)] + art
  }
  let inner = said.map(\.displayWidth).max() ?? 0
  let bubble =
    [box.top(inner + 2)] + said.map { box.vertical + " \($0.padded(to: inner)) " + box.vertical }
    + [box.bottom(inner + 2)]
  let tail: TerminalText = style.ascii ? "<" : "◀"
  return art.enumerated().map { index, line in
    switch index {
    case 2: line + " " + tail + bubble[1]
    case 1..<(bubble.count + 1): line + "  " + bubble[index - 1]
    default: line
    }
  }
}
