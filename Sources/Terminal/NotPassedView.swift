import Lesson

/// The end of a lesson that did not pass: what it scored against the pass mark, that nothing but the
/// energy spent was recorded, and Duo, sad, asking for another try.
public struct NotPassedView: Sendable {
  public let style: Style
  public let width: Int

  public init(style: Style, width: Int = 80) { (self.style, self.width) = (style, width) }

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
  public func lines(_ summary: LessonSummary) -> [TerminalText] {
    [style.paint("Lesson not passed", .red), ""]
      + style.wrapped("\(Self.score(summary))", to: width, first: "  ", rest: "  ")
      + style.wrapped("\(Self.nothingKept)", to: width, first: "  ", rest: "  ") + [""]
      + duoSaying("So close! Let's try that one again.", pose: .sad, style: style, width: width)
  }

  /// The same for `--plain`: labelled lines, no drawing.
  public func plainLines(_ summary: LessonSummary) -> [TerminalText] {
    ["Lesson not passed.", "\(Self.score(summary))", "\(Self.nothingKept)"]
  }
}
