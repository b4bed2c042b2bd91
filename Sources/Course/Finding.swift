import JSON

/// Something a course's author should know: a rule broken, where, and how to mend it.
public struct Finding: Sendable, Equatable {
  /// How bad a finding is: an error stops the course from loading, a warning does not.
  public enum Severity: String, Sendable, Comparable {
    case warning, error

    public static func < (lhs: Severity, rhs: Severity) -> Bool { lhs == .warning && rhs == .error }
  }

  public var severity: Severity
  /// A stable id such as `answer-not-in-bank`.
  public var rule: String
  public var message: String
  public var path: JSONPath
  /// Where in the file; resolved from `path` when a finding is made from the model.
  public var location: FileLocation?

  public init(
    _ severity: Severity, _ rule: String, _ message: String, at path: JSONPath,
    location: FileLocation? = nil
  ) {
    self.severity = severity
    self.rule = rule
    self.message = message
    self.path = path
    self.location = location
  }

  /// An error finding.
  public static func error(_ rule: String, _ message: String, at path: JSONPath) -> Finding {
    Finding(.error, rule, message, at: path)
  }

  /// A warning finding.
  public static func warning(_ rule: String, _ message: String, at path: JSONPath) -> Finding {
    Finding(.warning, rule, message, at: path)
  }
}
