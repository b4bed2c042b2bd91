import Course
import Foundation
import Learner
import Review
import Terminal

/// The app's views as plain labelled lines (`--plain`), drawn from the same learner and course.
struct PlainAppViews {
  let app: AppContext

  /// The plain lines of `input`'s view under the status line; nil for what the ordinary views show.
  func render(_ input: ShellInput, learner: Learner, course: Course, movedFrom: Int?) throws(LingoError)
    -> [String]?
  {
    let today = app.clock.today
    let path = PlainPathView()
    let body: [String]
    switch input {
    case .learn:
      body = path.lines(course: course, learner: learner)
    case .open(let ref):
      let (unit, index) = try AppViews(app: app).node(ref, in: course, learner: learner)
      body = path.card(
        unit: unit, index: index, status: learner.status(of: unit, index: index, in: course),
        previous: index > 0 ? unit.nodes[index - 1].title : nil)
    case .guide:
      let unit = course.units.first { $0.number == learner.position.unit } ?? course.units.first
      body = unit.map(path.guide) ?? []
    case .leaderboard:
      let league = League.name(of: learner.leagueTier)
      let daysLeft = League.daysLeft(on: today)
      body =
        learner.standings(at: app.clock.moment).map {
          PlainLeaderboardView().lines(
            standings: $0, league: league, daysLeft: daysLeft, movedFrom: movedFrom)
        } ?? PlainLeaderboardView().notJoined(league: league, daysLeft: daysLeft)
    case .quests:
      body = PlainLeaderboardView().quests(
        learner.quests.on(today, goal: learner.settings.dailyGoal), hoursLeft: nil)
    case .profile:
      body = PlainProfileView().profile(
        learner: learner, today: today, achievements: Achievement.all(for: learner, on: today),
        league: League.name(of: learner.leagueTier))
    case .passport:
      body = PlainProfileView().passport(
        learner: learner, today: today,
        units: course.units.map { ($0.number, $0.title, learner.hasFinished($0, in: course)) })
    case .words:
      let list = try app.wordList(course, learner: learner)
      body = PlainProfileView().words(units: list.units, dueCount: list.due)
    default:
      return nil
    }
    return [app.statusLine(learner, course: course), ""] + body
  }
}
