/// The courses that come with lingo, each looked up by its name (`courses/NAME.json`).
public enum BundledCourse: String, CaseIterable, Sendable {
  case spanish
  case french
  case italian

  /// The course Sam studies, a new learner starts on, and a command reads when none is named.
  public static let first = BundledCourse.spanish

  /// The names of every bundled course, in order.
  public static var names: [String] { allCases.map(\.rawValue) }

  /// The name the course is looked up and stored by, such as `spanish`.
  public var name: String { rawValue }
}
