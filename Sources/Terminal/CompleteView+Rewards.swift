import Learner

extension CompleteView {
  /// The lines after the streak: the day's goal when this lesson met it, the quest chests it opened, and
  /// the league place it won (or the league it joined).
  public func rewards(_ outcome: LessonOutcome) -> [String] {
    var text: [String] = []
    let quests = outcome.questsAfter
    if outcome.metGoal {
      let goal = quests.goal(of: .earnXP)
      text.append(
        style.paint(style.symbol("⚡ ", "") + "Daily goal met: \(quests.xpToday) of \(goal) XP today!", .gold))
    }
    for quest in outcome.chestsOpened {
      text.append(
        style.paint(style.symbol("🎁 ", "") + "Quest complete: \(quests.title(of: quest))", .gold)
          + " · chest opened, +\(quest.gems) " + style.symbol("💎", "gems"))
    }
    let league = outcome.league
    let name = League.name(of: league.tier)
    if league.movedUp, let from = league.from {
      text.append(
        style.paint(style.symbol("🛡 ", "") + "You moved up to \(League.ordinal(league.to)) place!", .ruby)
          + style.paint("  \(name) League, \(League.ordinal(from)) → \(League.ordinal(league.to))", .grey))
    } else if league.from == nil {
      text.append(
        style.paint(
          style.symbol("🛡 ", "")
            + "You joined this week's \(name) League in \(League.ordinal(league.to)) place.",
          .ruby))
    }
    return text.isEmpty ? [] : [""] + text
  }
}
