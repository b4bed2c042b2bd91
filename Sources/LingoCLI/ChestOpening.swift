import Course
import Learner
import Terminal

/// Opening the chest on the path: its gems, and the next node made current.
enum ChestOpening {
  static func open(_ place: (unit: PathUnit, index: Int), course: Course, app: AppContext) throws(LingoError)
  {
    let gems = try app.update { $0.openChest(at: place.unit, index: place.index, in: course) }
    let style = app.style
    app.environment.write(
      (gems.map {
        style.paint(style.symbol("🎁 ", "") + "Chest opened! +\($0) " + style.symbol("💎", "gems"), .gold)
      } ?? "This chest is already open.") + "\n\n")
  }
}
