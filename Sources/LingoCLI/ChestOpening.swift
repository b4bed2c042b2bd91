import Course
import Learner
import Terminal

/// Opening the chest on the path: its gems, and the next node made current.
enum ChestOpening {
  static let gems = 20

  static func open(_ place: (unit: PathUnit, index: Int), course: Course, app: AppContext) -> ExitCode? {
    let position = PathPosition(unit: place.unit.number, node: place.index + 1)
    let next = course.position(after: place.unit, index: place.index)
    let key = NodeKey(course: course.id, node: place.unit.nodes[place.index].id)
    let result = app.update { learner -> Bool in
      guard learner.stars[key] == nil else { return false }
      learner.stars[key] = 3
      learner.gems += gems
      if learner.position == position, let next { learner.position = next }
      return true
    }
    switch result {
    case .failure(let failure):
      app.environment.writeError(failure.message + "\n")
      return failure.code
    case .success(let opened):
      let style = app.style
      app.environment.write(
        (opened
          ? style.paint(style.symbol("🎁 ", "") + "Chest opened! +\(gems) " + style.symbol("💎", "gems"), .gold)
          : "This chest is already open.") + "\n\n")
      return nil
    }
  }
}
