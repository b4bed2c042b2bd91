import Course
import Foundation
import Learner
import Terminal

/// A view as drawn: its lines under the status line, and the frames shown before them at a terminal.
public struct Screen: Equatable, Sendable {
  public var lines: [TerminalText]
  /// Earlier frames of an animation that ends on `lines`; drawn only where output animates.
  public var frames: [[TerminalText]]

  public init(_ lines: [TerminalText], frames: [[TerminalText]] = []) {
    self.lines = lines
    self.frames = frames
  }
}

/// The status line above every view: the course's flag, the streak, the gems and the energy now.
enum StatusLine {
  static func line(_ learner: Learner, course: Course, today: Day, now: Date, display: Display)
    -> TerminalText
  {
    let streak = learner.streak(on: today)
    let energy = learner.energy.current(at: now)
    if display.plain {
      return
        "\(course.language.name.plainSafe) course. Streak \(Plain.count(streak, "day")), \(learner.gems) gems, "
        + "energy \(energy)."
    }
    return LessonView(style: display.style).statusLine(
      flag: course.language.flag, code: course.language.code, streak: streak, gems: learner.gems,
      energy: energy)
  }

  /// The status line of `learner` in `course` as the world sees them.
  static func line(_ learner: Learner, course: Course, in world: AppWorld) -> TerminalText {
    line(learner, course: course, today: world.today, now: world.now, display: world.display)
  }
}
