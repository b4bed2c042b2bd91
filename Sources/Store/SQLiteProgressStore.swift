import Foundation
import Learner
import Review

/// The learner in a SQLite file: read and written in one transaction per change.
public final class SQLiteProgressStore: ProgressStore {
  let database: SQLiteDatabase

  /// Opens (creating when missing) the store at `path`, creating its folder and bringing its schema up to date.
  public init(path: String, busyTimeout: Int32 = 5_000) throws(StoreError) {
    let folder = URL(fileURLWithPath: path).deletingLastPathComponent()
    do {
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    } catch {
      throw StoreError(kind: .cannotOpen, message: "cannot create its folder", path: path)
    }
    try StoreFile.prepare(path, busyTimeout: busyTimeout)
    database = try SQLiteDatabase(path: path, create: false, busyTimeout: busyTimeout)
    try Migrations.migrate(database)
  }

  /// Called after every change is committed, so a command can say that progress was saved.
  public var onSave: () -> Void = {}

  public var location: String { database.path }

  public func update<T>(makeLearner: () -> Learner, _ change: (inout Learner) -> T) throws(StoreError) -> T {
    let (result, changed) = try database.transaction { () throws(StoreError) -> (T, Bool) in
      let stored = try LearnerRows.load(from: database)
      var learner = stored ?? makeLearner()
      let result = change(&learner)
      if learner != stored { try LearnerRows.save(learner, replacing: stored, in: database) }
      return (result, learner != stored)
    }
    if changed { onSave() }
    return result
  }

  public func update<T>(
    makeLearner: () -> Learner, reviewing course: String, _ change: (inout Learner, inout ReviewBook) -> T
  ) throws(StoreError) -> T {
    let (result, changed) = try database.transaction { () throws(StoreError) -> (T, Bool) in
      let stored = try LearnerRows.load(from: database)
      let cards = try CardRows.load(course: course, from: database)
      var learner = stored ?? makeLearner()
      var book = ReviewBook(cards: cards)
      let result = change(&learner, &book)
      if learner != stored { try LearnerRows.save(learner, replacing: stored, in: database) }
      try CardRows.save(book, replacing: cards, course: course, in: database)
      return (result, learner != stored || book.cards != cards || !book.added.isEmpty)
    }
    if changed { onSave() }
    return result
  }

  public func reviewBook(course: String) throws(StoreError) -> ReviewBook {
    ReviewBook(cards: try CardRows.load(course: course, from: database))
  }

  public func replace(with learner: Learner, backupStamp: String) throws(StoreError) -> String? {
    // Checked before the backup is made, so a learner the file can't keep changes nothing on disk.
    _ = try LearnerRows.storedRows(learner, replacing: nil, path: database.path)
    _ = try PlayRows.storedRows(learner, replacing: nil, path: database.path)
    _ = try CourseFileRows.storedRows(learner, replacing: nil, path: database.path)
    // The backup and the change are one transaction: no other lingo's lesson falls between them.
    let backup = try keepingBackup(stamp: backupStamp) { () throws(StoreError) in
      for table in LearnerRows.tables {
        try database.execute("DELETE FROM \(table)")
      }
      try LearnerRows.save(learner, replacing: nil, in: database)
    }
    onSave()
    return backup
  }

  /// Runs `PRAGMA integrity_check`; "ok" when the file is sound.
  public func integrityCheck() throws(StoreError) -> String {
    try database.query("PRAGMA integrity_check").compactMap { $0.first?.string }.joined(separator: "; ")
  }
}

/// Where the progress file lives: `$LINGO_HOME`, else `$XDG_DATA_HOME/lingo` (only an absolute
/// `XDG_DATA_HOME` counts, as the XDG specification says), else `~/.local/share/lingo`.
public enum StoreLocation {
  public static let fileName = "progress.sqlite3"

  /// The file's path, or nil when not even `HOME` is set.
  public static func path(variables: [String: String]) -> String? {
    let folder: String
    if let home = variables["LINGO_HOME"], !home.isEmpty {
      folder = home
    } else if let data = variables["XDG_DATA_HOME"], data.hasPrefix("/") {
      folder = data + "/lingo"
    } else if let home = variables["HOME"], !home.isEmpty {
      folder = home + "/.local/share/lingo"
    } else {
      return nil
    }
    return folder + "/" + fileName
  }
}
