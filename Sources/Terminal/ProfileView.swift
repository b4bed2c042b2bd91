import Learner

/// The learner's profile: name, username, joined date, statistics and achievements.
public struct ProfileView: Sendable {
  public let style: Style
  public let width: Int

  public init(style: Style, width: Int) {
    self.style = style
    self.width = width
  }

  /// The profile of `learner` on `today`, in `league`.
  public func lines(learner: Learner, today: Day, achievements: [Achievement], league: String)
    -> [TerminalText]
  {
    let streak = learner.streak(on: today)
    let stats: [Stat] = [
      Stat(icon: "🔥", value: "\(streak)", label: "Day streak", role: streak > 0 ? .fox : .grey),
      Stat(icon: "⚡", value: "\(learner.totalXP.grouped)", label: "Total XP", role: .gold),
      Stat(
        icon: "🏆", value: style.shown(league), label: "Current league", role: Role.league(league)
      ),
      Stat(icon: "🏅", value: "\(learner.topThreeFinishes)", label: "Top 3 finishes", role: .gold),
      Stat(
        icon: "🧊", value: "\(learner.freezes)/\(Freezes.maximum)", label: "Streak freezes",
        role: learner.freezes > 0 ? .macaw : .grey),
      Stat(
        icon: "❄️", value: "\(learner.frozenDays.count)", label: "Days saved by a freeze",
        role: learner.frozenDays.isEmpty ? .grey : .macaw),
    ]
    let countWidth = achievements.map { count($0).text.count }.max() ?? 0
    return heading(learner) + ["", style.paint("Statistics", .bold)]
      + (isGrid ? grid(stats) : list(stats))
      + ["", style.paint("Achievements", .bold)]
      + achievements.flatMap { achievement($0, countWidth: countWidth) }
  }

  /// One statistic: its icon, value, label and colour.
  private struct Stat {
    var icon: TerminalText
    var value: TerminalText
    var label: TerminalText
    var role: Role
  }

  /// Whether the statistics form a 2×2 grid of boxes rather than a list.
  private var isGrid: Bool { width >= 60 }

  /// The columns the profile spans: the terminal, up to 71, odd when the statistics form a grid.
  private var contentWidth: Int {
    let columns = min(width, 71)
    return isGrid && columns % 2 == 0 ? columns - 1 : columns
  }

  private func heading(_ learner: Learner) -> [TerminalText] {
    let name = style.paint(style.fitted(style.shown(learner.name), to: width), .bold)
    let username: TerminalText = "@\(style.shown(learner.username))"
    let joined: TerminalText = "Joined \(style.shown(learner.joined))"
    let together = username + style.symbol(" · ", " - ") + joined
    guard together.displayWidth > width else { return [name, style.paint(together, .grey)] }
    return [
      name, style.paint(style.fitted(username, to: width), .grey),
      style.paint(style.fitted(joined, to: width), .grey),
    ]
  }

  /// The statistics as a 2×2 grid of boxes.
  private func grid(_ stats: [Stat]) -> [TerminalText] {
    let inner = (contentWidth - 1) / 2 - 2
    let border = style.box(.rounded)
    let (v, top, bottom) = (border.vertical, border.top(inner), border.bottom(inner))
    func box(_ stat: Stat) -> [TerminalText] {
      let icon = style.ascii ? .empty : stat.icon + " "
      let value =
        " " + icon + style.paint(style.fitted(stat.value, to: inner - 2 - icon.displayWidth), stat.role)
      let label =
        " " + icon.indent + style.fitted(stat.label, to: inner - 2)
      return [
        top, v + value.padded(to: inner) + v, v + style.paint(label.padded(to: inner), .grey) + v, bottom,
      ]
    }
    return stride(from: 0, to: stats.count, by: 2).flatMap { start -> [TerminalText] in
      let boxes = stats[start..<min(start + 2, stats.count)].map(box)
      return (0..<4).map { line in boxes.map { $0[line] }.joined(separator: " ") }
    }
  }

  /// The statistics one to a line, for narrow terminals.
  private func list(_ stats: [Stat]) -> [TerminalText] {
    let valueWidth = stats.map(\.value.displayWidth).max() ?? 0
    return stats.map { stat in
      let icon = style.ascii ? .empty : stat.icon + " "
      let label = style.fitted(stat.label, to: max(1, width - 2 - icon.displayWidth - valueWidth - 2))
      return "  " + icon + style.paint(stat.value, stat.role)
        + .spaces(valueWidth - stat.value.displayWidth + 2) + style.paint(label, .grey)
    }
  }

  /// An achievement: its badge, name and level, what the level asks, and the progress toward it.
  private func achievement(_ achievement: Achievement, countWidth: Int) -> [TerminalText] {
    let (icon, role) = badge(achievement.name)
    let level: TerminalText =
      "LEVEL \(achievement.progress >= achievement.goal ? achievement.tier : achievement.tier + 1)"
    let prefix = style.ascii ? .empty : icon + " "
    let nameWidth = max(1, contentWidth - prefix.displayWidth - level.text.count - 1)
    let name = style.fitted(style.shown(achievement.name), to: nameWidth)
    let gap = TerminalText.spaces(
      max(1, contentWidth - prefix.displayWidth - name.displayWidth - level.text.count))
    let indent: TerminalText = style.ascii ? "  " : "   "
    let barWidth = min(40, max(4, contentWidth - indent.text.count - 2 - 1 - countWidth))
    return [
      "",
      prefix + style.paint(name, .bold) + gap + style.paint(level, role),
      indent + style.fitted(style.shown(achievement.description), to: width - indent.text.count),
      indent + style.bar(achievement.progress, of: achievement.goal, width: barWidth, role: role) + " "
        + count(achievement),
    ]
  }

  /// `27/30`, `4,120/5,000`.
  private func count(_ achievement: Achievement) -> TerminalText {
    "\(achievement.progress.grouped)/\(achievement.goal.grouped)"
  }

  /// The badge and colour of each achievement.
  private func badge(_ name: String) -> (TerminalText, Role) {
    switch name {
    case "Wildfire": (style.paint("🔥", .fox), .fox)
    case "Sage": (style.paint("🦉", .green), .green)
    case "Scholar": (style.paint("📚", .ruby), .ruby)
    default: (style.paint("🏅", .gold), .gold)
    }
  }
}
