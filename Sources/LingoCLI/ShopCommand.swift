import App
import Course
import Foundation
import Learner
import Store
import Terminal

/// `lingo shop [freeze|refill]`: what gems buy, or buying it.
struct ShopCommand: Command {
  /// What the shop sells (App's `ShopItem`, which the prompt's `shop` shares).
  typealias Item = ShopItem

  let options: CommonOptions
  let item: Item?

  init(_ words: [String]) throws(LingoError) {
    let arguments = try Arguments(words, flags: CommonOptions.flags, options: CommonOptions.valued)
    options = try CommonOptions(arguments)
    if options.json { throw .usage("--json is for play and review; shop prints text") }
    item = try ShopItem.named(arguments.positionals)
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
      return item.buy(&learner, at: now)
    }
    environment.write(TerminalText(rendered: item.said(purchase) + "\n"))
    if let failure = item.failure(purchase) { throw failure }
  }

  private func statusLine(_ app: AppContext, _ learner: Learner) -> String {
    do {
      return app.statusLine(learner, course: try app.course(nil, for: learner))
    } catch {
      return ""
    }
  }

  /// What a purchase says (`ShopItem.said`, for `lingo refill`).
  static func line(_ purchase: Purchase, item: Item) -> String { item.said(purchase) }

  /// How the command ends after a purchase (`ShopItem.failure`, for `lingo refill`).
  static func failure(_ purchase: Purchase, item: Item) -> LingoError? { item.failure(purchase) }
}
