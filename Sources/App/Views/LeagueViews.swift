import Foundation
import Learner
import Terminal

/// The views of the week's play: the league's leaderboard, the daily quests, and how the last week ended.
enum LeagueViews {
  /// The leaderboard; after a lesson that climbed (`move`), the climb is marked and, at a terminal, animated.
  static func leaderboard(_ world: AppWorld, move: AppState.Move?) -> Screen {
    let learner = world.learner
    let league = League.name(of: learner.leagueTier)
    let daysLeft = League.daysLeft(on: world.today)
    let standings = learner.standings(at: world.moment)
    if world.display.plain {
      let view = PlainLeaderboardView()
      return Screen(
        standings.map { view.lines(standings: $0, league: league, daysLeft: daysLeft, movedFrom: move?.from) }
          ?? view.notJoined(league: league, daysLeft: daysLeft))
    }
    let view = LeaderboardView(style: world.display.style, width: world.display.width)
    guard let standings else { return Screen(view.notJoined(league: league, daysLeft: daysLeft)) }
    let lines = view.lines(standings: standings, league: league, daysLeft: daysLeft, movedFrom: move?.from)
    guard let move else { return Screen(lines) }
    return Screen(
      lines,
      frames: view.moveFrames(
        standings: standings, league: league, daysLeft: daysLeft, from: move.from, to: move.to))
  }

  /// Today's quests, with the chests the last lesson opened (`opened`) shown opening.
  static func quests(_ world: AppWorld, opened: [DailyQuests.Quest]) -> Screen {
    let learner = world.learner
    let quests = learner.quests.on(world.today, goal: learner.settings.dailyGoal)
    if world.display.plain { return Screen(PlainLeaderboardView().quests(quests, hoursLeft: nil)) }
    return Screen(
      QuestsView(style: world.display.style, width: world.display.width).lines(
        quests: quests, openedNow: opened,
        hoursLeft: Moment.hoursLeftToday(at: world.now, in: world.timeZone)))
  }

  /// How the last league week ended, said above the first view of a new week.
  static func weekResult(_ result: WeekResult, display: Display) -> [TerminalText] {
    display.plain
      ? PlainLeaderboardView().result(result) + [""]
      : LeaderboardView(style: display.style, width: display.width).result(result)
  }
}
