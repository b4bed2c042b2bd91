import Course
import Foundation
import Learner
import Review
import Terminal

/// The app's views, each drawn from the store's learner under the status line.
struct AppViews {
  let app: AppContext
  /// The last lesson's move in the league, shown once by the next leaderboard.
  var lastMove: (from: Int, to: Int)?
  /// The quest chests the last lesson opened, shown once by the next quests view.
  var lastChests: [DailyQuests.Quest] = []
  /// The unit whose checkpoint was just finished: its passport stamp lands on the next passport.
  var lastStamp: Int?
  /// Frames drawn before a view's last one, at a terminal only.
  private var frames: [[String]] = []

  init(app: AppContext) { self.app = app }

  /// Shows `input`'s view, or throws why it can't (the prompt goes on after a usage error).
  mutating func show(_ input: ShellInput) throws(LingoError) {
    let (learner, course) = try state()
    let lines = try announcingWeek(try render(input, learner: learner, course: course), learner, input)
    let animate = app.animates && !app.options.json
    for frame in animate ? frames : [] {
      let status = [app.statusLine(learner, course: course), ""]
      app.environment.write((status + frame).map { $0.trimmingTrailingSpaces + "\n" }.joined())
      app.environment.pause(0.2)
      app.environment.write("\u{1B}[\(frame.count + 2)A\r\u{1B}[J")
    }
    frames = []
    app.environment.write(lines.map { $0.trimmingTrailingSpaces + "\n" }.joined() + "\n")
  }

  /// The view's lines, under the status line.
  mutating func render(_ input: ShellInput, learner: Learner, course: Course) throws(LingoError) -> [String] {
    if app.plain,
      let plain = try PlainAppViews(app: app).render(
        input, learner: learner, course: course, movedFrom: lastMove?.from)
    {
      if case .leaderboard = input { lastMove = nil }
      return plain
    }
    let style = app.style
    let width = app.width
    let today = app.clock.today
    let body: [String]
    switch input {
    case .learn:
      let view = LearnView(style: style, width: width)
      body = view.lines(course: course, learner: learner)
      // At a terminal the START bubble bounces once before the path settles.
      frames = [view.lines(course: course, learner: learner, bounce: true)]
    case .open(let ref):
      let (unit, index) = try node(ref, in: course, learner: learner)
      let previous = index > 0 ? unit.nodes[index - 1].title : nil
      body = NodeCardView(style: style).lines(
        unit: unit, index: index, status: learner.status(of: unit, index: index, in: course),
        previous: previous)
    case .guide:
      let unit = course.units.first { $0.number == learner.position.unit } ?? course.units.first
      body = unit.map { GuideView(style: style, width: width).lines(unit: $0) } ?? []
    case .leaderboard:
      let view = LeaderboardView(style: style, width: width)
      let league = League.name(of: learner.leagueTier)
      let daysLeft = League.daysLeft(on: today)
      if let standings = learner.standings(at: app.clock.moment) {
        body = view.lines(standings: standings, league: league, daysLeft: daysLeft, movedFrom: lastMove?.from)
        if let lastMove {
          frames = view.moveFrames(
            standings: standings, league: league, daysLeft: daysLeft, from: lastMove.from, to: lastMove.to)
        }
      } else {
        body = view.notJoined(league: league, daysLeft: daysLeft)
      }
      lastMove = nil
    case .quests:
      body = QuestsView(style: style, width: width).lines(
        quests: learner.quests.on(today, goal: learner.settings.dailyGoal), openedNow: lastChests,
        hoursLeft: hoursLeft())
      lastChests = []
    case .profile:
      body = ProfileView(style: style, width: width).lines(
        learner: learner, today: today, achievements: Achievement.all(for: learner, on: today),
        league: League.name(of: learner.leagueTier))
    case .words:
      let list = try app.wordList(course, learner: learner)
      body = WordsView(style: style, width: width).lines(
        units: list.units, dueCount: list.due,
        meaning: { word in
          let meanings = course.glossary.meanings(of: word)
          return meanings.isEmpty ? nil : meanings.joined(separator: ", ")
        })
    case .passport:
      let units: [(number: Int, title: String, stamped: Bool)] = course.units.map {
        (number: $0.number, title: $0.title, stamped: learner.hasFinished($0, in: course))
      }
      let view = PassportView(style: style, width: width)
      body = view.lines(learner: learner, today: today, units: units, landing: lastStamp)
      if let lastStamp {
        frames = view.landingFrames(learner: learner, today: today, units: units, landing: lastStamp)
      }
      self.lastStamp = nil
    case .settings(let words):
      return try SettingsChange.apply(words, app: app, learner: learner, course: course)
    case .reset(let name, let confirmed):
      guard confirmed else {
        body = [Reset.warning, "Type 'reset yes' to go ahead."]
        break
      }
      do {
        body = try Reset.perform(
          app.store, newName: name, clock: app.clock, variables: app.environment.variables)
      } catch {
        throw .store(error)
      }
    case .help:
      body = ShellInput.helpLines
    case .unknown(let word):
      throw .usage("unknown command '\(word)'", hint: "type help for the commands")
    case .start, .review, .quit, .nothing:
      body = []
    }
    return [app.statusLine(learner, course: course), ""] + body
  }

  /// The view with how the last league week ended above it, the first time a view is shown in a new week;
  /// the result is then cleared so it is said once.
  private func announcingWeek(_ lines: [String], _ learner: Learner, _ input: ShellInput) throws(LingoError)
    -> [String]
  {
    guard let result = learner.leagueResult, input.announcesWeek, lines.count >= 2 else { return lines }
    try app.update { stored -> Void in
      if stored.leagueResult == result { stored.leagueResult = nil }
    }
    let said =
      app.plain
      ? PlainLeaderboardView().result(result) + [""]
      : LeaderboardView(style: app.style, width: app.width).result(result)
    return Array(lines.prefix(2)) + said + lines.dropFirst(2)
  }

  /// The learner as stored now and the course they study.
  func state() throws(LingoError) -> (Learner, Course) {
    let learner = try app.learner()
    return (learner, try app.course(nil, for: learner))
  }

  /// The node `ref` names: its number in the current unit, UNIT.NODE, or its id; the current node by default.
  func node(_ ref: String?, in course: Course, learner: Learner) throws(LingoError) -> (PathUnit, Int) {
    var ref = ref ?? learner.position.description
    if let number = Int(ref) { ref = "\(learner.position.unit).\(number)" }
    guard let found = course.place(named: ref) else {
      throw .usage("no node '\(ref)'; give its number (4), UNIT.NODE (2.4) or id")
    }
    return found
  }

  private func hoursLeft() -> Int { Moment.hoursLeftToday(at: app.clock.now(), in: app.clock.timeZone) }
}

extension ShellInput {
  /// Whether the view is one that says how the last league week ended.
  var announcesWeek: Bool {
    switch self {
    case .learn, .open, .guide, .leaderboard, .quests, .profile, .words, .passport: true
    default: false
    }
  }
}
