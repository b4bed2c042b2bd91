/// Everything the app knows of one learner; pure data, changed only through its methods.
public struct Learner: Sendable, Equatable {
  public static let maxEnergy = 25

  public var name: String
  public var username: String
  public var joined: String
  public var courseID: String
  public var gems: Int
  public var energy: Int
  public var totalXP: Int
  /// The streak as of `lastActiveDay`.
  public var streakCount: Int
  /// The days with at least one completed lesson.
  public var activeDays: Set<Day>
  /// Where the learner is on the path: the unit's number and the node's 1-based place in it.
  public var position: PathPosition

  public init(
    name: String, username: String, joined: String, courseID: String, gems: Int, energy: Int,
    totalXP: Int, streakCount: Int, activeDays: Set<Day>, position: PathPosition
  ) {
    self.name = name
    self.username = username
    self.joined = joined
    self.courseID = courseID
    self.gems = gems
    self.energy = energy
    self.totalXP = totalXP
    self.streakCount = streakCount
    self.activeDays = activeDays
    self.position = position
  }

  /// The last day with a completed lesson.
  public var lastActiveDay: Day? { activeDays.max() }

  /// The streak the app shows `today`: 0 once a whole day has passed without a lesson.
  public func streak(on today: Day) -> Int {
    guard let last = lastActiveDay, last >= today.adding(-1) else { return 0 }
    return streakCount
  }

  /// Records a completed lesson's XP on `today`, extending the streak on the day's first lesson.
  public mutating func recordLesson(xp: Int, on today: Day) -> StreakChange {
    let from = streak(on: today)
    let firstToday = !activeDays.contains(today)
    if firstToday {
      // A clock set back to before the last active day neither extends nor breaks the streak.
      if let last = lastActiveDay, last > today {
        activeDays.insert(today)
        totalXP += xp
        return StreakChange(from: from, to: from, extended: false)
      }
      streakCount = from + 1
      activeDays.insert(today)
    }
    totalXP += xp
    return StreakChange(from: from, to: streakCount, extended: firstToday)
  }

  /// The current week, Sunday to Saturday, with whether each day had a lesson.
  public func week(of today: Day) -> [WeekDay] {
    let sunday = today.adding(-today.weekday)
    return (0..<7).map { offset in
      let day = sunday.adding(offset)
      return WeekDay(day: day, isToday: day == today, isActive: activeDays.contains(day))
    }
  }
}

/// A node's place on the path: the unit's number and the node's 1-based place in the unit.
public struct PathPosition: Sendable, Equatable, CustomStringConvertible {
  public var unit: Int
  public var node: Int

  public init(unit: Int, node: Int) {
    self.unit = unit
    self.node = node
  }

  /// Reads `2.4`.
  public init?(_ text: String) {
    let parts = text.split(separator: ".", omittingEmptySubsequences: false)
    guard parts.count == 2, let unit = Int(parts[0]), let node = Int(parts[1]), unit > 0, node > 0 else {
      return nil
    }
    self.init(unit: unit, node: node)
  }

  public var description: String { "\(unit).\(node)" }
}

/// How a lesson moved the streak.
public struct StreakChange: Sendable, Equatable {
  public var from: Int
  public var to: Int
  /// Whether this was the day's first lesson, the one that shows the streak moment.
  public var extended: Bool

  public init(from: Int, to: Int, extended: Bool) {
    self.from = from
    self.to = to
    self.extended = extended
  }
}

/// One circle of the week row.
public struct WeekDay: Sendable, Equatable {
  public var day: Day
  public var isToday: Bool
  public var isActive: Bool

  /// The two-letter name, `Su` to `Sa`.
  public var shortName: String { ["Su", "Mo", "Tu", "We", "Th", "Fr", "Sa"][day.weekday] }
}
