import Course

/// Listening exercises where nothing can be heard: with sound off, or no speech engine, they are left out of
/// a lesson rather than asked blind, and the learner is told once.
public enum Hearing {
  /// `exercises` without the listening ones when `canHear` is false, and how many were left out. A lesson
  /// of nothing but listening keeps them all: its exercises can still be skipped.
  public static func playable(_ exercises: [Exercise], canHear: Bool) -> (exercises: [Exercise], leftOut: Int)
  {
    guard !canHear else { return (exercises, 0) }
    let kept = exercises.filter { $0.kind != .listen }
    guard !kept.isEmpty else { return (exercises, 0) }
    return (kept, exercises.count - kept.count)
  }

  /// What `:hint` says at a listening exercise: what the sentence means, never its words, which are the
  /// answer.
  public static func hint(_ listen: Listen) -> String {
    listen.translation.map { "Hint: it means “\($0)”" }
      ?? "A listening exercise has no hint: :listen or :slow says it again."
  }

  /// What is said when `count` listening exercises were left out: because sound is off (`soundOff`), or
  /// because nothing can speak.
  public static func leftOut(_ count: Int, soundOff: Bool) -> [String] {
    guard count > 0 else { return [] }
    let what = count == 1 ? "1 listening exercise was" : "\(count) listening exercises were"
    let why =
      soundOff
      ? "sound is off (turn it on with 'settings voice normal')"
      : "nothing here can speak (install espeak-ng)"
    return ["\(what) left out of this lesson: \(why)."]
  }
}
