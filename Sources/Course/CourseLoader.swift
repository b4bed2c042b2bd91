import Foundation

/// What loading a course file gives: the course as far as it could be read, and every finding on the way.
public struct LoadedCourse: Sendable {
  /// The course as decoded, possibly partial when there are errors; the linter's rules read it.
  public var model: Course?
  public var sources: CourseSources
  public var findings: [Finding]
  /// The parsed document, kept to locate findings made later from the model.
  public var document: JSONNode?

  /// The findings that stop the course from being played.
  public var errors: [Finding] { findings.filter { $0.severity == .error } }

  /// The course, when it has no errors and can be played.
  public var course: Course? { errors.isEmpty ? model : nil }
}

/// Loads course files: JSON syntax, then structure, each finding with a line and column.
public enum CourseLoader {
  /// Parses and decodes `data`; never throws, everything wrong becomes a finding.
  public static func load(_ data: Data) -> LoadedCourse {
    let document: JSONNode
    do {
      document = try JSONParser.parse(data)
    } catch {
      let finding = Finding(.error, "json-syntax", error.message, at: .root, location: error.location)
      return LoadedCourse(model: nil, sources: CourseSources(), findings: [finding], document: nil)
    }
    var decoder = CourseDecoder()
    let course = decoder.course(document)
    let findings = decoder.findings.map { document.locate($0) }
    return LoadedCourse(model: course, sources: decoder.sources, findings: findings, document: document)
  }
}

extension JSONNode {
  /// The finding with its location filled in from its path, when it has none yet.
  public func locate(_ finding: Finding) -> Finding {
    guard finding.location == nil else { return finding }
    var located = finding
    located.location = node(at: finding.path).location
    return located
  }
}
