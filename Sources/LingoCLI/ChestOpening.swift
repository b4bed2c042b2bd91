import Course
import Learner
import Terminal

/// Opening the chest on the path: its gems, and the next node made current.
enum ChestOpening {
  static func open(_ place: (unit: PathUnit, index: Int), course: Course, app: AppContext) throws(LingoError)
  {
    let position = PathPosition(unit: place.unit.number, node: place.index + 1)
    let next = course.position(after: place.unit, index: place.index)
    let key = NodeKey(course: course.id, node: place.unit.nodes[place.index].id)
    let gems = try app.update { $0.openChest(key, at: position, next: next) }
    let style = app.style
    app.environment.write(
      (gems.map {
        style.paint(style.symbol("🎁 ", "") + "Chest opened! +\($0) " + style.symbol("💎", "gems"), .gold)
      } ?? "This chest is already open.") + "\n\n")
  }
}
