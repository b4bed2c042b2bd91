/// The weekly leagues: ten tiers, thirty learners a week, the top ten move up and the bottom five down.
public enum League {
  /// The tiers in order, lowest first.
  public static let names = [
    "Bronze", "Silver", "Gold", "Sapphire", "Ruby", "Emerald", "Amethyst", "Pearl", "Obsidian", "Diamond",
  ]
  /// Bronze, where every new profile starts.
  public static let bronze = 0
  /// Ruby, where the sample learner plays.
  public static let ruby = 4
  /// How many learners a week's league holds, the learner included.
  public static let size = 30
  /// How many at the top move up, and at the bottom move down.
  public static let promoted = 10
  public static let demoted = 5

  /// The name of `tier`, clamped to the ten tiers.
  public static func name(of tier: Int) -> String { names[min(names.count - 1, max(0, tier))] }

  /// One row of the table.
  public struct Standing: Sendable, Equatable {
    public var rank: Int
    public var name: String
    public var xp: Int
    public var isLearner: Bool

    public init(rank: Int, name: String, xp: Int, isLearner: Bool) {
      self.rank = rank
      self.name = name
      self.xp = xp
      self.isLearner = isLearner
    }

    /// The avatar's initials, such as `SR`.
    public var initials: String {
      String(name.split(separator: " ").prefix(2).compactMap(\.first)).uppercased()
    }
  }

  /// The table, most XP first. A tie with a rival goes to the rival, who got there first;
  /// rivals tied with each other keep the cohort's order.
  public static func standings(rivals: [(name: String, xp: Int)], name: String, xp: Int) -> [Standing] {
    var rows = rivals.enumerated().sorted { ($1.element.xp, $0.offset) < ($0.element.xp, $1.offset) }.map {
      Standing(rank: 0, name: $0.element.name, xp: $0.element.xp, isLearner: false)
    }
    let place = rows.firstIndex { $0.xp < xp } ?? rows.count
    rows.insert(Standing(rank: 0, name: name, xp: xp, isLearner: true), at: place)
    for index in rows.indices { rows[index].rank = index + 1 }
    return rows
  }

  /// The tier after finishing a week at `rank` in `tier`: up from the top ten (not past Diamond),
  /// down from the bottom five (not below Bronze), else the same.
  public static func tier(after rank: Int, in tier: Int, of size: Int = League.size) -> Int {
    if rank <= promoted && tier < names.count - 1 { return tier + 1 }
    if rank > size - demoted && size > promoted + demoted && tier > 0 { return tier - 1 }
    return tier
  }

  /// Days left in the league's week after today (Monday to Sunday): 3 on a Thursday, 0 on Sunday.
  public static func daysLeft(on today: Day) -> Int { 6 - today.daysSinceMonday }

  /// "1st", "2nd", "3rd", "4th" ….
  public static func ordinal(_ number: Int) -> String {
    let suffix: String
    switch (number % 10, number % 100) {
    case (_, 11...13): suffix = "th"
    case (1, _): suffix = "st"
    case (2, _): suffix = "nd"
    case (3, _): suffix = "rd"
    default: suffix = "th"
    }
    return "\(number)\(suffix)"
  }
}
