/// A node's place on the path: the unit's number and the node's 1-based place in the unit.
public struct PathPosition: Sendable, Equatable, Comparable, CustomStringConvertible {
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

  public static func < (lhs: PathPosition, rhs: PathPosition) -> Bool {
    (lhs.unit, lhs.node) < (rhs.unit, rhs.node)
  }
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
  /// Whether a streak freeze covered the day.
  public var isFrozen: Bool

  public init(day: Day, isToday: Bool, isActive: Bool, isFrozen: Bool = false) {
    self.day = day
    self.isToday = isToday
    self.isActive = isActive
    self.isFrozen = isFrozen
  }
}
