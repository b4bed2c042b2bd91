import Course
import Learner

/// A course just finished: the learner's totals in it and the lines that say what next.
public struct CourseFinished: Equatable, Sendable {
  public var totals: CourseTotals
  public var next: [String]

  public init(totals: CourseTotals, next: [String]) { (self.totals, self.next) = (totals, next) }

  /// The finish of `course` for `learner` (just saved); `oneShot` when played by `lingo play`, whose what
  /// next names shell commands, else the app's prompt commands.
  init(_ learner: Learner, course: Course, oneShot: Bool) {
    let prefix = oneShot ? "lingo " : ""
    let others = BundledCourse.names.filter { $0 != course.id }
    var next = [
      "What next?",
      "  Practise: '\(oneShot ? "lingo play" : "start")' plays a lesson with the fewest stars,",
      "  and '\(prefix)review' the words due.",
    ]
    if let other = others.first {
      let more = others.count > 1 ? " (or " + others.dropFirst().joined(separator: ", ") + ")" : ""
      next.append("  Another course: '\(prefix)settings course \(other)'\(more).")
    }
    self.init(totals: learner.totals(in: course), next: next)
  }
}
