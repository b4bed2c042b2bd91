/// What Duo says, and how he stands, at each moment of a lesson's end and of the learner's return: a cheer
/// only when it is deserved, the sad pose for a lesson not passed and for a streak that ended.
public struct DuoLine: Sendable, Equatable {
  /// The moments Duo speaks at.
  public enum Moment: Sendable, Equatable {
    /// A lesson completed with `mistakes` first answers wrong.
    case completed(mistakes: Int)
    /// A lesson that ended below the pass mark.
    case notPassed
    /// The day's first lesson grew the streak.
    case streakExtended
    /// The day's first lesson started a streak: day one.
    case streakStarted
    /// The streak of `days` days ended while the learner was away.
    case streakLost(days: Int)
    /// `freezes` streak freezes kept the streak of `streak` days while the learner was away.
    case frozen(freezes: Int, streak: Int)
  }

  public var text: String
  public var pose: Duo.Pose

  public init(_ text: String, pose: Duo.Pose) { (self.text, self.pose) = (text, pose) }

  /// Duo's line and pose at the streak moment of a streak now `count` days long.
  public static func streak(_ count: Int) -> DuoLine { at(count <= 1 ? .streakStarted : .streakExtended) }

  /// Duo's line and pose at `moment`.
  public static func at(_ moment: Moment) -> DuoLine {
    switch moment {
    case .completed(let mistakes) where mistakes <= 0:
      DuoLine("Perfect! Not a single mistake.", pose: .cheer)
    case .completed:
      DuoLine("Nice work! Every mistake fixed is a word learned.", pose: .idle)
    case .notPassed:
      DuoLine("So close! Let's try that one again.", pose: .sad)
    case .streakExtended:
      DuoLine("Keep it up! I'm off to brag about your streak.", pose: .cheer)
    case .streakStarted:
      DuoLine("Day one! Come back tomorrow to make it a streak.", pose: .wave)
    case .streakLost(let days):
      DuoLine("Your \(days)-day streak ended. Start a new one today!", pose: .sad)
    case .frozen(let freezes, let streak):
      DuoLine(
        (freezes == 1 ? "A streak freeze" : "\(freezes) streak freezes")
          + " kept your \(streak)-day streak alive while you were away.", pose: .wave)
    }
  }
}
