import Course
import Foundation
import Learner

/// The profile, the passport, the words and the settings as plain labelled lines for screen readers.
public struct PlainProfileView: Sendable {
  public init() {}

  /// Name, statistics and achievements.
  public func profile(learner: Learner, today: Day, achievements: [Achievement], league: String)
    -> [TerminalText]
  {
    [
      "Profile: \(learner.name.plainSafe), @\(learner.username.plainSafe), joined \(learner.joined.plainSafe).",
      "Statistics: day streak \(learner.streak(on: today)), total XP \(learner.totalXP.grouped), "
        + "current league \(league), top 3 finishes \(learner.topThreeFinishes).",
    ]
      + achievements.map { achievement -> TerminalText in
        let level = achievement.progress >= achievement.goal ? achievement.tier : achievement.tier + 1
        return "Achievement: \(achievement.name), level \(level). \(achievement.description). "
          + "\(achievement.progress.grouped) of \(achievement.goal.grouped)."
      }
  }

  /// The streak, the totals and the stamps of the finished units.
  public func passport(learner: Learner, today: Day, units: [(number: Int, title: String, stamped: Bool)])
    -> [TerminalText]
  {
    let stamped = units.filter(\.stamped)
    return [
      "Passport: a streak of \(Plain.count(learner.streak(on: today), "day")), \(learner.totalXP.grouped) total XP, "
        + "\(learner.lessonsCompleted) lessons completed, \(learner.wordsMet.count) words met.",
      "Stamps: \(stamped.count) of \(units.count)."
        + (stamped.isEmpty
          ? ""
          : " \(Plain.list(stamped.map { unit -> TerminalText in "unit \(unit.number), \(unit.title.plainSafe)" }))."),
    ]
  }

  /// Every word met by unit with its strength in percent, and how many are due.
  public func words(units: [(title: String, words: [(word: String, strength: Double)])], dueCount: Int)
    -> [TerminalText]
  {
    let met = units.filter { !$0.words.isEmpty }
    guard !met.isEmpty else { return ["Words: none yet. Finish a lesson to meet some."] }
    let total = met.reduce(0) { $0 + $1.words.count }
    var lines: [TerminalText] = [
      "Words: \(total) met. "
        + (dueCount > 0
          ? "\(Plain.count(dueCount, "word")) to review: type review." : "Nothing to review right now.")
    ]
    for unit in met {
      let words = unit.words.map { word -> TerminalText in
        "\(word.word.plainSafe) \(Int((word.strength * 100).rounded())) percent"
      }
      lines.append("Unit \(unit.title.plainSafe): \(words.joined(separator: ", ")).")
    }
    return lines
  }

  /// Each setting with its value and the command that changes it.
  public func settings(_ settings: Settings, course: String) -> [TerminalText] {
    let onOff = { (flag: Bool) in flag ? "on" : "off" }
    return [
      "Settings. Type a command to change one.",
      "Accent forgiveness: \(onOff(settings.accentForgiveness)). Change with: settings accents on or off.",
      "Voice: \(settings.sound ? settings.voice.rawValue : "off"). Change with: settings voice slow, normal, fast or off.",
      "Keyboard: \(onOff(settings.keyboard)). Change with: settings keyboard on or off.",
      "Daily goal: \(settings.dailyGoal) XP. Change with: settings goal 10, 20, 30 or 50.",
      "Course: \(course.plainSafe). Change with: settings course spanish, french, italian, or a course file's path.",
      "Review retention: \(String(format: "%.2f", settings.retention))"
        + ". Change with: settings retention 0.70 to 0.97.",
    ]
  }
}
