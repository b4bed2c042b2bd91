import Learner

/// The league table and the daily quests as plain labelled lines for screen readers.
public struct PlainLeaderboardView: Sendable {
  public init() {}

  /// The league, the days left, the learner's place, then every row with the zones named.
  public func lines(standings: [League.Standing], league: String, daysLeft: Int, movedFrom: Int?)
    -> [TerminalText]
  {
    var lines: [TerminalText] = [
      "\(league) League, \(Plain.count(daysLeft, "day")) left. Top \(League.promoted) advance to the next league; "
        + "the bottom \(League.demoted) move down."
    ]
    if let me = standings.first(where: \.isLearner) {
      var place: TerminalText = "You are \(League.ordinal(me.rank)) with \(me.xp) XP."
      if let movedFrom, me.rank < movedFrom {
        place = "You moved up to \(League.ordinal(me.rank)) place! \(place)"
      }
      lines.append(place)
    }
    let demotedFrom = standings.count - League.demoted + 1
    for row in standings {
      if row.rank == 1 { lines.append("Promotion zone:") }
      if row.rank == League.promoted + 1 { lines.append("Safe zone:") }
      if row.rank == demotedFrom { lines.append("Demotion zone:") }
      lines.append("\(row.rank). \(row.name.plainSafe)\(row.isLearner ? " (you)" : ""), \(row.xp) XP.")
    }
    return lines
  }

  /// A week the learner has not joined yet.
  public func notJoined(league: String, daysLeft: Int) -> [TerminalText] {
    ["\(league) League, \(Plain.count(daysLeft, "day")) left. Finish a lesson to join this week's league."]
  }

  /// How the last week ended, said once in a new week.
  public func result(_ result: WeekResult) -> [TerminalText] { ["\(result.sentence)"] }

  /// The day's quests, each with its progress and its chest.
  public func quests(_ quests: DailyQuests, hoursLeft: Int?) -> [TerminalText] {
    var lines: [TerminalText] = [
      "Daily quests\(hoursLeft.map { ", \(Plain.count($0, "hour")) left" } ?? "")."
    ]
    for quest in DailyQuests.Quest.allCases {
      let chest = quests.opened.contains(quest) ? "chest opened" : "chest of \(quest.gems) gems"
      let done = quest == .earnXP ? quests.xpToday : quests.progress(of: quest)
      lines.append(
        "Quest: \(quests.title(of: quest)). \(done) of \(quests.goal(of: quest)), \(chest).")
    }
    return lines
  }
}
