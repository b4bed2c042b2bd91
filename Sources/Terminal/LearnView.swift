import Course
import Foundation
import Learner

/// The Learn path: each unit's banner, its nodes on a gentle wave, START above the current one, Duo beside it.
public struct LearnView: Sendable {
  public let style: Style
  public let width: Int

  public init(style: Style, width: Int) {
    self.style = style
    self.width = max(40, width)
  }

  /// The course as a path: finished units folded to a line, the learner's unit in full, the next one's banner.
  /// `bounce` lifts the START bubble by a line (for a terminal's animation).
  public func lines(course: Course, learner: Learner, bounce: Bool = false) -> [TerminalText] {
    var lines: [TerminalText] = []
    if learner.hasFinished(course) {
      lines += [
        style.paint(Self.fit(style.symbol("🏆 ", "") + LearnView.finished, width), .gold),
        style.paint(Self.fit(LearnView.practise, width), .grey), "",
      ]
    }
    let current = course.units.firstIndex { unit in
      unit.nodes.indices.contains { learner.status(of: unit, index: $0, in: course) == .current }
    }
    for (index, unit) in course.units.enumerated() {
      if let current, index < current {
        let line = Self.fit(
          style.symbol("✔ ", "+ ") + "UNIT \(unit.number) · \(unit.title)", width)
        lines.append(style.paint(line, .gold))
        continue
      }
      if let current, index > current {
        lines += [""] + banner(unit, locked: true)
        break
      }
      if !lines.isEmpty { lines.append("") }
      lines += banner(unit)
      lines += path(unit, course: course, learner: learner, bounce: bounce)
    }
    return lines
  }

  /// What the path says of a finished course, above it.
  public static let finished: TerminalText = "Course complete! Every unit is stamped in your passport."
  public static let practise: TerminalText =
    "Practise: start (lingo play) replays a lesson with the fewest stars."

  /// `SECTION 1, UNIT 2 · Order food and drinks [GUIDEBOOK]` in the unit's colour.
  func banner(_ unit: PathUnit, locked: Bool = false) -> [TerminalText] {
    let role = locked ? Role.grey : Role.unit(unit.color)
    let inner = min(width, 64) - 4
    let box = style.box(.rounded)
    let side = style.paint(box.vertical, role)
    let guide = locked ? style.paint("[LOCKED]   ", .grey) : style.paint("[GUIDEBOOK]", .bold)
    let heading: TerminalText = "SECTION \(unit.section), UNIT \(unit.number)"
    let top = heading.padded(to: inner - 11) + guide
    let title = Self.fit("\(unit.title)", inner)
    return [
      style.paint(box.top(inner + 2), role),
      side + " " + style.paint(top.padded(to: inner), role) + " " + side,
      side + " " + style.paint(title, .bold).padded(to: inner) + " " + side,
      style.paint(box.bottom(inner + 2), role),
    ]
  }

  /// The unit's nodes on a wave, two lines each, the current one under its START bubble with Duo beside.
  func path(_ unit: PathUnit, course: Course, learner: Learner, bounce: Bool) -> [TerminalText] {
    let amplitude = Double(min(10, (width - 36) / 2 + 4))
    var rows: [TerminalText] = []
    var duoRow: Int?
    for (index, node) in unit.nodes.enumerated() {
      let offset = 4 + Int((amplitude * (1 + sin(Double(index) * .pi / 3))).rounded())
      let status = learner.status(of: unit, index: index, in: course)
      let indent = TerminalText.spaces(offset)
      if status == .current {
        let bubble = startBubble()
        if bounce { rows.append("") }
        duoRow = rows.count
        rows += bubble.map { .spaces(offset - 3) + $0 }
        if !bounce { rows.append("") }
      }
      rows.append(indent + glyph(node, status, unit: unit) + "  " + label(node, status))
      if case .done(let stars) = status, node.kind != .chest {
        rows.append(indent + "   " + self.stars(stars))
      }
    }
    guard let duoRow, width >= 64 else { return rows + duoBelow(rows: duoRow) }
    // Duo waves from a column of his own, beside the path.
    let column = min(width - 12, (rows.map(\.displayWidth).max() ?? 0) + 6)
    var placed = rows
    for (line, art) in Duo.lines(.wave, style: style).enumerated() {
      let row = duoRow + line
      while placed.count <= row { placed.append("") }
      placed[row] = placed[row].padded(to: column) + art
    }
    return placed
  }

  private func duoBelow(rows: Int?) -> [TerminalText] {
    guard rows != nil else { return [] }
    return [""] + duoSaying("Let's go!", pose: .wave, style: style)
  }

  /// The START bubble, three lines, its tail over the node.
  private func startBubble() -> [TerminalText] {
    let word = style.paint("START", .green)
    return style.ascii
      ? ["+-------+", "| \(word) |", "+---v---+"] : ["╭───────╮", "│ \(word) │", "╰───┬───╯"]
  }

  private func glyph(_ node: Node, _ status: NodeStatus, unit: PathUnit) -> TerminalText {
    switch (node.kind, status) {
    case (.chest, .done): return style.paint(style.symbol("🎁", "[$]"), .grey)
    case (.chest, _): return style.paint(style.symbol("🎁", "[$]"), status == .current ? .gold : .grey)
    case (.checkpoint, .done): return style.paint(style.symbol("🏆", "[T]"), .gold)
    case (.checkpoint, _): return style.paint(style.symbol("🏆", "[T]"), .grey)
    case (_, .done): return style.paint(style.symbol("(●)", "(*)"), .gold)
    case (_, .current): return style.paint(style.symbol("(★)", "(>)"), Role.unit(unit.color))
    case (_, .locked): return style.paint(style.symbol("(○)", "( )"), .grey)
    }
  }

  private func label(_ node: Node, _ status: NodeStatus) -> TerminalText {
    let title = Self.fit("\(node.title)", width - 24)
    switch status {
    case .current: return style.paint(title, .bold)
    case .done: return title
    case .locked: return style.paint(title, .grey)
    }
  }

  private func stars(_ count: Int) -> TerminalText {
    let filled = TerminalText.repeating(style.symbol("★", "*"), count: count)
    let empty = TerminalText.repeating(style.symbol("☆", "."), count: 3 - count)
    return style.paint(filled, .gold) + style.paint(empty, .grey)
  }

  /// `text` cut to `width` columns with an ellipsis (`…`, in ASCII too); whole when not even one character
  /// and the ellipsis fit.
  static func fit(_ text: TerminalText, _ width: Int) -> TerminalText {
    width > 1 ? ellipsis.fitted(text, to: width) : text
  }

  /// The style whose `fitted` ends a cut line in `…`: the path cuts its lines so in every style.
  private static let ellipsis = Style(color: false, ascii: false)
}
