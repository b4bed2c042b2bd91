import Course
import Foundation
import Learner
import Terminal

/// `settings [NAME VALUE]`: shows the settings, or changes one and shows them again.
enum SettingsChange {
  static let courses = ["spanish", "french", "italian"]

  static func apply(_ words: [String], app: AppContext, learner: Learner, course: Course) throws(LingoError)
    -> [String]
  {
    var learner = learner
    var course = course
    if !words.isEmpty {
      guard words.count == 2 else { throw usage }
      let (name, value) = (words[0].lowercased(), words[1].lowercased())
      var change: ((inout Learner) -> Void)?
      switch (name, value) {
      case ("accents", "on"), ("accents", "off"):
        change = { $0.settings.accentForgiveness = value == "on" }
      case ("sound", "on"), ("sound", "off"):
        change = { $0.settings.sound = value == "on" }
      case ("voice", "off"):
        change = { $0.settings.sound = false }
      case ("voice", _):
        guard let voice = VoiceSpeed(rawValue: value) else { throw usage }
        change = {
          $0.settings.sound = true
          $0.settings.voice = voice
        }
      case ("retention", _):
        guard let retention = Double(value), (0.70...0.97).contains(retention) else { throw usage }
        change = { $0.settings.retention = retention }
      case ("goal", _):
        guard let goal = Int(value), Settings.goals.contains(goal) else { throw usage }
        change = { $0.setDailyGoal(goal) }
      case ("course", _) where courses.contains(value):
        let chosen = try app.course(value, for: learner)
        let leaving = course
        course = chosen
        change = { $0.switchCourse(from: leaving, to: chosen) }
      default:
        throw usage
      }
      if let change {
        learner = try app.update {
          change(&$0)
          return $0
        }
      }
    }
    if app.plain {
      return [app.statusLine(learner, course: course), ""]
        + PlainProfileView().settings(learner.settings, course: course.language.name)
    }
    let view = SettingsView(style: app.style, width: app.width).lines(
      settings: learner.settings, course: course.language.name, courses: courses)
    let retention = String(format: "%.2f", learner.settings.retention)
    let review = "Review aims for \(retention) recall when a word comes due (settings retention 0.70–0.97)."
    let voice =
      "Voice: " + (learner.settings.sound ? learner.settings.voice.rawValue : "off")
      + " (settings voice slow|normal|fast|off)."
    return [app.statusLine(learner, course: course), ""] + view + ["", review, voice]
  }

  private static let usage = LingoError.usage(
    "settings takes a name and a value: accents on|off, sound on|off, voice slow|normal|fast|off, "
      + "goal 10|20|30|50, course spanish|french|italian, retention 0.70 to 0.97")
}
