/// A rival of the week: a name, a way of playing, and the XP planned for each day, Monday first.
public struct Rival: Sendable, Equatable {
  /// How a rival plays through the week.
  public enum Habit: String, Sendable, CaseIterable {
    /// Plays hard every day.
    case grinder
    /// Plays most days.
    case steady
    /// Little in the week, a lot at the weekend.
    case weekender
    /// A few days now and then.
    case casual
    /// Barely plays.
    case idle
  }

  public var name: String
  public var habit: Habit
  /// XP for each day, Monday to Sunday.
  public var plan: [Int]
  /// XP already held when the week's table starts (the launch table's numbers at the launch moment), else 0.
  public var head: Int
  /// The moment of the week `head` holds at; the plan counts only after it.
  public var from: Double

  public init(name: String, habit: Habit, plan: [Int], head: Int = 0, from: Double = 0) {
    self.name = name
    self.habit = habit
    self.plan = plan
    self.head = head
    self.from = from
  }

  /// Of each day, the part in which a rival plays: from 07:00 to 23:00, evenly.
  static let playFrom = 7.0 / 24
  static let playTo = 23.0 / 24

  /// XP earned by the plan from Monday's midnight to `elapsed` days into the week.
  public func planned(until elapsed: Double) -> Int {
    var total = 0
    for (index, xp) in plan.enumerated() {
      let into = elapsed - Double(index)
      guard into > 0 else { break }
      let part = min(1, max(0, (into - Self.playFrom) / (Self.playTo - Self.playFrom)))
      total += Int((Double(xp) * part + 1e-9).rounded(.down))
    }
    return total
  }

  /// The week's XP at `elapsed` days into it.
  public func xp(at elapsed: Double) -> Int {
    head + max(0, planned(until: elapsed) - planned(until: from))
  }
}
