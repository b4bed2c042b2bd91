/// The weekly league: Sam among 29 fixed learners, ranked by the week's XP.
public enum League {
  /// The leagues in order, lowest first; the learner is in Ruby.
  public static let names = [
    "Bronze", "Silver", "Gold", "Sapphire", "Ruby", "Emerald", "Amethyst", "Pearl", "Obsidian", "Diamond",
  ]
  public static let current = "Ruby"
  /// How many at the top move up, and at the bottom move down.
  public static let promoted = 10
  public static let demoted = 5

  /// The other 29 learners of the week: a name and the week's XP, the same every week.
  public static let rivals: [(name: String, xp: Int)] = [
    ("Mia Chen", 512), ("Lucas Almeida", 430), ("Priya Nair", 312), ("Tom Becker", 296), ("Aiko Sato", 290),
    ("Omar Haddad", 271), ("Chloé Martin", 255), ("Diego Ruiz", 240), ("Hana Kim", 226), ("Noah Smith", 210),
    ("Elif Yılmaz", 198), ("Jonas Berg", 185), ("Sofia Rossi", 171), ("Kwame Mensah", 160),
    ("Lena Fischer", 149),
    ("Mateo García", 137), ("Ava Johnson", 126), ("Yusuf Demir", 115), ("Ines Costa", 104),
    ("Leo Dubois", 96),
    ("Maya Patel", 85), ("Felix Wagner", 74), ("Zoe Taylor", 63), ("Arjun Rao", 52), ("Nora Lind", 41),
    ("Ivan Petrov", 30), ("Lucy Brown", 22), ("Sami Laine", 12), ("Emma Wilson", 5),
  ]

  /// One row of the table.
  public struct Standing: Sendable, Equatable {
    public var rank: Int
    public var name: String
    public var xp: Int
    public var isLearner: Bool

    /// The avatar's initials, such as `SR`.
    public var initials: String {
      String(name.split(separator: " ").prefix(2).compactMap(\.first)).uppercased()
    }
  }

  /// All 30 rows for a learner with `xp` this week; ties go to the rival, who got there first.
  public static func standings(name: String, xp: Int) -> [Standing] {
    var rows = rivals.map { Standing(rank: 0, name: $0.name, xp: $0.xp, isLearner: false) }
    let place = rows.firstIndex { $0.xp < xp } ?? rows.count
    rows.insert(Standing(rank: 0, name: name, xp: xp, isLearner: true), at: place)
    for index in rows.indices { rows[index].rank = index + 1 }
    return rows
  }

  /// The learner's rank with `xp` this week.
  public static func rank(xp: Int) -> Int { (rivals.firstIndex { $0.xp < xp } ?? rivals.count) + 1 }

  /// Days left in the league's week, counting today (Sunday to Saturday).
  public static func daysLeft(on today: Day) -> Int { 7 - today.weekday }

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
