import Course
import Learner

/// The card a node opens: its title, its place in the unit, and what can be done with it; its text wraps
/// by words to keep the card inside `width` columns.
public struct NodeCardView: Sendable {
  public let style: Style
  /// The columns the card may take, its borders with them.
  public let width: Int

  public init(style: Style, width: Int = 80) {
    self.style = style
    self.width = width
  }

  /// The card of the node at `index` of `unit`; `previous` names the node that opens a locked one.
  public func lines(unit: PathUnit, index: Int, status: NodeStatus, previous: String?) -> [TerminalText] {
    let node = unit.nodes[index]
    let role = Role.unit(unit.color)
    // The text between the borders and the space inside each.
    let room = width - 4
    var body = style.wrapped("\(node.title)", to: room, first: "", rest: "", role: .bold)
    if let place = unit.lessonPlace(ofNodeAt: index) {
      body.append("Lesson \(place.number) of \(place.of)")
    } else {
      body.append(node.kind == .chest ? "A chest of gems" : "Practice what you've learned")
    }
    switch (status, node.kind) {
    case (.current, .chest):
      body.append(
        style.paint(
          style.symbol("[ OPEN +\(Rewards.chestGems) 💎 ]", "[ OPEN +\(Rewards.chestGems) gems ]"), role))
    case (.current, _): body.append(style.paint("[ START +\(Rewards.lessonXP(node)) XP ]", role))
    case (.done, .chest): body.append(style.paint("Opened", .grey))
    case (.done(let stars), _):
      body.append(
        TerminalText.repeating(style.symbol("★", "*"), count: stars) + "  "
          + style.paint("[ PRACTICE +\(Rewards.lessonXP(node)) XP ]", role))
    case (.locked, _):
      let opener: TerminalText =
        previous.map { "Finish “\($0)” to unlock this." }
        ?? "Finish the nodes above to unlock this."
      body += style.wrapped(opener, to: room, first: "", rest: "", role: .grey)
    }
    let inner = body.map(\.displayWidth).max() ?? 0
    let box = style.box(.rounded)
    let side = style.paint(box.vertical, role)
    return [style.paint(box.top(inner + 2), role)]
      + body.map { side + " " + $0.padded(to: inner) + " " + side }
      + [style.paint(box.bottom(inner + 2), role)]
  }
}
