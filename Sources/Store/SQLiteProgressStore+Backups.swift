import CSQLite
import Foundation

/// Reset's safety net: every reset keeps a numbered copy of the whole store beside it; `reset --undo` steps
/// back through them one at a time and `reset --redo` steps forward again. Every state reached stays either
/// the store or a backup.
extension SQLiteProgressStore {
  /// The name a backup of `path` made at `stamp` takes: `progress.sqlite3.backup-20261126T180000Z`.
  static func backupPath(_ path: String, stamp: String) -> String { path + ".backup-" + stamp }

  /// The backups of the store at `path`, newest first (by the order they were made, then by name).
  public static func backups(of path: String) -> [String] {
    BackupHistory.entries(of: path).map(\.path)
  }

  /// Whether the store holds anything at all: a learner, or any of a learner's rows.
  func hasContent() throws(StoreError) -> Bool {
    for table in LearnerRows.tables
    where !(try database.query("SELECT 1 FROM \(table) LIMIT 1").isEmpty) {
      return true
    }
    return false
  }

  /// Copies the whole store, as one consistent snapshot, to a new backup stamped `stamp` (a number is
  /// added when that name is taken); the backup's path.
  public func backUp(stamp: String) throws(StoreError) -> String? {
    try keepingBackup(stamp: stamp) {}
  }

  /// Runs `change` on the store in one transaction that first backs up what is there (when there is
  /// anything), so no other lingo's change falls between the backup and `change`; the backup's path.
  func keepingBackup(stamp: String, _ change: () throws(StoreError) -> Void) throws(StoreError) -> String? {
    try BackupHistory.locked(location, timeout: database.busyTimeout) { () throws(StoreError) -> String? in
      let entries = BackupHistory.entries(of: location)
      var made: String?
      return try database.snapshotTransaction { () throws(StoreError) -> String? in
        made = try hasContent() ? try writeBackup(stamp: stamp, undone: false, after: entries) : nil
        try change()
        return made
      } discard: {
        if let made { StoreFile.remove(made) }
        made = nil
      }
    }
  }

  /// Brings back the newest backup a reset or a redo made: the current state is backed up first, marked as
  /// undone (so the next undo goes one step further back, and `reset --redo` brings it back), the backup is
  /// checked like any store, copied in, and then removed. Returns the backup restored, or nil when there is none.
  public func restoreNewestBackup(stamp: String) throws(StoreError) -> String? {
    try step(undoing: true, stamp: stamp)
  }

  /// Brings back the state the newest undo replaced, keeping the current state as a backup an undo brings
  /// back; the backup restored, or nil when nothing was undone.
  public func redo(stamp: String) throws(StoreError) -> String? {
    try step(undoing: false, stamp: stamp)
  }

  /// One step through the history: back to the newest backup of a reset or redo, or forward to the newest
  /// an undo made. While the history is locked, the chosen backup is checked, and in one transaction the
  /// current state is backed up and the backup's rows replace the store's.
  private func step(undoing: Bool, stamp: String) throws(StoreError) -> String? {
    let restored = try BackupHistory.locked(location, timeout: database.busyTimeout) {
      () throws(StoreError) -> String? in
      let entries = BackupHistory.entries(of: location)
      guard let chosen = entries.first(where: { $0.undone != undoing }) else { return nil }
      try Self.check(chosen.path)
      try database.query("ATTACH DATABASE ? AS restored", [.text(chosen.path)])
      var made: String?
      do throws(StoreError) {
        try database.snapshotTransaction { () throws(StoreError) in
          // A store with nothing in it (made by this very command) needs no backup.
          made = try hasContent() ? try writeBackup(stamp: stamp, undone: undoing, after: entries) : nil
          try Self.copyRows(from: "restored", into: database)
        } discard: {
          if let made { StoreFile.remove(made) }
          made = nil
        }
      } catch {
        try? database.execute("DETACH DATABASE restored")
        throw error
      }
      try? database.execute("DETACH DATABASE restored")
      // Removed while the history is still locked: another lingo undoing at the same moment must not
      // choose this backup again once it is in the store.
      StoreFile.remove(chosen.path)
      return chosen.path
    }
    guard let restored else { return nil }
    onSave()
    return restored
  }

  /// Writes the store as it is now to a new backup named for `stamp`, numbered after `entries`; the name is
  /// taken exclusively, so two lingos never write the same file and no planted link is followed.
  private func writeBackup(stamp: String, undone: Bool, after entries: [BackupHistory.Entry])
    throws(StoreError) -> String
  {
    guard let sequence = BackupHistory.nextSequence(after: entries) else {
      throw StoreError(kind: .other, message: "its backups are numbered as far as they go", path: location)
    }
    let target = try Self.createBackupFile(for: location, stamp: stamp)
    do {
      let copy = try SQLiteDatabase(path: target, create: false, scratch: true)
      try copy.copy(from: database)
      try copy.execute("PRAGMA journal_mode = DELETE")
      try copy.execute(
        "CREATE TABLE IF NOT EXISTS \(BackupHistory.table) (sequence INTEGER NOT NULL, undone INTEGER NOT NULL)"
      )
      try copy.execute("DELETE FROM \(BackupHistory.table)")
      try copy.query(
        "INSERT INTO \(BackupHistory.table) VALUES (?, ?)", [.integer(sequence), .integer(undone ? 1 : 0)])
    } catch {
      StoreFile.remove(target)
      throw error
    }
    try StoreFile.sync(target)
    return target
  }

  /// Makes the empty file a new backup of `path` is written to: `backup-STAMP`, or `backup-STAMP-2` and on
  /// when that is taken, each tried with O_EXCL so the name is chosen atomically.
  private static func createBackupFile(for path: String, stamp: String) throws(StoreError) -> String {
    let names = (1...10_000).lazy.map { backupPath(path, stamp: $0 == 1 ? stamp : "\(stamp)-\($0)") }
    guard let made = StoreNeighbours.createFirstFree(of: names) else {
      throw StoreError(
        kind: .cannotOpen, message: "cannot make a backup beside it (\(String(cString: strerror(errno))))",
        path: path)
    }
    return made
  }

  /// Checks the backup at `path` like any store: brought up to date, exactly one learner, values in range.
  static func check(_ path: String) throws(StoreError) {
    let source = try SQLiteDatabase(path: path, create: false, plain: true)
    try Migrations.migrate(source)
    guard try LearnerRows.load(from: source) != nil else {
      throw StoreError(kind: .corrupt, message: "it holds no learner", path: path)
    }
  }

  /// Replaces every learner table of `database` with the same table of the attached `schema`, column by
  /// column; runs inside the caller's transaction.
  static func copyRows(from schema: String, into database: SQLiteDatabase) throws(StoreError) {
    let tables = try database.query(
      "SELECT name FROM main.sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' "
        + "AND name NOT IN ('migrations', '\(BackupHistory.table)') ORDER BY name"
    ).compactMap { $0.first?.string }
    for table in tables {
      let columns = try database.query("SELECT name FROM pragma_table_info(?, 'main')", [.text(table)])
        .compactMap { $0.first?.string }.map(quoted).joined(separator: ", ")
      try database.execute("DELETE FROM main.\(quoted(table))")
      try database.execute(
        "INSERT INTO main.\(quoted(table)) (\(columns)) SELECT \(columns) FROM \(schema).\(quoted(table))")
    }
  }

  /// `name` as an SQL identifier.
  private static func quoted(_ name: String) -> String {
    "\"" + name.replacingOccurrences(of: "\"", with: "\"\"") + "\""
  }
}
