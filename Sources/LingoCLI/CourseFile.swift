import Course
import Foundation

/// A course read from disk: a path given on the command line, or a bundled course by name.
struct CourseFile {
  let path: String
  let loaded: LoadedCourse

  /// Reads `argument` (a file, or a bundled name such as `french`), or the bundled Spanish course.
  static func read(_ argument: String?, variables: [String: String]) -> Result<CourseFile, CourseFailure> {
    let name = argument ?? "spanish"
    let url: URL
    if FileManager.default.fileExists(atPath: name) {
      url = URL(fileURLWithPath: name)
    } else if !name.contains("/"), let bundled = CourseLocator.bundled(name, variables: variables) {
      url = bundled
    } else {
      return .failure(CourseFailure(["error: cannot read course '\(name)': no such file or bundled course"]))
    }
    let data: Data
    do {
      data = try Data(contentsOf: url)
    } catch {
      return .failure(
        CourseFailure(["error: cannot read course '\(url.path)': \(error.localizedDescription)"]))
    }
    let shown = argument == nil || url.path != name ? url.path : name
    return .success(CourseFile(path: shown, loaded: CourseLoader.load(data)))
  }

  /// The course, or the errors that keep it from being played.
  func course() -> Result<Course, CourseFailure> {
    if let course = loaded.course { return .success(course) }
    let errors = loaded.errors
    var lines = errors.prefix(10).map { FindingText.line($0, file: path) }
    if errors.count > 10 {
      lines.append("… and \(errors.count - 10) more; run 'lingo check \(path)' for all")
    }
    return .failure(CourseFailure(lines))
  }
}

/// Why a course can't be played, as lines for standard error.
struct CourseFailure: Error {
  let lines: [String]

  init(_ lines: [String]) { self.lines = lines }
}

/// Findings printed the way compilers print diagnostics.
enum FindingText {
  /// `courses/x.json:120:9: error: [answer-not-in-bank] … (at $.units[1].nodes[3])`.
  static func line(_ finding: Finding, file: String) -> String {
    let position = finding.location.map { "\($0.line):\($0.column)" } ?? "1:1"
    let path = finding.path.components.isEmpty ? "" : " (at \(finding.path))"
    return "\(file):\(position): \(finding.severity.rawValue): [\(finding.rule)] \(finding.message)\(path)"
  }
}
