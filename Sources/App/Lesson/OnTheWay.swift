import Course
import Learner
import Terminal

extension AppContext {
  /// What comes before `lingo play`'s lesson when none is named: each chest that is the learner's current
  /// node in `course` opened, its gems said, so play goes on to the next lesson; and in a finished course,
  /// that the lesson is practice. The learner as the chests leave them.
  public func onTheWay(to course: Course, for learner: Learner) throws(LingoError) -> Learner {
    var learner = learner
    while let (unit, index) = learner.current(in: course), unit.nodes[index].kind == .chest {
      let gems = try update { $0.openChest(at: unit, index: index, in: course) }
      environment.write(ShellViews.chest(gems: gems, style: style))
      _ = learner.openChest(at: unit, index: index, in: course)
    }
    if learner.hasFinished(course), let (unit, index) = learner.practiceNode(in: course) {
      environment.write(
        "You have finished the \(course.language.name) course! Practising “\(unit.nodes[index].title)”, the lesson with the fewest stars.\n\n"
      )
    }
    return learner
  }
}
