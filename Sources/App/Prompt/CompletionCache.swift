import Course
import Foundation
import Learner
import Store

/// The app's Tab completions, kept between prompts: rebuilt only when the store or the course changed on disk.
struct CompletionCache {
  /// What the names were built from: the store's files (or a generation for a store in memory) and the course.
  private struct Source: Equatable {
    var store: [FileSignature?]
    var coursePath: String
    var course: FileSignature?
  }

  private var source: Source?
  private var names: [String] = []
  /// How often the learner's store was read and the course parsed to build names, for tests.
  private(set) var loads = 0

  /// The command names and the node names of `app`'s course, read again only if a file changed.
  ///
  /// `generation` counts the commands run so far: a store in memory changes only through them.
  mutating func completions(_ app: AppContext, generation: Int) -> [String] {
    let store = storeSignature(app, generation: generation)
    if let source, source.store == store,
      source.course == app.environment.courses.signature(source.coursePath)
    {
      return names
    }
    loads += 1
    let courses = app.environment.courses
    guard let learner = try? app.learner(),
      let path = CourseFile.locate(StudiedCourse.argument(for: learner), in: courses)
    else {
      source = nil
      return ShellInput.names
    }
    // The signature is taken before reading, so a write during the read is seen at the next prompt.
    let signature = courses.signature(path)
    guard let course = try? app.course(path, for: learner) else {
      source = nil
      return ShellInput.names
    }
    // A store written while it was read (by another window, or the learner made on first use) is read again.
    let written = storeSignature(app, generation: generation) != store
    source = written ? nil : Source(store: store, coursePath: path, course: signature)
    let unit = learner.nodeToPlay(in: course)?.unit.number ?? learner.position.unit
    names = ShellInput.names + Self.nodeNames(course, unit: unit)
    return names
  }

  /// The node numbers of the current unit (`4`) and of every unit (`2.4`).
  static func nodeNames(_ course: Course, unit: Int) -> [String] {
    let current = course.units.first { $0.number == unit }
    let local = (current?.nodes.indices).map { $0.map { "\($0 + 1)" } } ?? []
    return local + course.units.flatMap { unit in unit.nodes.indices.map { "\(unit.number).\($0 + 1)" } }
  }

  /// The store's files (SQLite's and its write-ahead log) as they are on disk, or the generation for a
  /// store in memory.
  private func storeSignature(_ app: AppContext, generation: Int) -> [FileSignature?] {
    guard let files = app.environment.store.files(app.options) else {
      return [FileSignature(generation: generation)]
    }
    return files.map { FileSignature(path: $0) }
  }
}

/// Which file is at a path and how it was last written: device, inode, size and modification time.
public struct FileSignature: Equatable, Sendable {
  private var values: [Int]

  /// The signature of the file at `path`, or nil when there is none.
  public init?(path: String) {
    var info = stat()
    guard stat(path, &info) == 0 else { return nil }
    values = [
      Int(truncatingIfNeeded: info.st_dev), Int(truncatingIfNeeded: info.st_ino), Int(info.st_size),
      Int(info.st_mtim.tv_sec), Int(info.st_mtim.tv_nsec),
    ]
  }

  /// A stand-in for a store kept in memory, which changes only with each command.
  public init(generation: Int) { values = [generation] }
}
