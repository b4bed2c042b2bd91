/// The learner's settings, kept in the store.
public struct Settings: Sendable, Equatable {
  /// Whether a missing accent is accepted with a note (on) or counts as wrong (off).
  public var accentForgiveness: Bool
  /// Whether `:listen` and the speaker speak the prompt.
  public var sound: Bool
  /// The day's XP goal.
  public var dailyGoal: Int

  public init(accentForgiveness: Bool = true, sound: Bool = true, dailyGoal: Int = 30) {
    self.accentForgiveness = accentForgiveness
    self.sound = sound
    self.dailyGoal = dailyGoal
  }

  /// The daily goals one can pick: casual, regular, serious, intense.
  public static let goals = [10, 20, 30, 50]
}
