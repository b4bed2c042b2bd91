import Course
import Foundation

/// The learner's day at a glance, for `lingo status`: streak, XP against the goal, energy, the next lesson.
public struct DailyStatus: Sendable, Equatable {
  public var streak: Int
  public var xpToday: Int
  public var goal: Int
  public var energy: Int
  public var gems: Int
  /// The title of the node the learner is on, nil past the course's end.
  public var next: String?
  /// Whether the learner has finished the course: every node done.
  public var finished: Bool
  /// Whether a lesson was completed today: the streak is safe.
  public var doneToday: Bool

  /// The status of `learner` in `course` on `today`, with energy as of `now`; `skipped` are the days
  /// before `today` that the time zone skipped (`Moment.skipped`), which the streak passes over.
  public init(learner: Learner, course: Course, today: Day, now: Date, skipped: [Day] = []) {
    // Read-only: the freezes the next run will spend on missed days already keep the streak here.
    var caughtUp = learner
    caughtUp.skippedDays = SkippedDays(skipped)
    caughtUp.applyFreezes(on: today)
    streak = caughtUp.streak(on: today)
    xpToday = learner.dailyXP[today] ?? 0
    goal = learner.settings.dailyGoal
    energy = learner.energy.current(at: now)
    gems = learner.gems
    doneToday = learner.dailyXP[today] != nil
    next = learner.current(in: course).map { $0.unit.nodes[$0.index].title }
    finished = learner.hasFinished(course)
  }
}
