import Course
import Foundation

extension Learner {
  /// Sam Rivera, the sample learner, on `today`: a 27-day Spanish streak whose last day is yesterday,
  /// with five weeks of history before it; no day of it falls before 1970-01-01 (`ValueLimits.day`).
  /// The launch week's league table is the fixed launch table at `elapsed` days into the week (by default, `now`'s
  /// time of day in UTC).
  public static func sample(today: Day, now: Date, elapsed: Double? = nil) -> Learner {
    let utc = TimeZone(identifier: "UTC") ?? .current
    let anchor =
      elapsed ?? Double(today.daysSinceMonday)
      + Moment(now, in: utc).elapsed.truncatingRemainder(dividingBy: 1)
    let streak = 27
    let yesterday = today.adding(-1)
    var days: [Day: Int] = [:]
    for offset in 0..<streak where ValueLimits.day.contains(yesterday.ordinal - offset) {
      days[yesterday.adding(-offset)] = [10, 15, 20, 30, 15, 25][offset % 6]
    }
    // Before the streak began: a few scattered days of the five weeks.
    for offset in [29, 31, 32, 34] where ValueLimits.day.contains(yesterday.ordinal - offset) {
      days[yesterday.adding(-offset)] = 10
    }
    return Learner(
      name: "Sam Rivera", username: "SamRivera927", joined: "March 2025", courseID: BundledCourse.first.name,
      gems: 505, energy: .full(at: now), totalXP: 4_120, streakCount: streak, dailyXP: days,
      position: PathPosition(unit: 2, node: 4), lessonsCompleted: 214,
      quests: DailyQuests(day: today), leagueWeek: today.monday, leagueXP: 285, topThreeFinishes: 2,
      leagueTier: League.ruby, leagueAnchor: anchor)
  }

  /// An empty profile of one's own, starting at the beginning of `courseID`.
  public static func new(name: String, today: Day, now: Date, courseID: String = BundledCourse.first.name)
    -> Learner
  {
    let username = name.filter { $0.isLetter || $0.isNumber }
    return Learner(
      name: name, username: username.isEmpty ? "learner" : username, joined: today.monthAndYear,
      courseID: courseID,
      gems: 500, energy: .full(at: now), totalXP: 0, streakCount: 0, dailyXP: [:],
      position: PathPosition(unit: 1, node: 1), quests: DailyQuests(day: today),
      leagueWeek: today.monday, leagueXP: 0)
  }
}

extension Learner {
  /// Sam Rivera at `moment`: the league's seed table holds at that moment of the launch week.
  public static func sample(at moment: Moment) -> Learner {
    sample(today: moment.day, now: moment.date, elapsed: moment.elapsed)
  }
}

extension Learner {
  /// Sam with the words of every node finished in `course` (those before node 2.4) met over the history:
  /// the nodes in path order, spread evenly over the days Sam studied.
  public static func sample(at moment: Moment, course: Course) -> Learner {
    var sam = sample(at: moment)
    guard course.id == sam.courseID else { return sam }
    let finished = course.units.flatMap { unit in
      unit.nodes.enumerated().filter { PathPosition(unit: unit.number, node: $0.offset + 1) < sam.position }
        .map(\.element)
    }
    let days = sam.dailyXP.keys.sorted()
    guard !days.isEmpty, !finished.isEmpty else { return sam }
    for (index, node) in finished.enumerated() {
      let day = days[min(days.count - 1, index * days.count / finished.count)]
      for word in node.teaches where sam.wordsMet[WordKey(course: course.id, word: word)] == nil {
        sam.wordsMet[WordKey(course: course.id, word: word)] = day
      }
    }
    return sam
  }
}

extension Learner {
  /// The seed the sample history's ratings and fuzz are drawn from: the same history every time.
  public static let sampleHistorySeed: UInt64 = 927

  /// When Sam studied and met each word, for the sample's review history: each word of the learner's course
  /// met at 18:00 of its day in `timeZone` (by word), and a session at 18:00 of every day studied (oldest
  /// first); an evening outside the progress file's times (`ValueLimits.seconds`) is left out.
  public func sampleEvenings(in timeZone: TimeZone) -> (sessions: [Date], met: [(word: String, at: Date)]) {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = timeZone
    func evening(_ day: Day) -> Date? {
      let (year, month, date) = day.parts
      let time = calendar.date(from: DateComponents(year: year, month: month, day: date, hour: 18))
      return time.flatMap { ValueLimits.seconds.contains($0.timeIntervalSince1970) ? $0 : nil }
    }
    let sessions = dailyXP.keys.sorted().compactMap(evening)
    let met = wordsMet.filter { $0.key.course == courseID }.sorted { $0.key.word < $1.key.word }
      .compactMap { entry in evening(entry.value).map { (word: entry.key.word, at: $0) } }
    return (sessions, met)
  }
}
