import Foundation

/// Streak freezes: bought with gems, at most two equipped, each covering one missed day.
public enum Freezes {
  public static let maximum = 2
  /// What one freeze costs in gems.
  public static let price = 200
}

/// What buying something in the shop came to.
public enum Purchase: Sendable, Equatable {
  /// Bought: the gems it cost and the gems left.
  case bought(price: Int, gemsLeft: Int)
  /// Nothing to buy: the freezes are all equipped, or the energy is already full.
  case notNeeded
  /// The price is more than the gems held.
  case notEnoughGems(price: Int, gems: Int)
}

extension Learner {
  /// Buys one streak freeze, up to `Freezes.maximum` equipped.
  public mutating func buyFreeze() -> Purchase {
    guard freezes < Freezes.maximum else { return .notNeeded }
    guard gems >= Freezes.price else { return .notEnoughGems(price: Freezes.price, gems: gems) }
    gems -= Freezes.price
    freezes += 1
    return .bought(price: Freezes.price, gemsLeft: gems)
  }

  /// Refills the energy at `now` for `Energy.refillPrice` gems.
  public mutating func buyRefill(at now: Date) -> Purchase {
    guard energy.current(at: now) < Energy.maximum else { return .notNeeded }
    guard gems >= Energy.refillPrice else { return .notEnoughGems(price: Energy.refillPrice, gems: gems) }
    gems -= Energy.refillPrice
    energy.refill(at: now)
    return .bought(price: Energy.refillPrice, gemsLeft: gems)
  }

  /// Spends freezes on the days missed before `today`, one a day, when there are enough to cover them all;
  /// returns the days frozen. With too few, the streak ends and the freezes are kept.
  @discardableResult
  public mutating func applyFreezes(on today: Day) -> [Day] {
    guard streakCount > 0, let last = lastCoveredDay, last < today else { return [] }
    let missed = missedDays(after: last, before: today)
    guard missed > 0, missed <= freezes else { return [] }
    // Only days that existed are frozen: a day the time zone skipped needs no freeze.
    let span = min(today.ordinal - last.ordinal - 1, missed + skippedDays.days.count)
    let days = (1...span).map { last.adding($0) }.filter { !skippedDays.days.contains($0) }
    frozenDays.formUnion(days)
    freezes -= missed
    return days
  }
}
