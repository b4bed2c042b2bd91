import Course
import Foundation
import JSON
import Language
import Lesson
import Terminal

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
  var verdicts: (cache: VerdictCache, key: String)? = nil
  /// Whether the course came from its compiled form: it was found playable when it was compiled.
  var isCompiled = false
  /// Where the course is to be kept compiled once found playable, and the file's identity when read.
  var compiling: (cache: CompiledCourses, identity: String)? = nil

  /// Reads `argument` (a file, or a bundled name such as `french`), or the bundled Spanish course, from
  /// `source`, with the dictionaries on `shelf`.
  public static func read(_ argument: String?, from source: CourseSource, shelf: LexiconShelf)
    throws(CourseFailure) -> CourseFile
  {
    guard let path = locate(argument, in: source) else {
      let name = argument ?? BundledCourse.first.name
      throw .unreadable(name: name, reason: notFound(name, in: source))
    }
    switch open(path, from: source, shelf: shelf, keepingVerdicts: true) {
    case .failure(let reason): throw .unreadable(name: path, reason: reason.text)
    case .success(let file): return file
    }
  }

  /// The course `argument` names (see `read`), from `environment`'s courses and dictionaries, ready to
  /// play, or why it is not.
  public static func playable(_ argument: String?, _ environment: AppEnvironment) throws(LingoError) -> Course
  {
    do {
      return try read(argument, from: environment.courses, shelf: environment.lexicons.shelf()).course()
    } catch {
      throw .course(error)
    }
  }

  /// The course `argument` names (see `read`) on the file system where `variables` say, ready to play.
  public static func playable(_ argument: String?, variables: [String: String]) throws(LingoError) -> Course {
    do {
      return try read(argument, from: .live(variables: variables), shelf: LexiconShelf(variables: variables))
        .course()
    } catch {
      throw .course(error)
    }
  }

  /// Why `name` was found nowhere: no file of that name, and, for a name a bundled course could have,
  /// no bundled course in any of the folders looked in (a copied executable has none beside it).
  static func notFound(_ name: String, in source: CourseSource) -> String {
    // A name of a JSON file is taken for a file's, though a bundled `NAME.json.json` was looked for too.
    guard IdentifierSyntax.isIdentifier(name), !name.hasSuffix(".json") else { return "no such file" }
    let folders = source.bundledFolders()
    guard !folders.isEmpty else { return "no such file or bundled course" }
    return "no such file or bundled course; bundled courses were looked for in "
      + folders.map { "'\($0)'" }.joined(separator: ", ") + " (LINGO_COURSES names another folder)"
  }

  /// The path of `argument` (a file, or a bundled name), or of the bundled Spanish course, in `source`;
  /// nil when it is nowhere.
  public static func locate(_ argument: String?, in source: CourseSource) -> String? {
    let name = argument ?? BundledCourse.first.name
    if source.exists(name) { return name }
    // A bundled name becomes a file name, `NAME.json`: only an id (`IdentifierSyntax`) is looked up.
    guard IdentifierSyntax.isIdentifier(name) else { return nil }
    return source.bundled(name)
  }

  /// Where `argument` (see `locate(_:in:)`) is on the file system where `variables` say.
  public static func locate(_ argument: String?, variables: [String: String]) -> URL? {
    locate(argument, in: .live(variables: variables)).map { URL(fileURLWithPath: $0) }
  }

  /// Reads the course file at `path` in `source`, naming it `path` in every finding. With
  /// `keepingVerdicts`, a verdict of "playable" is looked up and remembered in the source's cache.
  static func open(_ path: String, from source: CourseSource, shelf: LexiconShelf, keepingVerdicts: Bool)
    -> Result<CourseFile, CourseBytes.Reason>
  {
    // The identity is taken before the bytes are read: an edit made while they are read changes it.
    let identity = keepingVerdicts ? source.compiled?.identity(of: path) : nil
    if let compiled = source.compiled, let identity,
      let course = compiled.load(path, identity: identity, shelf: shelf)
    {
      return .success(
        CourseFile(path: path, loaded: LoadedCourse(compiled: course), shelf: shelf, isCompiled: true))
    }
    return source.read(path, CourseRanges.fileBytes, false).map { bytes in
      var file = CourseFile(path: path, loaded: CourseLoader.load(bytes.data), shelf: shelf)
      if keepingVerdicts, let cache = source.verdicts, let model = file.loaded.model {
        let codes = [model.language.code, model.fromLanguage.code]
        file.verdicts = cache.key(bytes.data, codes, shelf).map { (cache, $0) }
      }
      if let compiled = source.compiled, let identity { file.compiling = (compiled, identity) }
      return file
    }
  }

  /// What `lingo check` reports of the course file at `path`: every finding (structure, the linter's rules
  /// and, with `solve`, every answer played through the engine). A large file is mapped and its units decoded a window at a
  /// time (see `Linter`), and with `solve` played a window at a time, so that it is checked in little more
  /// memory than its tape.
  public static func check(_ path: String, from source: CourseSource, shelf: LexiconShelf, solve: Bool)
    -> Result<CheckedFile, CourseBytes.Reason>
  {
    source.read(path, CourseRanges.fileBytes, true).flatMap { bytes in
      let parsed: CourseDocument
      var peeked: [String] = []
      do throws(JSONSyntaxError) {
        // The dictionaries are opened while the course is parsed: spelling needs them soon after. A file
        // the linter checks whole keeps its pages (see `Linter.keptBytes`).
        let pages = bytes.data.count > Linter.keptBytes ? bytes.pages : nil
        parsed = try CourseDocument(parsing: bytes.data, pages: pages) { codes in
          peeked = codes
          shelf.prepare(codes)
        }
      } catch {
        return .success(CheckedFile(isSchema: false, course: nil, findings: [error.finding]))
      }
      // A language named twice may have been opened for nothing: it is read to its end before spelling, so
      // that no dictionary is being read while the spelling rule runs.
      if let course = parsed.course, peeked != [course.language.code, course.fromLanguage.code] {
        for code in peeked { shelf.settle(code) }
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
    if isCompiled, let course = loaded.course { return course }
    // A course found playable before, byte for byte with the same lingo and dictionaries, is not checked again.
    if let (cache, key) = verdicts, let course = loaded.course, cache.isPlayable(key) {
      compiling.map { $0.cache.store(course, path: path, identity: $0.identity, shelf: shelf) }
      return course
    }
    let errors = CourseFindings.of(loaded, shelf: shelf, solve: true, warnings: false)
      .filter { $0.severity == .error }
    if errors.isEmpty, let course = loaded.model {
      verdicts.map { $0.cache.remember($0.key) }
      compiling.map { $0.cache.store(course, path: path, identity: $0.identity, shelf: shelf) }
      return course
    }
    let shown = errors.prefix(10).map { FindingText.line($0, file: path) }
    throw .refused(path: path, findings: shown, errors: errors.count)
  }
}

/// Findings printed the way compilers print diagnostics.
public enum FindingText {
  /// `courses/x.json:120:9: error: [answer-not-in-bank] … (at $.units[1].nodes[3])`, its severity word
  /// painted in `style`. The file name, the message and the path are interpolated, so escaped: no rule can
  /// put a course's text, a key or a file name on a terminal raw, and no text of theirs is painted.
  public static func line(_ finding: Finding, file: String, style: Style = Style(color: false, ascii: false))
    -> TerminalText
  {
    let severity = style.paint("\(finding.severity.rawValue):", finding.severity == .error ? .red : .fox)
    // What comes before the severity and what comes after, each written into one buffer: a check prints
    // thousands of lines. Each is escaped whole, which escapes it as its pieces would be, scalar by scalar.
    var head: [UInt8] = []
    head.reserveCapacity(file.utf8.count &+ 24)
    head.appendUTF8(file)
    head.append(UInt8(ascii: ":"))
    head.appendDecimal(finding.location?.line ?? 1)
    head.append(UInt8(ascii: ":"))
    head.appendDecimal(finding.location?.column ?? 1)
    head.append(UInt8(ascii: ":"))
    var tail: [UInt8] = Array(" [".utf8)
    tail.reserveCapacity(finding.rule.utf8.count &+ finding.message.utf8.count &+ 96)
    tail.appendUTF8(finding.rule)
    tail += "] ".utf8
    tail.appendUTF8(finding.message)
    if !finding.path.components.isEmpty {
      tail += " (at ".utf8
      finding.path.write(to: &tail)
      tail.append(UInt8(ascii: ")"))
    }
    return "\(String(decoding: head, as: UTF8.self)) \(severity)\(String(decoding: tail, as: UTF8.self))"
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
