import Foundation

/// What loading a course file gives: the course as far as it could be read, and every finding on the way.
public struct LoadedCourse: Sendable {
  /// The course as decoded, possibly partial when there are errors; the linter's rules read it.
  public var model: Course?
  public var sources: CourseSources
  public var findings: [Finding]
  /// The parsed document (the file's bytes and their tape), kept to locate findings made later from the
  /// model.
  public var document: JSONDocument?

  /// The findings that stop the course from being played.
  public var errors: [Finding] { findings.filter { $0.severity == .error } }

  /// The course, when it has no errors and can be played.
  public var course: Course? { errors.isEmpty ? model : nil }
}

/// Loads course files: JSON syntax, then structure, each finding with a line and column.
public enum CourseLoader {
  /// Parses and decodes `data`; never throws, everything wrong becomes a finding.
  public static func load(_ data: Data) -> LoadedCourse {
    let document: JSONDocument
    do {
      document = try JSONDocument(parsing: data)
    } catch {
      let finding = Finding(.error, "json-syntax", error.message, at: .root, location: error.location)
      return LoadedCourse(model: nil, sources: CourseSources(), findings: [finding], document: nil)
    }
    let (course, findings, sources) = document.withView { view in
      var decoder = CourseDecoder(view: view)
      let course = decoder.course(view.root)
      return (course, decoder.findings, decoder.sources)
    }
    return LoadedCourse(
      model: course, sources: sources, findings: document.locate(findings), document: document)
  }
}
