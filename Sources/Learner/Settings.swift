/// The learner's settings, kept in the store.
public struct Settings: Sendable, Equatable {
  /// Whether a missing accent is accepted with a note (on) or counts as wrong (off).
  public var accentForgiveness: Bool
  /// Whether `:listen` and the speaker speak the prompt.
  public var sound: Bool
  /// The day's XP goal.
  public var dailyGoal: Int
  /// How fast `:listen` speaks.
  public var voice: VoiceSpeed
  /// The chance of recalling a word that spaced review aims for when it comes due (0.70–0.97).
  public var retention: Double
  /// Whether a translation is typed rather than built from the bank (`settings keyboard on`), as
  /// Duolingo's "use keyboard" does.
  public var keyboard: Bool

  public init(
    accentForgiveness: Bool = true, sound: Bool = true, dailyGoal: Int = 30, retention: Double = 0.9,
    voice: VoiceSpeed = .normal, keyboard: Bool = false
  ) {
    self.keyboard = keyboard
    self.voice = voice
    self.accentForgiveness = accentForgiveness
    self.sound = sound
    self.dailyGoal = dailyGoal
    self.retention = retention
  }

  /// The daily goals one can pick: casual, regular, serious, intense.
  public static let goals = [10, 20, 30, 50]
}

/// The speeds `:listen` can speak at (`settings voice slow|normal|fast`; `settings voice off` turns sound off).
public enum VoiceSpeed: String, Sendable, CaseIterable {
  case slow, normal, fast

  /// Words a minute for espeak-ng.
  public var wordsPerMinute: Int {
    switch self {
    case .slow: 110
    case .normal: 160
    case .fast: 230
    }
  }
}

extension Learner {
  /// Sets the daily goal, which is also the day's "Earn N XP" quest; false for a goal not on offer.
  @discardableResult
  public mutating func setDailyGoal(_ goal: Int) -> Bool {
    guard Settings.goals.contains(goal) else { return false }
    settings.dailyGoal = goal
    quests.xpGoal = goal
    return true
  }
}
