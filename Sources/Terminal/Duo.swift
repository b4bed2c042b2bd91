/// Duo the owl, drawn in coloured Unicode or plain ASCII, in each of his poses.
public enum Duo {
  /// His poses; `blink` is idle with the eyes shut.
  public enum Pose: Sendable, CaseIterable {
    case idle, blink, cheer, sad, wave
  }

  /// The owl's lines, each the same width.
  public static func lines(_ pose: Pose, style: Style) -> [String] {
    style.ascii ? ascii(pose) : unicode(pose, style)
  }

  private static func unicode(_ pose: Pose, _ style: Style) -> [String] {
    let green = { style.paint($0, .green) }
    let eyes: String
    switch pose {
    case .blink: eyes = style.paint("─   ─", .text)
    case .sad: eyes = style.paint("╥   ╥", .macaw)
    default: eyes = style.paint("◉   ◉", .bold)
    }
    let beak = style.paint("▼", .fox)
    let feet = style.paint("╨   ╨", .fox)
    let (leftWing, rightWing, raisedLeft, raisedRight): (String, String, String, String)
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

  private static func ascii(_ pose: Pose) -> [String] {
    let eyes: String
    switch pose {
    case .blink: eyes = "-   -"
    case .sad: eyes = "T   T"
    default: eyes = "o   o"
    }
    let (top, wings): (String, (String, String))
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
func |> (value: String, transform: (String) -> String) -> String { transform(value) }

extension String {
  /// The line between two one-column side marks, painted.
  fileprivate func wrapped(_ left: String, _ right: String, paint: (String) -> String) -> String {
    paint(left) + self + paint(right)
  }
}

/// Duo beside a speech bubble.
public func duoSaying(_ text: String, pose: Duo.Pose, style: Style) -> [String] {
  let art = Duo.lines(pose, style: style)
  let box = style.box(.rounded)
  let lines = [
    box.top(text.displayWidth + 2), box.vertical + " \(text) " + box.vertical,
    box.bottom(text.displayWidth + 2),
  ]
  let tail = style.ascii ? "<" : "◀"
  return art.enumerated().map { index, line in
    switch index {
    case 1: line + "  " + lines[0]
    case 2: line + " " + tail + lines[1]
    case 3: line + "  " + lines[2]
    default: line
    }
  }
}
