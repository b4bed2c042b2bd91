import Course
import Foundation
import Learner
import Terminal

/// Playing from the app: a node of the path, or a round of review, with the same input as the prompt.
extension AppViews {
  /// Plays a round of the words due, or says when the next one is.
  mutating func review(reader: any LineReader) -> ExitCode? {
    guard case .success(let (learner, course)) = state() else { return show(.learn) }
    switch ReviewRound.make(app: app, course: course, learner: learner) {
    case .failure(let failure):
      app.environment.writeError(failure.message + "\n")
      return failure.code
    case .success(.nothing(let line)):
      app.environment.write(line + "\n\n")
      return nil
    case .success(.game(let game)):
      let code = game.play(reader: reader)
      app.environment.write("\n")
      switch code {
      case .inputEnded, .storeFailed, .interrupted: return code
      default: return nil
      }
    }
  }

  /// Plays the node `ref` names (the current one by default) with answers from `reader`.
  mutating func start(_ ref: String?, reader: any LineReader) -> ExitCode? {
    guard case .success(let (learner, course)) = state() else { return show(.learn) }
    let place: (unit: PathUnit, index: Int)
    switch node(ref, in: course, learner: learner) {
    case .failure(let failure):
      app.environment.writeError(failure.message + "\n")
      return nil
    case .success(let found): place = found
    }
    let status = learner.status(of: place.unit, index: place.index, in: course)
    if status == .locked {
      let previous =
        place.index > 0 ? "“\(place.unit.nodes[place.index - 1].title.terminalSafe)”" : "the nodes above"
      app.environment.write("That node is locked: finish \(previous) to unlock it.\n\n")
      return nil
    }
    if place.unit.nodes[place.index].kind == .chest {
      return ChestOpening.open(place, course: course, app: app)
    }
    let ref = "\(place.unit.number).\(place.index + 1)"
    switch LessonGame.make(context: app, course: course, learner: learner, ref: ref) {
    case .failure(let failure):
      app.environment.writeError(failure.message + "\n")
      return nil
    case .success(let game):
      let (code, outcome) = game.playing(reader: reader)
      app.environment.write("\n")
      if let outcome {
        if outcome.league.movedUp, let from = outcome.league.from { lastMove = (from, outcome.league.to) }
        lastChests = outcome.chestsOpened
        if place.unit.nodes[place.index].kind == .checkpoint { lastStamp = place.unit.number }
      }
      switch code {
      case .inputEnded, .storeFailed, .interrupted: return code
      case .success: return show(.learn) ?? .success
      default: return .success
      }
    }
  }
}
