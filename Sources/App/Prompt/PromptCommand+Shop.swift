import Foundation
import Learner
import Terminal

/// What the shop sells, for `shop ITEM` and `refill` at the prompt and for `lingo shop ITEM` and `lingo refill`:
/// the item a word names, buying it under the learner's rules (`Learner.buyFreeze`, `buyRefill`), and what a
/// purchase says. One copy, so the prompt and the command line say the same.
public enum ShopItem: String, CaseIterable, Sendable {
  case freeze, refill

  /// The item `words` (the words after `shop`) name, nil for none (the shop itself), or the usage error.
  public static func named(_ words: [String]) throws(LingoError) -> ShopItem? {
    guard words.count <= 1 else {
      throw .usage("shop takes one item to buy, freeze or refill, not \(words.count)")
    }
    guard let name = words.first else { return nil }
    guard let item = ShopItem(rawValue: name.lowercased()) else {
      throw .usage("the shop sells freeze and refill, not '\(name)'")
    }
    return item
  }

  /// Buys the item for `learner` at `now`, if the gems and the rules allow.
  public func buy(_ learner: inout Learner, at now: Date) -> Purchase {
    switch self {
    case .freeze: learner.buyFreeze()
    case .refill: learner.buyRefill(at: now)
    }
  }

  /// What buying it came to, in a sentence.
  public func said(_ purchase: Purchase) -> TerminalText {
    switch (purchase, self) {
    case (.bought(let price, let left), .freeze):
      "Streak Freeze equipped for \(price) gems; \(left) gems left."
    case (.bought(let price, let left), .refill):
      "Energy refilled to \(Energy.maximum) for \(price) gems; \(left) gems left."
    case (.notNeeded, .freeze):
      "You already have \(Freezes.maximum) streak freezes equipped, the most you can."
    case (.notNeeded, .refill):
      "Energy is already full (\(Energy.maximum))."
    case (.notEnoughGems(let price, let gems), .freeze):
      "Not enough gems: a Streak Freeze costs \(price) and you have \(gems)."
    case (.notEnoughGems(let price, let gems), .refill):
      "Not enough gems: a refill costs \(price) and you have \(gems)."
    }
  }

  /// How the command line ends after it: nil when bought or not needed; a refill without the gems is out of
  /// energy (exit 5). The prompt says the sentence and goes on.
  public func failure(_ purchase: Purchase) -> LingoError? {
    if case .notEnoughGems = purchase, self == .refill { return .outOfEnergy }
    return nil
  }
}
