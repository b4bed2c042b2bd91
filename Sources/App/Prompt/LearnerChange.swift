import Course
import Foundation
import Learner

/// A change to the learner that a command at the prompt makes, as data: the runner saves it in one
/// transaction, and the reducer applies it to its copy to show what it did.
public enum LearnerChange: Equatable {
  /// `settings accents on|off`: whether a missing accent is forgiven.
  case accents(Bool)
  /// `settings sound on|off`.
  case sound(Bool)
  /// `settings keyboard on|off`: translations typed instead of built from the bank.
  case keyboard(Bool)
  /// `settings voice slow|normal|fast` turns the sound on at that speed; `off` (nil) turns it off.
  case voice(VoiceSpeed?)
  /// `settings retention R`: the recall a review aims for.
  case retention(Double)
  /// `settings goal N`: the daily goal, which is also the day's XP quest.
  case goal(Int)
  /// `settings course NAME|FILE`: the course studied, the old one's progress kept (`from` is nil when the
  /// old one could not be read); `file` is where a course that is not bundled was read, to read it again.
  case switchCourse(from: Course?, to: Course, file: String? = nil)
  /// `shop ITEM` or `refill` at `now`: bought when the gems and the rules allow (the shop's own checks).
  case buy(ShopItem, at: Date)
  /// How the last league week ended has been said.
  case weekAnnounced(WeekResult)
  /// The streak's news (ended, or kept by freezes) has been said.
  case streakNewsSaid(StreakNews)

  /// Makes the change to `learner`.
  public func apply(to learner: inout Learner) {
    switch self {
    case .accents(let on): learner.settings.accentForgiveness = on
    case .sound(let on): learner.settings.sound = on
    case .keyboard(let on): learner.settings.keyboard = on
    case .voice(nil): learner.settings.sound = false
    case .voice(let speed?):
      learner.settings.sound = true
      learner.settings.voice = speed
    case .retention(let retention): learner.settings.retention = retention
    case .goal(let goal): learner.setDailyGoal(goal)
    case .switchCourse(let leaving, let chosen, let file):
      learner.switchCourse(from: leaving, to: chosen, file: file)
    case .buy(let item, let now): _ = item.buy(&learner, at: now)
    case .weekAnnounced(let result):
      // Another window may have said it, and a newer week ended, since this one was read.
      if learner.leagueResult == result { learner.leagueResult = nil }
    case .streakNewsSaid(let news):
      // Only the news said is cleared: newer news, from another window, is kept for the next view.
      if learner.streakNews == news { learner.streakNews = nil }
    }
  }
}
