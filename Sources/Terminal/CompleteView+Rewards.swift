import Learner

extension CompleteView {
  /// The lines after the streak: the day's goal when this lesson met it, the quest chests it opened, and
  /// the league place it won (or the league it joined); each wraps by words under its text, past the icon.
  public func rewards(_ outcome: LessonOutcome) -> [TerminalText] {
    var text: [TerminalText] = []
    let quests = outcome.questsAfter
    let line = { (icon: TerminalText, runs: [(text: TerminalText, role: Role?)]) in
      let icon = style.symbol(icon, "")
      var runs = runs
      if let first = runs.first { runs[0].text = icon + first.text }
      text += style.wrapped(runs, to: width, rest: icon.indent)
    }
    if outcome.metGoal {
      let goal = quests.goal(of: .earnXP)
      line("⚡ ", [("Daily goal met: \(quests.xpToday) of \(goal) XP today!", .gold)])
    }
    for quest in outcome.chestsOpened {
      line(
        "🎁 ",
        [
          ("Quest complete: \(quests.title(of: quest))", .gold),
          (" · chest opened, +\(quest.gems) \(style.symbol("💎", "gems"))", nil),
        ])
    }
    let league = outcome.league
    let name = League.name(of: league.tier)
    if league.movedUp, let from = league.from {
      line(
        "🛡 ",
        [
          ("You moved up to \(League.ordinal(league.to)) place!", .ruby),
          ("  \(name) League, \(League.ordinal(from)) → \(League.ordinal(league.to))", .grey),
        ])
    } else if league.from == nil {
      line("🛡 ", [("You joined this week's \(name) League in \(League.ordinal(league.to)) place.", .ruby)])
    }
    return text.isEmpty ? [] : [""] + text
  }
}
