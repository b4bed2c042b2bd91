/// When to colour output: `auto` colours a terminal unless `NO_COLOR` is set or `TERM` is `dumb`.
public enum ColorMode: String, Sendable, CaseIterable {
  case auto, always, never

  /// Whether to colour, given whether output is a terminal and the environment.
  public func isEnabled(isTerminal: Bool, environment: [String: String]) -> Bool {
    switch self {
    case .always: true
    case .never: false
    case .auto:
      isTerminal && environment["NO_COLOR"].map(\.isEmpty) != false && environment["TERM"] != "dumb"
    }
  }
}

/// The roles text plays on screen, each with its colour.
public enum Role: Sendable {
  case green, red, fox, gold, macaw, energy, grey, text, bold, dim, purple, ruby
  case onGold, onGreen, onMacaw

  var sgr: String {
    switch self {
    case .green: "1;38;2;88;204;2"
    case .red: "1;38;2;234;43;43"
    case .fox: "1;38;2;255;150;0"
    case .gold: "1;38;2;255;200;0"
    case .macaw: "38;2;28;176;246"
    case .energy: "38;2;255;134;205"
    case .grey: "38;2;175;175;175"
    case .purple: "1;38;2;206;130;255"
    case .ruby: "1;38;2;232;67;112"
    case .text: "38;2;75;75;75"
    case .bold: "1"
    case .dim: "2"
    case .onGold: "1;38;2;255;255;255;48;2;255;200;0"
    case .onGreen: "1;38;2;255;255;255;48;2;88;204;2"
    case .onMacaw: "1;38;2;255;255;255;48;2;28;176;246"
    }
  }
}

extension Role {
  /// The role of a unit's colour name in a course (`green`, `macaw`, `purple`, …); green when unknown.
  public static func unit(_ name: String) -> Role {
    switch name.lowercased() {
    case "macaw", "blue": .macaw
    case "purple", "beetle": .purple
    case "fox", "orange": .fox
    case "gold", "bee", "yellow": .gold
    case "red", "cardinal": .red
    case "pink", "energy": .energy
    default: .green
    }
  }

  /// The colour of a league's name.
  public static func league(_ league: String) -> Role {
    switch league {
    case "Bronze": .fox
    case "Silver", "Obsidian": .grey
    case "Gold": .gold
    case "Sapphire", "Diamond": .macaw
    case "Emerald": .green
    case "Amethyst": .purple
    case "Pearl": .energy
    default: .ruby
    }
  }
}

/// How output is drawn: with or without colour, with emoji or plain ASCII.
public struct Style: Sendable, Equatable {
  public var color: Bool
  public var ascii: Bool
  /// How many colours the terminal shows; the roles' 24-bit colours are brought to it.
  public var depth: ColorDepth

  public init(color: Bool, ascii: Bool, depth: ColorDepth = .trueColor) {
    self.color = color
    self.ascii = ascii
    self.depth = depth
  }

  /// `text` in the colour of `role`, or unchanged when colour is off.
  public func paint(_ text: TerminalText, _ role: Role) -> TerminalText {
    guard color, !text.isEmpty else { return text }
    return TerminalText(safe: "\u{1B}[\(depth.convert(role.sgr))m\(text.text)\u{1B}[0m")
  }

  /// The emoji, or its ASCII stand-in.
  public func symbol(_ emoji: TerminalText, _ fallback: TerminalText) -> TerminalText {
    ascii ? fallback : emoji
  }
}
