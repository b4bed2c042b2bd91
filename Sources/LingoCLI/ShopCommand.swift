import App
import Course
import Foundation
import Learner
import Store
import Terminal

/// `lingo shop [freeze|refill]`: what gems buy, or buying it.
struct ShopCommand: Command {
  /// What the shop sells.
  enum Item: String, CaseIterable {
    case freeze, refill
  }

  let options: CommonOptions
  let item: Item?

  init(_ words: [String]) throws(LingoError) {
    let arguments = try Arguments(words, flags: CommonOptions.flags, options: CommonOptions.valued)
    options = try CommonOptions(arguments)
    if options.json { throw .usage("--json is for play and review; shop prints text") }
    guard arguments.positionals.count <= 1 else {
      throw .usage("shop takes one item to buy, freeze or refill, not \(arguments.positionals.count)")
    }
    if let name = arguments.positionals.first {
      guard let item = Item(rawValue: name.lowercased()) else {
        throw .usage("the shop sells freeze and refill, not '\(name)'")
      }
      self.item = item
    } else {
      item = nil
    }
  }

  func run(_ environment: AppEnvironment) throws(LingoError) {
    let app = try AppContext.open(options, environment)
    let now = app.clock.now()
    let moment = app.clock.moment
    guard let item else {
      let learner = try app.learner()
      let lines = ShopView(style: app.style, width: app.width).lines(learner: learner, at: now)
      environment.write(
        TerminalText(rendered: ([statusLine(app, learner), ""] + lines).map { $0 + "\n" }.joined()))
      return
    }
    let purchase = try app.update { learner -> Purchase in
      learner.catchUp(to: moment)
      switch item {
      case .freeze: return learner.buyFreeze()
      case .refill: return learner.buyRefill(at: now)
      }
    }
    environment.write(TerminalText(rendered: Self.line(purchase, item: item) + "\n"))
    if let failure = Self.failure(purchase, item: item) { throw failure }
  }

  private func statusLine(_ app: AppContext, _ learner: Learner) -> String {
    do {
      return app.statusLine(learner, course: try app.course(nil, for: learner))
    } catch {
      return ""
    }
  }

  /// What a purchase says.
  static func line(_ purchase: Purchase, item: Item) -> String {
    switch (purchase, item) {
    case (.bought(let price, let left), .freeze):
      return "Streak Freeze equipped for \(price) gems; \(left) gems left."
    case (.bought(let price, let left), .refill):
      return "Energy refilled to \(Energy.maximum) for \(price) gems; \(left) gems left."
    case (.notNeeded, .freeze):
      return "You already have \(Freezes.maximum) streak freezes equipped, the most you can."
    case (.notNeeded, .refill):
      return "Energy is already full (\(Energy.maximum))."
    case (.notEnoughGems(let price, let gems), .freeze):
      return "Not enough gems: a Streak Freeze costs \(price) and you have \(gems)."
    case (.notEnoughGems(let price, let gems), .refill):
      return "Not enough gems: a refill costs \(price) and you have \(gems)."
    }
  }

  /// Nil when bought or not needed; a refill without the gems is out of energy (5), as `lingo refill` says.
  static func failure(_ purchase: Purchase, item: Item) -> LingoError? {
    if case .notEnoughGems = purchase, item == .refill { return .outOfEnergy }
    return nil
  }
}
