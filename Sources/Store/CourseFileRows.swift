import Course
import Foundation
import Learner

/// The `course_files` table: where the file of each course the learner switched to by its path was last
/// found (`Learner.courseFiles`), by course id.
enum CourseFileRows {
  /// The table, for a reset to empty.
  static let tables = ["course_files"]

  /// Reads the table into `learner`, every row checked as `storedRows` checks it.
  static func load(into learner: inout Learner, from database: SQLiteDatabase) throws(StoreError) {
    for row in try database.rows(["course_id", "path"], from: "course_files") {
      let id = try row.choice("course_id") { CourseFilePath.isCourseID($0) ? $0 : nil }
      learner.courseFiles[id] = try row.choice("path") { CourseFilePath.isStandardPath($0) ? $0 : nil }
    }
  }

  /// The rows that bring the table from `old` to `learner`: the courses whose file is new or moved.
  static func storedRows(_ learner: Learner, replacing old: Learner?, path: String) throws(StoreError)
    -> [StoredValues]
  {
    var written: [StoredValues] = []
    for (id, file) in learner.courseFiles.sorted(by: { $0.key < $1.key }) where old?.courseFiles[id] != file {
      var values = StoredValues("course_files", path: path)
      try values.choice("course_id", id, reads: CourseFilePath.isCourseID)
      try values.choice("path", file, reads: CourseFilePath.isStandardPath)
      written.append(values)
    }
    return written
  }
}

/// What `course_files` keeps, checked where a path enters (`settings course FILE`), where it is saved and
/// where it is loaded.
public enum CourseFilePath {
  /// The longest path kept, in bytes: Linux's `PATH_MAX`.
  public static let maxLength = 4096

  /// Whether `path` is absolute and standardised: it starts with `/`, names a file below the root, and has
  /// no empty, `.` or `..` part and no NUL; at most `maxLength` bytes.
  public static func isStandardPath(_ path: String) -> Bool {
    guard path.hasPrefix("/"), path.utf8.count <= maxLength, !path.utf8.contains(0) else { return false }
    let parts = path.utf8.split(separator: UInt8(ascii: "/"), omittingEmptySubsequences: false).dropFirst()
    return !parts.isEmpty
      && parts.allSatisfy { part in
        !part.isEmpty && !part.elementsEqual(".".utf8) && !part.elementsEqual("..".utf8)
      }
  }

  /// Whether `id` may be a course read from a file: a course id (`IdentifierSyntax`) that is no bundled
  /// course's in any case, for a bundled id is always read from the bundled courses.
  public static func isCourseID(_ id: String) -> Bool {
    IdentifierSyntax.isIdentifier(id) && !BundledCourse.names.contains(id.lowercased())
  }
}
