import Learner

/// What the shell remembers between prompts; changed only by `AppReducer`.
public struct AppState: Equatable, Sendable {
  /// A lesson's climb in the league: the places before and after.
  public struct Move: Equatable, Sendable {
    public var from: Int
    public var to: Int

    public init(from: Int, to: Int) { (self.from, self.to) = (from, to) }
  }

  /// The last lesson's move up the league, shown once by the next leaderboard.
  public var lastMove: Move?
  /// The quest chests the last lesson opened, shown once by the next quests view.
  public var lastChests: [DailyQuests.Quest] = []
  /// The unit whose checkpoint was just finished: its passport stamp lands on the next passport.
  public var lastStamp: Int?
  /// How many commands were typed, blank lines aside: a store kept in memory changes only through them.
  public var commandsRun = 0
  /// The lesson being played, while one is.
  public var lesson: LessonState?
  /// Whether the app plays one lesson and ends with it (`lingo play`, `lingo review`), not a prompt.
  public var lessonOnly = false

  public init(lessonOnly: Bool = false) { self.lessonOnly = lessonOnly }
}
