/// The three daily quests, renewed each local day.
public struct DailyQuests: Sendable, Equatable {
  /// One daily quest: its goal and the gems its chest holds.
  public enum Quest: String, Sendable, CaseIterable {
    case earnXP, combo, highScores

    public var title: String {
      switch self {
      case .earnXP: "Earn 30 XP"
      case .combo: "Get 10 in a row"
      case .highScores: "Score 90% or higher in 2 lessons"
      }
    }

    public var goal: Int {
      switch self {
      case .earnXP: 30
      case .combo: 10
      case .highScores: 2
      }
    }

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

  public init(day: Day, progress: [Quest: Int] = [:], opened: Set<Quest> = []) {
    self.day = day
    self.progress = progress
    self.opened = opened
  }

  /// The quests as they stand on `today`: yesterday's progress does not carry over.
  public func on(_ today: Day) -> DailyQuests { day == today ? self : DailyQuests(day: today) }

  /// A quest's progress, at most its goal.
  public func progress(of quest: Quest) -> Int { min(quest.goal, progress[quest] ?? 0) }

  /// Adds a lesson's result; returns the quests whose chest opens now.
  public mutating func add(xp: Int, bestCombo: Int, accuracy: Int) -> [Quest] {
    progress[.earnXP, default: 0] += xp
    progress[.combo] = max(progress[.combo] ?? 0, bestCombo)
    if accuracy >= 90 { progress[.highScores, default: 0] += 1 }
    let full = Quest.allCases.filter { progress(of: $0) >= $0.goal && !opened.contains($0) }
    opened.formUnion(full)
    return full
  }
}
