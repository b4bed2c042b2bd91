import Course
import Foundation
import Learner
import Terminal

/// Playing from the app: a node of the path, or a round of review, with the same input as the prompt.
extension AppViews {
  /// Plays a round of the words due, or says when the next one is.
  mutating func review(reader: any LineReader) throws(LingoError) {
    let (learner, course) = try state()
    switch try ReviewRound.make(app: app, course: course, learner: learner) {
    case .nothing(let line):
      app.environment.write(line + "\n\n")
    case .game(let game):
      do throws(LingoError) {
        try game.play(reader: reader)
        app.environment.write("\n")
      } catch {
        app.environment.write("\n")
        if !Self.goesOn(after: error) { throw error }
      }
    }
  }

  /// Plays the node `ref` names (the current one by default) with answers from `reader`.
  mutating func start(_ ref: String?, reader: any LineReader) throws(LingoError) {
    let (learner, course) = try state()
    let place: (unit: PathUnit, index: Int) = try node(ref, in: course, learner: learner)
    let status = learner.status(of: place.unit, index: place.index, in: course)
    if status == .locked {
      let previous =
        place.index > 0 ? "“\(place.unit.nodes[place.index - 1].title.terminalSafe)”" : "the nodes above"
      app.environment.write("That node is locked: finish \(previous) to unlock it.\n\n")
      return
    }
    if place.unit.nodes[place.index].kind == .chest {
      return try ChestOpening.open(place, course: course, app: app)
    }
    let ref = "\(place.unit.number).\(place.index + 1)"
    let game = try LessonGame.make(context: app, course: course, learner: learner, ref: ref)
    let outcome: LessonOutcome
    do throws(LingoError) {
      outcome = try game.playing(reader: reader)
      app.environment.write("\n")
    } catch {
      app.environment.write("\n")
      if Self.goesOn(after: error) { return }
      throw error
    }
    if outcome.league.movedUp, let from = outcome.league.from { lastMove = (from, outcome.league.to) }
    lastChests = outcome.chestsOpened
    if place.unit.nodes[place.index].kind == .checkpoint { lastStamp = place.unit.number }
    try show(.learn)
  }

  /// Whether the app goes on after a lesson stopped by `error`: after `:quit` and running out of energy.
  static func goesOn(after error: LingoError) -> Bool { error == .quit || error == .outOfEnergy }
}
