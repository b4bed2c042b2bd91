import CSQLite
import Foundation

/// Reset's safety net: a timestamped copy of the whole store beside it, and `reset --undo` to bring it back.
extension SQLiteProgressStore {
  /// The name a backup of `path` made at `stamp` takes: `progress.sqlite3.backup-20261126T180000Z`.
  static func backupPath(_ path: String, stamp: String) -> String { path + ".backup-" + stamp }

  /// The backups of the store at `path`, newest first (by the time each was made, then by name).
  public static func backups(of path: String) -> [String] {
    let url = URL(fileURLWithPath: path)
    let folder = url.deletingLastPathComponent().path
    let prefix = url.lastPathComponent + ".backup-"
    let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
    let found: [(path: String, made: Double)] = names.filter {
      $0.hasPrefix(prefix) && !$0.hasSuffix("-wal") && !$0.hasSuffix("-shm") && !$0.hasSuffix("-journal")
    }.map { name in
      let full = folder + "/" + name
      var info = stat()
      let made = stat(full, &info) == 0 ? Double(info.st_mtim.tv_sec) + Double(info.st_mtim.tv_nsec) / 1e9 : 0
      return (full, made)
    }
    return found.sorted { ($0.made, $0.path) > ($1.made, $1.path) }.map(\.path)
  }

  /// Whether the store holds anything at all: a learner, or any of a learner's rows.
  func hasContent() throws(StoreError) -> Bool {
    for table in ["learner", "daily_xp", "stars", "words_met", "cards", "reviews"]
    where !(try database.query("SELECT 1 FROM \(table) LIMIT 1").isEmpty) {
      return true
    }
    return false
  }

  /// Brings back the newest backup when the store at `path` is too damaged to open: the damaged file is
  /// kept beside it as `progress.sqlite3.damaged-STAMP`, and the backup, once checked, takes its place.
  /// Returns the backup restored, or nil when there is none.
  public static func restoreNewestBackup(replacingDamaged path: String, stamp: String) throws(StoreError)
    -> String?
  {
    guard let newest = backups(of: path).first else { return nil }
    do {
      let source = try SQLiteDatabase(path: newest, create: false)
      try Migrations.migrate(source)
      guard try LearnerRows.load(from: source) != nil else {
        throw StoreError(kind: .corrupt, message: "it holds no learner", path: newest)
      }
    }
    let fileManager = FileManager.default
    let damaged = path + ".damaged-" + stamp
    let copy = path + ".restoring-\(getpid())"
    do {
      StoreFile.remove(copy)
      try fileManager.copyItem(atPath: newest, toPath: copy)
      if fileManager.fileExists(atPath: path) { try fileManager.moveItem(atPath: path, toPath: damaged) }
      for suffix in ["-wal", "-shm"] where fileManager.fileExists(atPath: path + suffix) {
        try fileManager.moveItem(atPath: path + suffix, toPath: damaged + suffix)
      }
      try fileManager.moveItem(atPath: copy, toPath: path)
    } catch {
      throw StoreError(kind: .cannotOpen, message: "cannot put the backup in place: \(error)", path: path)
    }
    StoreFile.remove(newest)
    return newest
  }

  /// Copies the whole store, as one consistent snapshot, to a new backup stamped `stamp` (a number is
  /// added when that name is taken); the backup's path.
  public func backUp(stamp: String) throws(StoreError) -> String? {
    var target = Self.backupPath(location, stamp: stamp)
    var number = 1
    while FileManager.default.fileExists(atPath: target) {
      number += 1
      target = Self.backupPath(location, stamp: "\(stamp)-\(number)")
    }
    try database.query("VACUUM INTO ?", [.text(target)])
    return target
  }

  /// Brings back the newest backup: the current state is backed up first (stamped `stamp`, so an undo can
  /// itself be undone), the backup is checked like any store, copied in, and then removed. Returns the
  /// backup restored, or nil when there is none.
  public func restoreNewestBackup(stamp: String) throws(StoreError) -> String? {
    guard let newest = Self.backups(of: location).first else { return nil }
    let source = try SQLiteDatabase(path: newest, create: false)
    try Migrations.migrate(source)
    guard try LearnerRows.load(from: source) != nil else {
      throw StoreError(kind: .corrupt, message: "it holds no learner", path: newest)
    }
    _ = try backUp(stamp: stamp)
    try database.copy(from: source)
    onSave()
    StoreFile.remove(newest)
    return newest
  }
}
