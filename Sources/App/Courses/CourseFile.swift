import Course
import JSON
import Foundation
import Language
import Lesson

/// A course read from disk: a path given on the command line, or a bundled course by name.
///
/// This is the one loader: `play`, the app, `review` and `check` all read and validate courses here,
/// so a course one of them refuses, all refuse, with the same findings.
public struct CourseFile {
  /// The name shown in messages and findings.
  public let path: String
  public let loaded: LoadedCourse
  /// The dictionaries the course's languages are checked with.
  public let shelf: LexiconShelf
  /// Where a verdict of "playable" is remembered (for courses opened to be played), and this course's key there.
  var verdicts: (checked: CheckedCourses, key: String)? = nil

  /// Reads `argument` (a file, or a bundled name such as `french`), or the bundled Spanish course.
  public static func read(_ argument: String?, variables: [String: String]) throws(CourseFailure)
    -> CourseFile
  {
    let name = argument ?? BundledCourse.first.name
    guard let url = locate(argument, variables: variables) else {
      throw .unreadable(name: name, reason: "no such file or bundled course")
    }
    let path = FileManager.default.fileExists(atPath: name) ? name : url.path
    let shelf = LexiconShelf(variables: variables)
    switch open(path, shelf: shelf, verdicts: CheckedCourses(variables: variables)) {
    case .failure(let reason): throw .unreadable(name: path, reason: reason.text)
    case .success(let file): return file
    }
  }

  /// The course `argument` names (see `read`), ready to play, or why it is not.
  public static func playable(_ argument: String?, variables: [String: String]) throws(LingoError) -> Course {
    do {
      return try read(argument, variables: variables).course()
    } catch {
      throw .course(error)
    }
  }

  /// Where `argument` (a file, or a bundled name), or the bundled Spanish course, is; nil when nowhere.
  public static func locate(_ argument: String?, variables: [String: String]) -> URL? {
    let name = argument ?? BundledCourse.first.name
    if FileManager.default.fileExists(atPath: name) { return URL(fileURLWithPath: name) }
    // A bundled name becomes a file name, `NAME.json`: only an id (`IdentifierSyntax`) is looked up.
    guard IdentifierSyntax.isIdentifier(name) else { return nil }
    return CourseLocator.bundled(name, variables: variables)
  }

  /// Reads the course file at `path` (a file, a pipe or a FIFO), naming it `path` in every finding.
  /// With `verdicts`, a verdict of "playable" is looked up and remembered there.
  public static func open(_ path: String, shelf: LexiconShelf, verdicts: CheckedCourses? = nil) -> Result<
    CourseFile, CourseBytes.Reason
  > {
    CourseBytes.read(path).map { bytes in
      var file = CourseFile(path: path, loaded: CourseLoader.load(bytes), shelf: shelf)
      if let verdicts, let model = file.loaded.model {
        let codes = [model.language.code, model.fromLanguage.code]
        file.verdicts = CheckedCourses.key(bytes: bytes, codes: codes, shelf: shelf).map { (verdicts, $0) }
      }
      return file
    }
  }

  /// What `lingo check` reports of the course file at `path`: every finding (structure, the linter's rules
  /// and, with `solve`, every answer played through the engine). A large file is mapped and its units decoded a window at a time (see `Linter`), and with `solve`
  /// played a window at a time, so that it is checked in little more memory than its tape.
  public static func check(_ path: String, shelf: LexiconShelf, solve: Bool) -> Result<
    CheckedFile, CourseBytes.Reason
  > {
    CourseBytes.read(path, mapping: true).flatMap { bytes in
      let parsed: CourseDocument
      var peeked: [String] = []
      do throws(JSONSyntaxError) {
        // The dictionaries are opened while the course is parsed: spelling needs them soon after.
        parsed = try CourseDocument(parsing: bytes.data, pages: bytes.pages) { codes in
          peeked = codes
          shelf.prepare(codes)
        }
      } catch {
        return .success(CheckedFile(isSchema: false, course: nil, findings: [error.finding]))
      }
      // A language named twice may have been opened for nothing: it is read to its end before spelling, so
      // that no dictionary is being read while the spelling rule runs.
      if let course = parsed.course, peeked != [course.language.code, course.fromLanguage.code] {
        for code in peeked { _ = shelf.dictionary(code) }
      }
      if parsed.document.isJSONSchema {
        return .success(CheckedFile(isSchema: true, course: nil, findings: []))
      }
      let findings = CourseFindings.of(parsed, shelf: shelf, solve: solve)
      // A file rewritten in place while it was read would mix two versions: it is not reported on.
      if bytes.pages?.changedSinceMapped == true {
        return .failure(CourseBytes.Reason(text: "it changed while lingo checked it; run the command again"))
      }
      return .success(CheckedFile(isSchema: false, course: parsed.course, findings: findings))
    }
  }

  /// Whether the file is a JSON Schema (the course schema beside the courses), not a course.
  public var isSchema: Bool { loaded.document?.isJSONSchema == true }

  /// The course, or the errors that keep it from being played: those `lingo check --solve` reports.
  public func course() throws(CourseFailure) -> Course {
    if isSchema { throw .schema(path: path) }
    // A course found playable before, byte for byte with the same lingo and dictionaries, is not checked again.
    if let (checked, key) = verdicts, let course = loaded.course, checked.isPlayable(key) {
      return course
    }
    let errors = CourseFindings.of(loaded, shelf: shelf, solve: true, warnings: false)
      .filter { $0.severity == .error }
    if errors.isEmpty, let course = loaded.model {
      verdicts.map { $0.checked.rememberPlayable($0.key) }
      return course
    }
    let shown = errors.prefix(10).map { FindingText.line($0, file: path) }
    throw .refused(path: path, findings: shown, errors: errors.count)
  }
}

/// Findings printed the way compilers print diagnostics.
public enum FindingText {
  /// `courses/x.json:120:9: error: [answer-not-in-bank] … (at $.units[1].nodes[3])`, escaped as a whole so
  /// that no rule can put a course's text, a key or a file name on a terminal raw.
  public static func line(_ finding: Finding, file: String) -> TerminalText {
    let position = finding.location.map { "\($0.line):\($0.column)" } ?? "1:1"
    let path = finding.path.components.isEmpty ? "" : " (at \(finding.path))"
    return TerminalText(
      escaping:
        "\(file):\(position): \(finding.severity.rawValue): [\(finding.rule)] \(finding.message)\(path)")
  }
}

/// A course file as `lingo check` saw it.
public struct CheckedFile {
  /// Whether it is a JSON Schema (the course schema beside the courses), not a course: then it is not checked.
  public let isSchema: Bool
  /// The course's top-level values (its languages), when it has them; its units are not kept.
  public let course: Course?
  public let findings: [Finding]
}
