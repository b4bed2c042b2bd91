import Course

/// Everything the app knows of one learner; pure data, changed only through its methods.
public struct Learner: Sendable, Equatable {
  public var name: String
  public var username: String
  public var joined: String
  public var courseID: String
  public var gems: Int
  public var energy: Energy
  public var totalXP: Int
  /// The streak as of the last active day.
  public var streakCount: Int
  /// XP earned on each day with at least one completed lesson.
  public var dailyXP: [Day: Int]
  /// Where the learner is on each course's path, by course id: the node to play next (or just past the
  /// last node once the course is finished). A course not in it starts at its first node without stars.
  public var positions: [String: PathPosition]
  /// Where the file of each course read from a file (not bundled) was last found, by course id: an absolute,
  /// standardised path. The course studied is read from here when its id is in it.
  public var courseFiles: [String: String] = [:]
  public var lessonsCompleted: Int
  /// Stars won on each node, keyed by course and node id.
  public var stars: [NodeKey: Int]
  /// The words met, keyed by course and word, with the day each was first met.
  public var wordsMet: [WordKey: Day]
  /// The day's quests as kept: their "Earn" count is not kept but read from `dailyXP` (see `quests`).
  public var questsKept: DailyQuests
  /// XP earned in the league's current week, which starts on `leagueWeek` (a Monday).
  public var leagueWeek: Day
  public var leagueXP: Int
  /// Weeks finished in a league's top three.
  public var topThreeFinishes: Int
  public var settings: Settings
  /// The league's tier, 0 (Bronze) to 9 (Diamond).
  public var leagueTier: Int
  /// For the launch week only: how far into it (in days) the launch table holds; nil for a drawn cohort.
  public var leagueAnchor: Double?
  /// How the last league week ended, until a view has said so.
  public var leagueResult: WeekResult?
  /// Streak freezes equipped, at most `Freezes.maximum`.
  public var freezes: Int
  /// Days a freeze kept the streak alive.
  public var frozenDays: Set<Day>
  /// The longest streak ever reached: achievements keep the tiers it won.
  public var bestStreak: Int
  /// What happened to the streak while the learner was away, until a view has said so.
  public var streakNews: StreakNews?
  /// The exercises (places in the node) each node's last lesson played, for a node that draws its set
  /// (`Node.plays`): the next draw leaves them out where it can.
  public var lastPlays: [NodeKey: [Int]] = [:]
  /// The exercises missed, newest first, one entry each, at most `Mistake.kept` (see `keep(_:)`).
  public var mistakes: [Mistake] = []
  /// Days the time zone skipped, learned from the moment the learner was last brought up to
  /// (`catchUp(to:)`); the streak passes over them. Not stored, and not part of the learner's state.
  public var skippedDays = SkippedDays()

  public init(
    name: String, username: String, joined: String, courseID: String, gems: Int, energy: Energy,
    totalXP: Int, streakCount: Int, dailyXP: [Day: Int], position: PathPosition,
    otherPositions: [String: PathPosition] = [:], lessonsCompleted: Int = 0,
    stars: [NodeKey: Int] = [:], wordsMet: [WordKey: Day] = [:], quests: DailyQuests, leagueWeek: Day,
    leagueXP: Int, topThreeFinishes: Int = 0, settings: Settings = Settings(),
    leagueTier: Int = League.bronze,
    leagueAnchor: Double? = nil, leagueResult: WeekResult? = nil, freezes: Int = 0, frozenDays: Set<Day> = [],
    bestStreak: Int = 0, streakNews: StreakNews? = nil
  ) {
    self.name = name
    self.username = username
    self.joined = joined
    self.courseID = courseID
    self.gems = gems
    self.energy = energy
    self.totalXP = totalXP
    self.streakCount = streakCount
    self.dailyXP = dailyXP
    self.positions = otherPositions.merging([courseID: position]) { $1 }
    self.lessonsCompleted = lessonsCompleted
    self.stars = stars
    self.wordsMet = wordsMet
    self.questsKept = quests
    questsKept.progress[.earnXP] = nil
    self.leagueWeek = leagueWeek
    self.leagueXP = leagueXP
    self.topThreeFinishes = topThreeFinishes
    self.settings = settings
    self.leagueTier = leagueTier
    self.leagueAnchor = leagueAnchor
    self.leagueResult = leagueResult
    self.freezes = freezes
    self.frozenDays = frozenDays
    self.bestStreak = max(bestStreak, streakCount)
    self.streakNews = streakNews
  }

