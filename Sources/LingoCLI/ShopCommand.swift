import App
import Course
import Foundation
import Learner
import Store
import Terminal

/// `lingo shop [freeze|refill]`: what gems buy, or buying it.
struct ShopCommand: Command {
  let options: CommonOptions
  /// What to buy (App's `ShopItem`, which the prompt's `shop` shares); nil to show the shop.
  let item: ShopItem?

  init(_ words: [String]) throws(LingoError) {
    let arguments = try Arguments(words, flags: CommonOptions.flags, options: CommonOptions.valued)
    options = try CommonOptions(arguments)
    if options.json { throw .usage("--json is for play, review and practice; shop prints text") }
    item = try ShopItem.named(arguments.positionals)
  }

  func run(_ environment: AppEnvironment) throws(LingoError) {
    let app = try AppContext.open(options, environment)
    let now = app.clock.now()
    let moment = app.clock.moment
    guard let item else {
      let learner = try app.learner()
      let lines = ShopView(style: app.style, width: app.width).lines(learner: learner, at: now)
      environment.write(([statusLine(app, learner), ""] + lines).map { $0 + "\n" }.joined())
      return
    }
    let purchase = try app.update { learner -> Purchase in
      learner.catchUp(to: moment)
      return item.buy(&learner, at: now)
    }
    environment.write(item.said(purchase) + "\n")
    if let failure = item.failure(purchase) { throw failure }
  }

  private func statusLine(_ app: AppContext, _ learner: Learner) -> TerminalText {
    do {
      return app.statusLine(learner, course: try app.course(nil, for: learner))
    } catch {
      return ""
    }
  }
}
