import Course

/// A new profile's first run: Duo's hello, the courses on tiles with their flags, the daily goals, and
/// what was chosen. Plain mode says the same in labelled lines, with nothing drawn.
public struct FirstRunView: Sendable {
  /// A course's tile: the name it is chosen by, and its language (nil when the course could not be read).
  public struct CourseTile: Sendable, Equatable {
    public let name: String
    public let language: Language?

    public init(name: String, language: Language?) { (self.name, self.language) = (name, language) }
  }

  public let style: Style
  public let width: Int
  public let plain: Bool

  public init(style: Style, width: Int, plain: Bool = false) {
    (self.style, self.width, self.plain) = (style, width, plain)
  }

  /// Duo's hello in the three bundled languages, and in English to `name`.
  public func hello(name: String) -> [TerminalText] {
    let greeting = "¡Hola! Bonjour ! Ciao!"
    let english: TerminalText = "Hi \(style.shown(name)), I'm Duo! Let's set up your course."
    if plain { return ["Duo says: \(greeting)", said(english)] }
    let pose: Duo.Pose = .wave
    let drawn = duoSaying(style.shown(greeting), pose: pose, style: style)
    return [""] + drawn + style.wrapped(english, to: max(10, width))
  }

  /// "What would you like to learn?" and a tile for each course, numbered, as many on a row as fit.
  public func courses(_ tiles: [CourseTile]) -> [TerminalText] {
    let question = style.paint("What would you like to learn?", .bold)
    let labels = tiles.enumerated().map { index, tile -> TerminalText in "\(index + 1)  " + label(tile) }
    if plain { return ["", "What would you like to learn?"] + labels.map(said) }
    return ["", question] + boxes(labels)
  }

  /// The question the course is typed at, short enough for 40 columns.
  public func coursePrompt(count: Int, keeping tile: CourseTile) -> TerminalText {
    "Course (1-\(count), Enter: \(name(of: tile))): "
  }

  /// "Pick a daily goal" and the goals in one tile, numbered, one a line.
  public func goals(_ goals: [(xp: Int, name: String)]) -> [TerminalText] {
    let nameWidth = goals.map(\.name.count).max() ?? 0
    let labels = goals.enumerated().map { index, goal -> TerminalText in
      let name: TerminalText = "\(goal.name)"
      return "\(index + 1)  \(name.padded(to: nameWidth))  \(goal.xp) XP a day"
    }
    if plain { return ["", "Pick a daily goal."] + labels }
    let inner = labels.map(\.displayWidth).max() ?? 0
    let box = style.box(.rounded)
    let side = style.paint(box.vertical, .macaw)
    return ["", style.paint("Pick a daily goal", .bold), style.paint(box.top(inner + 2), .macaw)]
      + labels.map { side + " " + $0.padded(to: inner) + " " + side } + [
        style.paint(box.bottom(inner + 2), .macaw)
      ]
  }

  /// The question the goal is typed at, short enough for 40 columns.
  public func goalPrompt(count: Int, keeping xp: Int) -> TerminalText {
    "Goal (1-\(count), Enter: \(xp) XP): "
  }

  /// Why an answer was refused, before the question is asked again; `reason` is escaped here.
  public func refused(_ reason: String) -> [TerminalText] {
    plain
      ? ["\(reason.plainSafe)"] : style.wrapped("\(reason)", to: max(10, width)).map { style.paint($0, .red) }
  }

  /// What was chosen, and how to start: `start` is the command that plays the first lesson. `kept` says
  /// the input ended before a question was answered, so its default was kept.
  public func chosen(
    _ tile: CourseTile, goal: (xp: Int, name: String), kept: Bool, start: TerminalText, change: TerminalText
  ) -> [TerminalText] {
    var lines: [TerminalText] = []
    if kept {
      lines.append("No answer, so \(name(of: tile)) and \(goal.xp) XP a day it is; \(change) change them.")
    }
    let flag: TerminalText =
      tile.language.map { style.ascii || plain ? "" : " " + style.shown($0.flag) } ?? ""
    lines.append("You're learning \(name(of: tile))\(flag), \(goal.name): \(goal.xp) XP a day. \(start)")
    return lines.flatMap { plain ? [said($0)] : style.wrapped($0, to: max(10, width)) }
  }

  /// A course's name as the learner reads it: its language, or its name with a capital.
  private func name(of tile: CourseTile) -> TerminalText {
    tile.language.map { style.shown($0.name) }
      ?? "\(tile.name.prefix(1).uppercased() + tile.name.dropFirst())"
  }

  /// A tile's text: the flag (the language's code in ASCII) and the language's name.
  private func label(_ tile: CourseTile) -> TerminalText {
    guard let language = tile.language else { return name(of: tile) }
    let flag: TerminalText =
      style.ascii || language.flag.isEmpty ? "\(language.code.uppercased())" : style.shown(language.flag)
    return flag + " " + name(of: tile)
  }

  /// A line as plain mode says it: its runs of spaces made one, none at its ends (as `String.plainSafe`
  /// does). Plain output's style is ASCII, so what `Style.shown` put in has no emoji to leave out.
  private func said(_ line: TerminalText) -> TerminalText { line.words.joined(separator: " ") }

  /// `labels` in boxes of one width, set side by side as many to a row as `width` holds.
  private func boxes(_ labels: [TerminalText]) -> [TerminalText] {
    let inner = labels.map(\.displayWidth).max() ?? 0
    let box = style.box(.rounded)
    let side = style.paint(box.vertical, .green)
    let perRow = max(1, (width + 1) / (inner + 5))
    var lines: [TerminalText] = []
    var start = 0
    while start < labels.count {
      let row = labels[start..<min(labels.count, start + perRow)]
      lines.append(row.map { _ in style.paint(box.top(inner + 2), .green) }.joined(separator: " "))
      lines.append(row.map { side + " " + $0.padded(to: inner) + " " + side }.joined(separator: " "))
      lines.append(row.map { _ in style.paint(box.bottom(inner + 2), .green) }.joined(separator: " "))
      start += perRow
    }
    return lines
  }
}