  /// Where the learner is on the path of the course studied now: the unit's number and the node's 1-based
  /// place in it.
  public var position: PathPosition {
    get { positions[courseID] ?? PathPosition(unit: 1, node: 1) }
    set { positions[courseID] = newValue }
  }

  /// The day's quests, "Earn N XP" counting the XP of `dailyXP` on their day: today's XP is one figure.
  public var quests: DailyQuests {
    get {
      var quests = questsKept
      quests.progress[.earnXP] = dailyXP[quests.day] ?? 0
      return quests
    }
    set {
      questsKept = newValue
      questsKept.progress[.earnXP] = nil
    }
  }

  /// The last day with a completed lesson.
  public var lastActiveDay: Day? { dailyXP.keys.max() }

  /// The last day the streak covers: a lesson's, or a freeze's.
  public var lastCoveredDay: Day? { [lastActiveDay, frozenDays.max()].compactMap { $0 }.max() }

  /// The streak the app shows `today`: 0 once a whole day has passed without a lesson or a freeze.
  public func streak(on today: Day) -> Int {
    guard let last = lastCoveredDay, missedDays(after: last, before: today) == 0 else { return 0 }
    return streakCount
  }

  /// The calendar days after `last` and before `today` that existed in the time zone (a skipped day is
  /// none); 0 when `today` is not after `last`.
  func missedDays(after last: Day, before today: Day) -> Int {
    guard today.ordinal > last.ordinal else { return 0 }
    let between = today.ordinal - last.ordinal - 1
    return between - skippedDays.days.filter { $0 > last && $0 < today }.count
  }

  /// Records a completed lesson's XP on `today`, extending the streak on the day's first lesson.
  public mutating func recordLesson(xp: Int, on today: Day) -> StreakChange {
    let from = streak(on: today)
    let firstToday = dailyXP[today] == nil
    let clockWentBack = lastActiveDay.map { $0 > today } ?? false
    // Totals stop at the file's range (`ValueLimits`) rather than trap or make a value it can't keep.
    dailyXP[today] = (dailyXP[today] ?? 0).adding(xp, within: ValueLimits.count)
    totalXP = totalXP.adding(xp, within: ValueLimits.count)
    // A clock set back to before the last active day neither extends nor breaks the streak.
    guard firstToday, !clockWentBack else { return StreakChange(from: from, to: from, extended: false) }
    streakCount = from.adding(1, within: ValueLimits.streak)
    bestStreak = max(bestStreak, streakCount)
    return StreakChange(from: from, to: streakCount, extended: true)
  }

  /// The current week, Sunday to Saturday, with whether each day had a lesson.
  public func week(of today: Day) -> [WeekDay] {
    let sunday = today.adding(-today.weekday)
    return (0..<7).map { offset in
      let day = sunday.adding(offset)
      return WeekDay(
        day: day, isToday: day == today, isActive: dailyXP[day] != nil, isFrozen: frozenDays.contains(day))
    }
  }
}

/// A node of a course.
public struct NodeKey: Hashable, Sendable {
  public var course: String
  public var node: String

  public init(course: String, node: String) {
    self.course = course
    self.node = node
  }
}

/// A word of a course.
public struct WordKey: Hashable, Sendable {
  public var course: String
  public var word: String

  public init(course: String, word: String) {
    self.course = course
    self.word = word
  }
}
