import Course
import Foundation
import Learner
import Terminal

/// What a command at the prompt sees, read by the runner just before it: the learner as stored now (brought
/// up to today), the course they study, the time, and how output looks. The reducer only reads it.
public struct AppWorld: Equatable {
  public var learner: Learner
  public var course: Course
  public var now: Date
  public var timeZone: TimeZone
  public var display: Display

  public init(learner: Learner, course: Course, now: Date, timeZone: TimeZone, display: Display) {
    (self.learner, self.course, self.now, self.timeZone, self.display) = (
      learner, course, now, timeZone, display
    )
  }

  /// The learner's day now.
  public var today: Day { Day(now, in: timeZone) }

  /// Now as the learner's rules see it: the local day and how far into the league week.
  public var moment: Moment { Moment(now, in: timeZone) }
}

/// How output looks: its style and width, plain lines for screen readers, and whether frames animate.
public struct Display: Equatable, Sendable {
  public var style: Style
  public var width: Int
  /// `--plain` or `LINGO_PLAIN=1`: linear labelled lines, nothing drawn.
  public var plain: Bool
  /// Whether a view's frames are drawn before it: at a terminal that can move the cursor, motion allowed.
  public var animates: Bool

  public init(style: Style, width: Int, plain: Bool = false, animates: Bool = false) {
    (self.style, self.width, self.plain, self.animates) = (style, width, plain, animates)
  }
}
