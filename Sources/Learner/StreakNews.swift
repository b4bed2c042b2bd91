/// What happened to the streak while the learner was away, kept until a view has said so: a streak that
/// ended, or freezes that kept it.
public enum StreakNews: Sendable, Equatable {
  /// The streak of `days` days ended: a whole day passed with no lesson and no freeze.
  case lost(days: Int)
  /// `freezes` streak freezes each covered a missed day, keeping the streak of `streak` days.
  case frozen(freezes: Int, streak: Int)

  /// `lost,28` or `frozen,2,28`, as the progress file keeps it.
  public var stored: String {
    switch self {
    case .lost(let days): "lost,\(days)"
    case .frozen(let freezes, let streak): "frozen,\(freezes),\(streak)"
    }
  }

  /// The news `stored` names; nil when it is not one, or a count lies outside `range`.
  public init?(stored: String, range: ClosedRange<Int>) {
    let parts = stored.split(separator: ",", omittingEmptySubsequences: false).map { Int($0) }
    switch (stored.split(separator: ",").first, parts.count) {
    case ("lost", 2):
      guard let days = parts[1], range.contains(days) else { return nil }
      self = .lost(days: days)
    case ("frozen", 3):
      guard let freezes = parts[1], let streak = parts[2], range.contains(freezes), range.contains(streak)
      else { return nil }
      self = .frozen(freezes: freezes, streak: streak)
    default:
      return nil
    }
  }
}

extension Learner {
  /// Spends freezes on the days missed before `today` and ends a streak no freeze could keep, leaving the
  /// news of either in `streakNews` for the next view to say (news not said yet is added to, not lost).
  mutating func catchUpStreak(on today: Day) {
    let frozen = applyFreezes(on: today).count
    if frozen > 0 {
      let earlier = if case .frozen(let freezes, _) = streakNews { freezes } else { 0 }
      streakNews = .frozen(freezes: earlier.adding(frozen, within: ValueLimits.count), streak: streakCount)
    }
    if streakCount > 0, streak(on: today) == 0 {
      streakNews = .lost(days: streakCount)
      streakCount = 0
    }
  }
}
