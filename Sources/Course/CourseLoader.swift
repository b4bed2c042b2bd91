import Foundation
import JSON

/// What loading a course file gives: the course as far as it could be read, and every finding on the way.
public struct LoadedCourse: Sendable {
  /// The course as decoded, possibly partial when there are errors; the linter's rules read it.
  public var model: Course?
  public var sources: CourseSources
  public var findings: [Finding]
  /// The parsed file the course was decoded from, kept to locate findings made later from the model.
  var parsed: CourseDocument?

  /// The parsed document (the file's bytes and their tape).
  public var document: JSONDocument? { parsed?.document }

  /// The findings that stop the course from being played.
  public var errors: [Finding] { findings.filter { $0.severity == .error } }

  /// The course, when it has no errors and can be played.
  public var course: Course? { errors.isEmpty ? model : nil }

  /// A course read from its compiled form (`CourseArchive`): found playable when it was compiled, so it
  /// has no findings and no document.
  public init(compiled course: Course) {
    (model, sources, findings, parsed) = (course, CourseSources(), [], nil)
  }

  init(model: Course?, sources: CourseSources, findings: [Finding], parsed: CourseDocument?) {
    (self.model, self.sources, self.findings, self.parsed) = (model, sources, findings, parsed)
  }
}

/// Loads course files: JSON syntax, then structure, each finding with a line and column.
public enum CourseLoader {
  /// Parses and decodes `data`; never throws, everything wrong becomes a finding.
  public static func load(_ data: Data) -> LoadedCourse {
    let parsed: CourseDocument
    do {
      parsed = try CourseDocument(parsing: data)
    } catch {
      return LoadedCourse(model: nil, sources: CourseSources(), findings: [error.finding], parsed: nil)
    }
    guard let header = parsed.header else {
      return LoadedCourse(
        model: nil, sources: CourseSources(), findings: parsed.document.locate(parsed.findings),
        parsed: parsed)
    }
    var model = header.course
    // A large course's units are decoded on every core; a small one's at once, on this thread.
    let parts = data.count >= 1 << 20 ? Concurrently.parts : 1
    let decoded = parsed.decode(header.units.indices, after: 0, parts: parts)
    model.units = decoded.units
    var sources = CourseSources()
    sources.add(decoded)
    return LoadedCourse(
      model: model, sources: sources, findings: parsed.document.locate(parsed.findings + decoded.findings),
      parsed: parsed)
  }
}

extension JSONSyntaxError {
  /// The error as a course's finding.
  public var finding: Finding { Finding(.jsonSyntax, message, at: .root, location: location) }
}
