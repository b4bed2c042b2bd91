import JSON

/// Something a course's author should know: a rule broken, where, and how to mend it.
public struct Finding: Sendable, Equatable {
  /// How bad a finding is: an error stops the course from loading, a warning does not.
  public enum Severity: String, Sendable, Comparable {
    case warning, error

    public static func < (lhs: Severity, rhs: Severity) -> Bool { lhs == .warning && rhs == .error }
  }

  public var severity: Severity
  /// A stable id such as `answer-not-in-bank`: a `Rule`'s id.
  public var rule: String
  public var message: String
  public var path: JSONPath
  /// Where in the file; resolved from `path` when a finding is made from the model.
  public var location: FileLocation?
  /// The mend the rule knows for certain, when there is one a program can make (the importer does).
  public var fix: Fix?

  /// A mend a program can make to the exercise a finding lies in.
  public enum Fix: Sendable, Equatable {
    /// Offer one of these words too, the first that fits, as a bank tile or a choice: the unaccented twin
    /// of an answer word (`tu` beside `tú`), so that typing it is graded wrong rather than forgiven as a
    /// missing accent, or another taught form of one (`tienes` beside `tengo`).
    case addDistractor([String])
  }

  /// A finding of `rule`, as bad as the rule says.
  public init(_ rule: Rule, _ message: String, at path: JSONPath, location: FileLocation? = nil) {
    self.init(rule.severity, rule.id, message, at: path, location: location)
  }

  /// A finding of the rule whose id is `rule`, for a finding read back or made up by a test; lingo's own
  /// findings name a `Rule`.
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
}
