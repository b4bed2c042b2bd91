import Lesson

/// The end of a lesson that did not pass: what it scored against the pass mark, that nothing but the
/// energy spent was recorded, and Duo, sad, asking for another try.
public struct NotPassedView: Sendable {
  public let style: Style

  public init(style: Style) { self.style = style }

  /// The score line: `2 of 7 right the first time (29%); a lesson passes at 50%.`
  public static func score(_ summary: LessonSummary) -> String {
    let right = max(0, summary.exercises - summary.mistakes)
    return "\(right) of \(summary.exercises) right the first time (\(summary.accuracy)%); "
      + "a lesson passes at \(Lesson.passingAccuracy)%."
  }

  /// What the lesson leaves: no XP, no streak day, no progress.
  public static let nothingKept =
    "No XP, no streak day and no progress this time: only the energy spent counts."

  /// The screen at a terminal.
  public func lines(_ summary: LessonSummary) -> [String] {
    [style.paint("Lesson not passed", .red), "", "  " + Self.score(summary), "  " + Self.nothingKept, ""]
      + duoSaying("So close! Let's try that one again.", pose: .sad, style: style)
  }

  /// The same for `--plain`: labelled lines, no drawing.
  public func plainLines(_ summary: LessonSummary) -> [String] {
    ["Lesson not passed.", Self.score(summary), Self.nothingKept]
  }
}
