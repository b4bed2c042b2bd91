/// The three daily quests, renewed each local day; the XP quest's goal is the learner's daily goal.
///
/// "Earn N XP" has no count of its own: `Learner.quests` fills it from the day's XP, the one figure that
/// every screen reads. "In a row" counts right CHECKs across the day's lessons (`run`).
public struct DailyQuests: Sendable, Equatable {
  /// One daily quest and the gems its chest holds.
  public enum Quest: String, Sendable, CaseIterable {
    case earnXP, combo, highScores

    public var gems: Int {
      switch self {
      case .earnXP: 10
      case .combo: 15
      case .highScores: 20
      }
    }
  }

  public var day: Day
  public var progress: [Quest: Int]
  /// The quests whose chest has been opened today.
  public var opened: Set<Quest>
  /// The "Earn N XP" goal: the daily goal.
  public var xpGoal: Int
  /// Right CHECKs in a row so far today, carried from one lesson to the next.
  public var run: Int

  public init(day: Day, progress: [Quest: Int] = [:], opened: Set<Quest> = [], xpGoal: Int = 30, run: Int = 0)
  {
    self.day = day
    self.progress = progress
    self.opened = opened
    self.xpGoal = xpGoal
    self.run = run
  }

  /// Two days' quests are equal when they agree on everything shown: a count of 0 is no count.
  public static func == (lhs: DailyQuests, rhs: DailyQuests) -> Bool {
    (lhs.day, lhs.opened, lhs.xpGoal, lhs.run) == (rhs.day, rhs.opened, rhs.xpGoal, rhs.run)
      && lhs.progress.filter { $0.value != 0 } == rhs.progress.filter { $0.value != 0 }
  }

  /// The quests as they stand on `today` with `goal` XP to earn: yesterday's progress does not carry over.
  public func on(_ today: Day, goal: Int? = nil) -> DailyQuests {
    var quests = day == today ? self : DailyQuests(day: today, xpGoal: xpGoal)
    if let goal { quests.xpGoal = goal }
    return quests
  }

  /// A quest's goal.
  public func goal(of quest: Quest) -> Int {
    switch quest {
    case .earnXP: max(1, xpGoal)
    case .combo: 10
    case .highScores: 2
    }
  }

  /// `Earn 30 XP`.
  public func title(of quest: Quest) -> String {
    switch quest {
    case .earnXP: "Earn \(goal(of: .earnXP)) XP"
    case .combo: "Get 10 in a row"
    case .highScores: "Score 90% or higher in 2 lessons"
    }
  }

  /// A quest's progress, at most its goal.
  public func progress(of quest: Quest) -> Int { min(goal(of: quest), progress[quest] ?? 0) }

  /// The XP earned today by lessons, past the goal too.
  public var xpToday: Int { progress[.earnXP] ?? 0 }

  /// Whether the day's XP goal is met.
  public var goalMet: Bool { xpToday >= goal(of: .earnXP) }

  /// Adds a passed lesson's result (its CHECKs in order, right or not, and its accuracy) to quests whose
  /// "Earn" count already holds the day's XP with the lesson's; returns the quests whose chest opens now.
  public mutating func add(checks: [Bool], accuracy: Int) -> [Quest] {
    for right in checks {
      run = right ? run.adding(1, within: ValueLimits.count) : 0
      progress[.combo] = max(progress[.combo] ?? 0, run)
    }
    if accuracy >= 90 {
      progress[.highScores] = (progress[.highScores] ?? 0).adding(1, within: ValueLimits.count)
    }
    let full = Quest.allCases.filter { progress(of: $0) >= goal(of: $0) && !opened.contains($0) }
    opened.formUnion(full)
    return full
  }
}
