import Course
import Foundation
import Learner

/// What `settings [NAME VALUE]` asks for, parsed and checked: nothing to change, a change, or a course to read
/// and switch to.
public enum SettingsChange: Equatable {
  /// The bundled courses `settings course` switches between by name.
  public static let courses = BundledCourse.names
  /// What `settings course` takes besides a bundled course's name: a course file's path.
  public static let courseFile = "FILE"

  /// A setting to change.
  case change(LearnerChange)
  /// A course to switch to, once it is read.
  case course(CourseChoice)

  /// What `words` (the words after `settings`) ask for; nil to show the settings only.
  ///
  /// `course` takes a bundled course's name (in any case), else a course file's path: the rest of the
  /// words, one space between each (at the shell a quoted path is one word, kept as it is).
  static func parse(_ words: [String]) throws(LingoError) -> SettingsChange? {
    if words.isEmpty { return nil }
    if words.count > 2, words[0].lowercased() == "course" {
      return .course(.file(words.dropFirst().joined(separator: " ")))
    }
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
      return .course(.bundled(value))
    case ("course", _):
      return .course(.file(words[1]))
    default:
      throw usage
    }
  }

  /// What a setting that can't be parsed says.
  static let usage = LingoError.usage(
    "settings takes a name and a value: accents on|off, sound on|off, keyboard on|off, "
      + "voice slow|normal|fast|off, "
      + "goal 10|20|30|50, course \((courses + [courseFile]).joined(separator: "|")), retention 0.70 to 0.97")
}
