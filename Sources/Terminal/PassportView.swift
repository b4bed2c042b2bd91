import Learner

/// The passport: the streak, the learner's totals and a stamp for every unit.
public struct PassportView: Sendable {
  public let style: Style
  public let width: Int

  public init(style: Style, width: Int) {
    self.style = style
    self.width = width
  }

  /// The passport; `landing` is the unit whose stamp has just landed.
  public func lines(
    learner: Learner, today: Day, units: [(number: Int, title: String, stamped: Bool)], landing: Int?
  )
    -> [TerminalText]
  {
    page(learner: learner, today: today, units: units, landed: landing) { unit in
      unit.stamped || unit.number == landing ? .stamped : .empty
    }
  }

  /// Frames of the `landing` unit's stamp dropping into its place; the last frame is the page after it landed.
  public func landingFrames(
    learner: Learner, today: Day, units: [(number: Int, title: String, stamped: Bool)], landing: Int
  ) -> [[TerminalText]] {
    let falling: [Phase] = [.empty, .falling(3), .falling(1)]
    return falling.map { phase in
      page(learner: learner, today: today, units: units, landed: nil) { unit in
        unit.number == landing ? phase : unit.stamped ? .stamped : .empty
      }
    } + [lines(learner: learner, today: today, units: units, landing: landing)]
  }

  /// How a stamp is drawn: still an empty outline, in place, or dropping with its top `n` lines out of sight.
  private enum Phase: Equatable {
    case empty, stamped
    case falling(Int)
  }

  private typealias Unit = (number: Int, title: String, stamped: Bool)

  /// The columns inside a stamp.
  private let inner = 16

  private func page(learner: Learner, today: Day, units: [Unit], landed: Int?, phase: (Unit) -> Phase)
    -> [TerminalText]
  {
    let streak = learner.streak(on: today)
    var lines: [TerminalText] = [
      style.paint("Passport", .bold), "",
      style.paint(style.symbol("🔥 ", "") + "\(streak) day streak", streak > 0 ? .fox : .grey), "",
    ]
    lines += totals(learner)
    let stamped = units.filter { phase($0) == .stamped }.count
    lines += ["", style.paint("Stamps", .bold) + style.paint("  \(stamped) of \(units.count)", .grey)]
    let perRow = max(1, (width + 1) / (inner + 3))
    for start in stride(from: 0, to: units.count, by: perRow) {
      let cells = units[start..<min(start + perRow, units.count)].map { stamp($0, phase: phase($0)) }
      lines += (0..<5).map { line in cells.map { $0[line] }.joined(separator: " ").trimmingTrailingSpaces }
    }
    if let landed, units.contains(where: { $0.number == landed }) {
      lines.append(style.paint(style.symbol("💥 ", "") + "THUD! Unit \(landed) stamped.", .fox))
    }
    let hint = style.wrapped("Type settings to change your goal, sound and accents.", to: width)
    return lines + [""] + hint.map { style.paint($0, .grey) }
  }

  /// Total XP, lessons completed and words met, one to a line.
  private func totals(_ learner: Learner) -> [TerminalText] {
    let lessons = learner.lessonsCompleted
    let words = learner.wordsMet.count
    let rows: [(TerminalText, TerminalText, TerminalText, Role)] = [
      ("⚡", "\(learner.totalXP.grouped)", "total XP", Role.gold),
      ("📚", "\(lessons.grouped)", lessons == 1 ? "lesson completed" : "lessons completed", Role.ruby),
      ("📖", "\(words.grouped)", words == 1 ? "word met" : "words met", Role.macaw),
      (
        "🧊", "\(learner.freezes)",
        (learner.freezes == 1 ? "freeze, " : "freezes, ")
          + (learner.frozenDays.count == 1 ? "1 day saved" : "\(learner.frozenDays.count) days saved"),
        Role.macaw
      ),
    ]
    let valueWidth = rows.map(\.1.text.count).max() ?? 0
    return rows.map { icon, value, label, role in
      let prefix = style.ascii ? .empty : style.paint(icon, role) + " "
      let room = max(1, width - (style.ascii ? 0 : 3) - valueWidth - 2)
      return prefix + style.paint(value.padded(to: valueWidth), .bold) + "  "
        + style.paint(style.fitted(label, to: room), .grey)
    }
  }

  /// A unit's stamp, five lines of `inner + 2` columns.
  private func stamp(_ unit: Unit, phase: Phase) -> [TerminalText] {
    let blank = TerminalText.spaces(inner)
    guard phase != .empty else {
      let box = style.box(.dashed)
      let middle = (["UNIT \(unit.number)", "not yet", ""] as [TerminalText]).map {
        box.vertical + $0.centred(in: inner) + box.vertical
      }
      return ([box.top(inner)] + middle + [box.bottom(inner)]).map { style.paint($0, .grey) }
    }
    let box = style.box(.double)
    let role = roles[(max(1, unit.number) - 1) % roles.count]
    let title = wrapped(style.shown(unit.title), to: inner - 2)
    let middle: [TerminalText] = [
      "UNIT \(unit.number) " + style.symbol("✓", "OK"), title[0], title.count > 1 ? title[1] : "",
    ]
    let full =
      ([box.top(inner)] + middle.map { box.vertical + $0.centred(in: inner) + box.vertical } + [
        box.bottom(inner)
      ])
      .map { style.paint($0, role) }
    guard case .falling(let hidden) = phase else { return full }
    return Array(full.dropFirst(hidden)) + Array(repeating: " " + blank + " ", count: hidden)
  }

  private let roles: [Role] = [.macaw, .green, .purple, .fox, .ruby, .gold]

  /// The title in at most two lines of `width` columns, the second cut short when it runs on.
  private func wrapped(_ text: TerminalText, to width: Int) -> [TerminalText] {
    let lines = style.wrapped(text, to: width)
    guard lines.count > 2 else { return lines }
    return [lines[0], style.fitted(Array(lines.dropFirst()).joined(separator: " "), to: width)]
  }
}
