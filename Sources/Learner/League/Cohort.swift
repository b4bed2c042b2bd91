import Randomness

/// The 29 rivals of one week in one tier, drawn from a seed made of the week and the tier.
public enum Cohort {
  /// The week's habits: four grind, nine play most days, six at weekends, six now and then, four barely.
  static let habits: [Rival.Habit] =
    Array(repeating: .grinder, count: 4) + Array(repeating: .steady, count: 9)
    + Array(repeating: .weekender, count: 6) + Array(repeating: .casual, count: 6)
    + Array(repeating: .idle, count: 4)

  /// The launch week's fixed table: 29 names and their XP at the launch moment.
  public static var launchTable: [(name: String, xp: Int)] { RivalNames.launch }

  /// The rivals of the week starting on `week` (a Monday) in `tier`; the same every time.
  public static func rivals(week: Day, tier: Int) -> [Rival] {
    var generator = SplitMix64(seed: UInt64(truncatingIfNeeded: week.ordinal) &* 31 &+ UInt64(tier & 0xF))
    var pool = RivalNames.all
    var names: [String] = []
    for _ in 0..<habits.count {
      names.append(pool.remove(at: generator.below(pool.count)))
    }
    let habits = shuffled(habits, using: &generator)
    return zip(names, habits).map { name, habit in
      Rival(name: name, habit: habit, plan: plan(habit, tier: tier, using: &generator))
    }
  }

  /// The launch week's rivals: the launch table, each holding exactly its XP at `moment` days into the week.
  public static func launch(week: Day, tier: Int, at moment: Double) -> [Rival] {
    // The launch table's order is the habits' order: those far ahead on Thursday are the ones who grind.
    var generator = SplitMix64(seed: UInt64(truncatingIfNeeded: week.ordinal) &* 31 &+ 977)
    return zip(RivalNames.launch, habits).map { seed, habit in
      Rival(
        name: seed.name, habit: habit, plan: plan(habit, tier: tier, using: &generator), head: seed.xp,
        from: moment)
    }
  }

  /// A week of XP for `habit`: more in higher tiers (×0.6 in Bronze to ×1.5 in Diamond).
  static func plan(_ habit: Rival.Habit, tier: Int, using generator: inout SplitMix64) -> [Int] {
    let scale = 0.6 + 0.1 * Double(min(9, max(0, tier)))
    func roll(_ range: ClosedRange<Int>) -> Int { range.lowerBound + generator.below(range.count) }
    var days = Array(repeating: 0, count: 7)
    switch habit {
    case .grinder:
      for day in 0..<7 { days[day] = roll(40...90) }
    case .steady:
      let rest = generator.below(7)
      for day in 0..<7 where day != rest || generator.below(2) == 0 { days[day] = roll(15...40) }
    case .weekender:
      for day in 0..<5 where generator.below(3) == 0 { days[day] = roll(5...15) }
      days[5] = roll(50...120)
      days[6] = roll(50...120)
    case .casual:
      let count = 2 + generator.below(3)
      for _ in 0..<count { days[generator.below(7)] += roll(10...30) }
    case .idle:
      if generator.below(2) == 0 { days[generator.below(7)] = roll(1...8) }
    }
    return days.map { Int((Double($0) * scale).rounded()) }
  }

  private static func shuffled<T>(_ items: [T], using generator: inout SplitMix64) -> [T] {
    var items = items
    for index in stride(from: items.count - 1, to: 0, by: -1) {
      items.swapAt(index, generator.below(index + 1))
    }
    return items
  }
}

extension SplitMix64 {
  /// A number in `0..<bound` (0 when `bound` is not positive).
  mutating func below(_ bound: Int) -> Int {
    guard bound > 0 else { return 0 }
    return Int(next() % UInt64(bound))
  }
}
