import Course
import Foundation
import JSON
import Language

/// Where courses come from: files and the bundled courses on disk live, a dictionary of bytes in tests.
/// The bundled courses' folder, the verdicts of courses already found playable and their compiled forms live
/// behind it.
public struct CourseSource {
  /// The bytes of the course file at `path`, never more than `limit`, or why they can't be read. With
  /// `mapping`, a large file may be mapped rather than read, and its mapping given too.
  public var read:
    (_ path: String, _ limit: Int, _ mapping: Bool) -> Result<
      (data: Data, pages: MappedPages?), CourseBytes.Reason
    >
  /// Whether there is something at `path`: an argument that names a file is read as that file.
  public var exists: (_ path: String) -> Bool
  /// The path of the bundled course `name` (such as `spanish`), if there is one.
  public var bundled: (_ name: String) -> String?
  /// Which version of the file at `path` is there now (nil when none is), to see a course rewritten.
  public var signature: (_ path: String) -> FileSignature?
  /// Where a verdict of "playable" is remembered, if anywhere.
  public var verdicts: VerdictCache?
  /// Where courses found playable are kept compiled, if anywhere.
  public var compiled: CompiledCourses?
  /// The folders bundled courses are looked for in, in order, said when a name is found in none of them.
  public var bundledFolders: () -> [String] = { [] }
  /// `path` made absolute and standardised (no `.` or `..` parts), as a course file's place is remembered.
  public var absolute: (_ path: String) -> String = { URL(fileURLWithPath: $0).standardizedFileURL.path }

  public init(
    read:
      @escaping (_ path: String, _ limit: Int, _ mapping: Bool) -> Result<
        (data: Data, pages: MappedPages?), CourseBytes.Reason
      >,
    exists: @escaping (_ path: String) -> Bool, bundled: @escaping (_ name: String) -> String?,
    signature: @escaping (_ path: String) -> FileSignature?, verdicts: VerdictCache?,
    compiled: CompiledCourses? = nil
  ) {
    (self.read, self.exists, self.bundled) = (read, exists, bundled)
    (self.signature, self.verdicts, self.compiled) = (signature, verdicts, compiled)
  }

  /// The file system: bundled courses found from the running executable (or `LINGO_COURSES`), verdicts
  /// kept in the XDG cache, both where `variables` say.
  public static func live(variables: [String: String]) -> CourseSource {
    var source = CourseSource(
      read: { path, limit, mapping in CourseBytes.read(path, limit: limit, mapping: mapping) },
      exists: { FileManager.default.fileExists(atPath: $0) },
      bundled: { CourseLocator.bundled($0, variables: variables)?.path },
      signature: { FileSignature(path: $0) },
      verdicts: CheckedCourses(variables: variables).map(VerdictCache.init),
      compiled: CompiledCourses(variables: variables))
    source.bundledFolders = { CourseLocator.searchPath(variables: variables).map(\.path) }
    return source
  }

  /// The courses in `courses`, nothing from disk; no verdict is kept, so every course is checked.
  public static func inMemory(_ courses: MemoryCourses) -> CourseSource {
    var source = CourseSource(
      read: { path, limit, _ in
        guard let data = courses.data(at: path) else {
          return .failure(CourseBytes.Reason(text: "no such file"))
        }
        return data.count > limit ? .failure(CourseBytes.tooLarge(limit)) : .success((data, nil))
      },
      exists: { courses.data(at: $0) != nil },
      bundled: { name in
        let path = MemoryCourses.bundledPath(name)
        return courses.data(at: path) == nil ? nil : path
      },
      signature: { courses.version(at: $0).map(FileSignature.init(generation:)) },
      verdicts: nil)
    // Memory has no working folder: a relative path is taken from the root.
    source.absolute = {
      URL(fileURLWithPath: $0, relativeTo: URL(fileURLWithPath: "/")).standardizedFileURL.path
    }
    return source
  }
}

/// Course files kept in memory, by path; a bundled course `NAME` is at `courses/NAME.json`.
public final class MemoryCourses: @unchecked Sendable {
  private let lock = NSLock()
  private var files: [String: (data: Data, version: Int)] = [:]

  /// The bundled courses of `bundled` (name → bytes) and the files of `files` (path → bytes).
  public init(bundled: [String: Data] = [:], files: [String: Data] = [:]) {
    for (name, data) in bundled { write(data, at: Self.bundledPath(name)) }
    for (path, data) in files { write(data, at: path) }
  }

  /// Where the bundled course `name` is kept.
  public static func bundledPath(_ name: String) -> String { "courses/\(name).json" }

  /// Writes (or rewrites) the file at `path`: its version changes.
  public func write(_ data: Data, at path: String) {
    lock.withLock { files[path] = (data, (files[path]?.version ?? 0) &+ 1) }
  }

  func data(at path: String) -> Data? { lock.withLock { files[path]?.data } }

  func version(at path: String) -> Int? { lock.withLock { files[path]?.version } }
}

/// Where the courses found playable are remembered, under a key made of all a check read.
public struct VerdictCache {
  /// The key a verdict on `bytes`, checked with the dictionaries of `codes` on `shelf`, is kept under.
  public var key: (_ bytes: Data, _ codes: [String], _ shelf: LexiconShelf) -> String?
  /// Whether the course under a key was found playable before.
  public var isPlayable: (_ key: String) -> Bool
  /// Remembers that the course under a key is playable.
  public var remember: (_ key: String) -> Void

  /// The verdicts kept in the folder of `checked`.
  init(_ checked: CheckedCourses) {
    key = { CheckedCourses.key(bytes: $0, codes: $1, shelf: $2) }
    isPlayable = checked.isPlayable
    remember = checked.rememberPlayable
  }
}
