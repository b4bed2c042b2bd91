import Foundation
import Learner

/// The shop: what gems buy, with the price and what is already held.
public struct ShopView: Sendable {
  public let style: Style
  public let width: Int

  public init(style: Style, width: Int) {
    self.style = style
    self.width = width
  }

  /// The shop for `learner` at `now`.
  public func lines(learner: Learner, at now: Date) -> [TerminalText] {
    let gem = style.symbol("💎", "gems")
    let energy = learner.energy.current(at: now)
    let items:
      [(icon: TerminalText, name: TerminalText, note: TerminalText, price: Int, command: TerminalText)] = [
        (
          "🧊", "Streak Freeze",
          "\(learner.freezes) of \(Freezes.maximum) equipped; each covers one missed day",
          Freezes.price, "lingo shop freeze"
        ),
        (
          "⚡", "Energy Refill", "\(energy) of \(Energy.maximum) energy now", Energy.refillPrice,
          "lingo shop refill"
        ),
      ]
    var lines: [TerminalText] = [
      style.paint("Shop", .bold), style.paint("You have \(learner.gems) \(gem)", .macaw),
    ]
    for item in items {
      let icon = style.ascii ? .empty : item.icon + " "
      lines += [
        "",
        icon + style.paint(item.name, .bold) + "  " + style.paint("\(item.price) \(gem)", .macaw),
      ]
      lines += style.wrapped(item.note, to: max(10, width - 3)).map { "   " + style.paint($0, .grey) }
      lines.append("   " + style.fitted("Buy it: \(item.command)", to: max(10, width - 3)))
    }
    return lines
  }
}
