import Course
import Foundation
import Learner
import Terminal

/// The views of the path: the Learn path, a node's card, and a unit's guidebook.
enum PathViews {
  /// The Learn path; at a terminal the START bubble bounces once before the path settles.
  static func learn(_ world: AppWorld) -> Screen {
    let (course, learner) = (world.course, world.learner)
    if world.display.plain { return Screen(PlainPathView().lines(course: course, learner: learner)) }
    let view = LearnView(style: world.display.style, width: world.display.width)
    return Screen(
      view.lines(course: course, learner: learner),
      frames: [view.lines(course: course, learner: learner, bounce: true)])
  }

  /// The card of the node `ref` names (the current one by default), or why there is none.
  static func card(_ ref: String?, _ world: AppWorld) throws(LingoError) -> Screen {
    let (course, learner) = (world.course, world.learner)
    let (unit, index) = try node(ref, in: course, learner: learner)
    let status = learner.status(of: unit, index: index, in: course)
    let previous = index > 0 ? unit.nodes[index - 1].title : nil
    if world.display.plain {
      return Screen(PlainPathView().card(unit: unit, index: index, status: status, previous: previous))
    }
    return Screen(
      NodeCardView(style: world.display.style, width: world.display.width).lines(
        unit: unit, index: index, status: status, previous: previous))
  }

  /// The tips and phrases of unit `number`, or by default of the learner's unit (the first unit when theirs
  /// is gone); a unit the course does not have is a usage error.
  static func guide(_ number: Int?, _ world: AppWorld) throws(LingoError) -> Screen {
    let course = world.course
    let unit: PathUnit?
    if let number {
      unit = course.units.first { $0.number == number }
      if unit == nil {
        let numbers = course.units.map(\.number)
        let range = numbers.first.map { "\($0) to \(numbers.last ?? $0)" } ?? "none"
        throw .usage("no unit \(number) in \(course.language.name); its units are \(range)")
      }
    } else {
      unit = world.learner.nodeToPlay(in: course)?.unit ?? course.units.first
    }
    guard let unit else { return Screen([]) }
    if world.display.plain { return Screen(PlainPathView().guide(unit: unit)) }
    return Screen(GuideView(style: world.display.style, width: world.display.width).lines(unit: unit))
  }

  /// The node `ref` names: its number in the current unit, UNIT.NODE, or its id; the current node by default.
  static func node(_ ref: String?, in course: Course, learner: Learner) throws(LingoError) -> (
    unit: PathUnit, index: Int
  ) {
    let here = learner.nodeToPlay(in: course).map { PathPosition(unit: $0.unit.number, node: $0.index + 1) }
    var ref = ref ?? here?.description ?? ""
    if let number = Int(ref) { ref = "\(here?.unit ?? course.units.first?.number ?? 1).\(number)" }
    guard let found = course.place(named: ref) else {
      throw .usage("no node '\(ref)'; give its number (4), UNIT.NODE (2.4) or id")
    }
    return found
  }
}
