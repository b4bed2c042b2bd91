import Foundation

/// Energy: 25 at most, one spent per CHECK, one point back every half hour.
public struct Energy: Sendable, Equatable {
  public static let maximum = 25
  /// How long one point takes to come back.
  public static let refillInterval: TimeInterval = 30 * 60
  /// What a full refill costs in gems.
  public static let refillPrice = 350

  /// The energy as of `asOf`; points refilled since are added when it is read.
  public var stored: Int
  public var asOf: Date

  public init(stored: Int, asOf: Date) {
    self.stored = stored
    self.asOf = asOf
  }

  /// A full battery at `now`.
  public static func full(at now: Date) -> Energy { Energy(stored: maximum, asOf: now) }

  /// The energy at `now`; a clock set back refills nothing.
  public func current(at now: Date) -> Int {
    guard stored < Self.maximum, now > asOf else { return min(stored, Self.maximum) }
    let points = Int(now.timeIntervalSince(asOf) / Self.refillInterval)
    return min(Self.maximum, stored + points)
  }

  /// When the next point comes back, or nil when full.
  public func nextPoint(at now: Date) -> Date? {
    let level = current(at: now)
    guard level < Self.maximum else { return nil }
    let refilled = level - stored
    return asOf.addingTimeInterval(Double(refilled + 1) * Self.refillInterval)
  }

  /// Spends one point at `now`; false when there is none.
  public mutating func spend(at now: Date) -> Bool {
    let level = current(at: now)
    guard level > 0 else { return false }
    if level == Self.maximum || now < asOf {
      asOf = max(now, asOf)
    } else {
      // Keep the part of a half hour already waited.
      asOf = asOf.addingTimeInterval(Double(level - stored) * Self.refillInterval)
    }
    stored = level - 1
    return true
  }

  /// Fills the battery at `now`.
  public mutating func refill(at now: Date) { self = .full(at: now) }
}
