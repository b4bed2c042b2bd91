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
  /// Whether a streak freeze covered the day.
  public var isFrozen: Bool

  public init(day: Day, isToday: Bool, isActive: Bool, isFrozen: Bool = false) {
    self.day = day
    self.isToday = isToday
    self.isActive = isActive
    self.isFrozen = isFrozen
  }
}

/// Days a time zone skipped, as a learner last brought up to date saw them: facts of the calendar, not of
/// the learner, so any two are equal and a learner that learned of them has not changed.
public struct SkippedDays: Sendable, Equatable {
  public var days: Set<Day>

  public init(_ days: some Sequence<Day> = []) { self.days = Set(days) }

  public static func == (lhs: SkippedDays, rhs: SkippedDays) -> Bool { true }
}
