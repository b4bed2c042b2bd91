import Course
import Foundation

/// A course read from disk: a path given on the command line, or a bundled course by name.
struct CourseFile {
  let path: String
  let loaded: LoadedCourse

  /// Reads `argument` (a file, or a bundled name such as `french`), or the bundled Spanish course.
  static func read(_ argument: String?, variables: [String: String]) -> Result<CourseFile, CourseFailure> {
    let name = argument ?? "spanish"
    guard let url = locate(argument, variables: variables) else {
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

  /// Where `argument` (a file, or a bundled name), or the bundled Spanish course, is; nil when nowhere.
  static func locate(_ argument: String?, variables: [String: String]) -> URL? {
    let name = argument ?? "spanish"
    if FileManager.default.fileExists(atPath: name) { return URL(fileURLWithPath: name) }
    guard !name.contains("/") else { return nil }
    return CourseLocator.bundled(name, variables: variables)
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
