import Foundation
import Learner

/// Reads the learner from a progress file without writing to it or creating anything: for `lingo status`.
public enum ProgressSnapshot {
  /// The learner kept at `path`; nil when there is no file or no learner in it yet.
  public static func learner(path: String) throws(StoreError) -> Learner? {
    guard FileManager.default.fileExists(atPath: path) else { return nil }
    try StoreFile.refuseEmpty(path)
    let database = try SQLiteDatabase(path: path, create: false, readOnly: true)
    let hasTable = try !database.query(
      "SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'migrations'"
    ).isEmpty
    guard hasTable else { return nil }
    let applied = Set(try database.query("SELECT name FROM migrations").compactMap { $0.first?.string })
    let known = Set(Migrations.all.map(\.name))
    if let unknown = applied.subtracting(known).sorted().first {
      throw StoreError(kind: .newerVersion, message: "it has migration '\(unknown)'", path: path)
    }
    guard applied == known else {
      throw StoreError(
        kind: .other, message: "it was written by an older lingo; run 'lingo' once to bring it up to date",
        path: path)
    }
    return try LearnerRows.load(from: database)
  }
}
