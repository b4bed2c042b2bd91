import Course

/// The profile's achievements, each with tiers: Wildfire (streak), Sage (XP), Scholar (lessons).
public struct Achievement: Sendable, Equatable {
  public var name: String
  public var description: String
  /// The tier reached (1-based; 0 before the first) and the tiers' goals.
  public var tier: Int
  public var progress: Int
  public var goal: Int

  /// The three achievements for `learner` on `today`. Wildfire counts the longest streak, so a tier once
  /// won is kept when a streak ends.
  public static func all(for learner: Learner, on today: Day) -> [Achievement] {
    [
      make(
        "Wildfire", "Reach a %d day streak", value: max(learner.bestStreak, learner.streak(on: today)),
        tiers: [3, 7, 14, 30, 60, 100, 200, 365]),
      make(
        "Sage", "Earn %d XP", value: learner.totalXP,
        tiers: [100, 250, 500, 1_000, 2_000, 5_000, 10_000, 20_000]),
      make(
        "Scholar", "Complete %d lessons", value: learner.lessonsCompleted,
        tiers: [10, 25, 50, 100, 250, 500, 1_000]),
    ]
  }

  private static func make(_ name: String, _ text: String, value: Int, tiers: [Int]) -> Achievement {
    let reached = tiers.filter { value >= $0 }.count
    let goal = tiers[min(reached, tiers.count - 1)]
    return Achievement(
      name: name, description: text.replacingOccurrences(of: "%d", with: goal.grouped), tier: reached,
      progress: value, goal: goal)
  }
}
