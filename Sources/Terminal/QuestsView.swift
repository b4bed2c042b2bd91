import Learner

/// The day's three quests, each with its progress bar and its chest.
public struct QuestsView: Sendable {
  public let style: Style
  public let width: Int

  public init(style: Style, width: Int) {
    self.style = style
    self.width = width
  }

  /// "Daily Quests" and every quest; `openedNow` are the chests the last lesson opened.
  public func lines(quests: DailyQuests, openedNow: [DailyQuests.Quest], hoursLeft: Int?) -> [TerminalText] {
    var lines = [style.paint("Daily Quests", .bold)]
    if let hoursLeft {
      let hours: TerminalText =
        hoursLeft < 1 ? "Less than an hour" : hoursLeft == 1 ? "1 hour" : "\(hoursLeft) hours"
      lines.append(style.paint(style.symbol("⏳ ", "") + hours + " left", .fox))
    }
    let all = DailyQuests.Quest.allCases
    let countWidth = all.map { count(quests, $0).text.count }.max() ?? 0
    let chestWidth =
      all.map { max(chest($0, opened: true).displayWidth, chest($0, opened: false).displayWidth) }
      .max() ?? 0
    for quest in all {
      lines.append("")
      lines += self.quest(quest, in: quests, countWidth: countWidth, chestWidth: chestWidth)
      if openedNow.contains(quest) {
        let text = style.symbol("✨ ", "") + "Chest opened! +\(quest.gems) gems"
        lines.append(indent + style.paint(text, .green))
      }
    }
    if all.allSatisfy(quests.opened.contains) {
      lines += ["", style.paint(style.fitted("All quests done! New ones tomorrow.", to: width), .green)]
    }
    return lines
  }

  /// The columns before the bar: under the title, past the icon.
  private var indent: TerminalText { style.ascii ? "  " : "   " }

  private func quest(_ quest: DailyQuests.Quest, in quests: DailyQuests, countWidth: Int, chestWidth: Int)
    -> [TerminalText]
  {
    let progress = quests.progress(of: quest)
    let done = progress >= quests.goal(of: quest)
    let icon: TerminalText
    switch quest {
    case .earnXP: icon = style.paint("⚡", .gold)
    case .combo: icon = style.paint("🔥", .fox)
    case .highScores: icon = style.paint("🎯", .red)
    }
    let title = style.paint(style.fitted("\(quests.title(of: quest))", to: width - indent.text.count), .bold)
    let barWidth = min(30, max(4, width - indent.text.count - 2 - 1 - countWidth - 2 - chestWidth))
    let bar = style.bar(progress, of: quests.goal(of: quest), width: barWidth, role: done ? .green : .gold)
    let count = count(quests, quest)
    return [
      style.ascii ? title : icon + " " + title,
      indent + bar + " " + count.padded(to: countWidth) + "  "
        + chest(quest, opened: quests.opened.contains(quest)),
    ]
  }

  /// `15/30`; the XP quest counts the day's XP against the daily goal, past it too.
  private func count(_ quests: DailyQuests, _ quest: DailyQuests.Quest) -> TerminalText {
    let done = quest == .earnXP ? quests.xpToday : quests.progress(of: quest)
    return "\(done)/\(quests.goal(of: quest))"
  }

  /// The chest: closed while the quest is unfinished, open with its gems once opened.
  private func chest(_ quest: DailyQuests.Quest, opened: Bool) -> TerminalText {
    guard opened else { return style.paint(style.symbol("🎁", "[chest]"), .fox) }
    return style.paint(style.symbol("🎉 +\(quest.gems) 💎", "+\(quest.gems) gems"), .macaw)
  }
}
