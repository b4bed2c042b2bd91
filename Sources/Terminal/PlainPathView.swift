import Course
import Learner

/// The Learn path, a node's card and a unit's guidebook as plain labelled lines for screen readers.
public struct PlainPathView: Sendable {
  public init() {}

  /// Finished units in a line each, the learner's unit node by node, then the next unit, locked.
  public func lines(course: Course, learner: Learner) -> [TerminalText] {
    var lines: [TerminalText] = ["Learn path: \(course.title.plainSafe)."]
    if learner.hasFinished(course) { lines += ["\(LearnView.finished)", "\(LearnView.practise)"] }
    let current = course.units.firstIndex { unit in
      unit.nodes.indices.contains { learner.status(of: unit, index: $0, in: course) == .current }
    }
    for (index, unit) in course.units.enumerated() {
      let name: TerminalText = "Section \(unit.section), unit \(unit.number): \(unit.title.plainSafe)"
      if let current, index < current {
        lines.append("\(name). Finished.")
        continue
      }
      if let current, index > current {
        lines.append("\(name). Locked.")
        break
      }
      lines.append("\(name). \(Plain.count(unit.nodes.count, "node")); type guide for its guidebook.")
      for (number, node) in unit.nodes.enumerated() {
        let status = learner.status(of: unit, index: number, in: course)
        lines.append("Node \(number + 1), \(kind(node)): \(node.title.plainSafe). \(describe(status, node)).")
      }
    }
    return lines
  }

  /// The card of the node at `index` of `unit`; `previous` names the node that opens a locked one.
  public func card(unit: PathUnit, index: Int, status: NodeStatus, previous: String?) -> [TerminalText] {
    let node = unit.nodes[index]
    var place = kind(node)
    if let lesson = unit.lessonPlace(ofNodeAt: index) { place = "lesson \(lesson.number) of \(lesson.of)" }
    // The XP the rules pay for the node, before the bonus for 80 % or better; the visual card says the same.
    let xp = Rewards.lessonXP(node)
    let action: TerminalText
    switch (status, node.kind) {
    case (.current, .chest):
      action = "Ready to open for \(Rewards.chestGems) gems: type start (lingo play at the shell)."
    case (.current, _): action = "Ready: type start (lingo play at the shell) for \(xp) XP."
    case (.done, .chest): action = "Opened."
    case (.done(let stars), _): action = "Done with \(stars) of 3 stars; practice it for \(xp) XP."
    case (.locked, _):
      action =
        previous.map { "Locked: finish \($0.plainSafe) to unlock it." } ?? "Locked: finish the nodes above."
    }
    return ["Node: \(node.title.plainSafe), \(place). \(action)"]
  }

  /// The unit's tips and key phrases, each labelled.
  public func guide(unit: PathUnit) -> [TerminalText] {
    var lines: [TerminalText] = ["Guidebook for unit \(unit.number): \(unit.title.plainSafe)."]
    for tip in unit.guidebook.tips { lines.append("Tip: \(tip.plainSafe)") }
    for phrase in unit.guidebook.phrases {
      lines.append("Phrase: \(phrase.text.plainSafe) Meaning: \(phrase.translation.plainSafe)")
    }
    if unit.guidebook.tips.isEmpty && unit.guidebook.phrases.isEmpty {
      lines.append("This unit has no guidebook yet.")
    }
    return lines
  }

  private func kind(_ node: Node) -> TerminalText {
    switch node.kind {
    case .lesson: "lesson"
    case .practice: "practice"
    case .chest: "chest"
    case .checkpoint: "unit review"
    }
  }

  private func describe(_ status: NodeStatus, _ node: Node) -> TerminalText {
    switch (status, node.kind) {
    case (.done, .chest): "Opened"
    case (.done(let stars), _): "Done, \(stars) of 3 stars"
    case (.current, _): "Current: type start (lingo play at the shell)"
    case (.locked, _): "Locked"
    }
  }
}
