import Course
import Foundation
import Learner

/// What `settings [NAME VALUE]` asks for, parsed and checked: nothing to change, a change, or a course to read
/// and switch to.
public enum SettingsChange: Equatable {
  /// The courses `settings course` switches between.
  public static let courses = BundledCourse.names

  /// A setting to change.
  case change(LearnerChange)
  /// A bundled course to switch to, once it is read.
  case course(String)

  /// What `words` (the words after `settings`) ask for; nil to show the settings only.
  static func parse(_ words: [String]) throws(LingoError) -> SettingsChange? {
    if words.isEmpty { return nil }
    guard words.count == 2 else { throw usage }
    let (name, value) = (words[0].lowercased(), words[1].lowercased())
    switch (name, value) {
    case ("accents", "on"), ("accents", "off"):
      return .change(.accents(value == "on"))
    case ("sound", "on"), ("sound", "off"):
      return .change(.sound(value == "on"))
    case ("keyboard", "on"), ("keyboard", "off"):
      return .change(.keyboard(value == "on"))
    case ("voice", "off"):
      return .change(.voice(nil))
    case ("voice", _):
      guard let voice = VoiceSpeed(rawValue: value) else { throw usage }
      return .change(.voice(voice))
    case ("retention", _):
      guard let retention = Double(value), (0.70...0.97).contains(retention) else { throw usage }
      return .change(.retention(retention))
    case ("goal", _):
      guard let goal = Int(value), Settings.goals.contains(goal) else { throw usage }
      return .change(.goal(goal))
    case ("course", _) where courses.contains(value):
      return .course(value)
    default:
      throw usage
    }
  }

  /// What a setting that can't be parsed says.
  static let usage = LingoError.usage(
    "settings takes a name and a value: accents on|off, sound on|off, keyboard on|off, "
      + "voice slow|normal|fast|off, "
      + "goal 10|20|30|50, course \(courses.joined(separator: "|")), retention 0.70 to 0.97")
}
