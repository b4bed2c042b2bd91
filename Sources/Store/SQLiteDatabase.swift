import Foundation
import SQLite

/// One connection to a progress file, on the shared SQLite wrapper: every result code checked, SQLite's
/// own message kept in the error, which names the file.
final class SQLiteDatabase {
  let connection: SQLiteConnection
  let path: String
  /// How long, in milliseconds, a statement waits for another connection's lock.
  let busyTimeout: Int32

  /// Opens (creating when asked) the database at `path`, with WAL and a busy timeout; `readOnly` never writes;
  /// `scratch` keeps no journal and never syncs, for a file being built that is thrown away if anything fails;
  /// `plain` leaves the journal mode as the file has it, for a backup. A symbolic link is never followed.
  /// The handle is closed exactly once, by the connection that owns it, whether or not opening fails.
  init(
    path: String, create: Bool = true, readOnly: Bool = false, scratch: Bool = false, plain: Bool = false,
    busyTimeout: Int32 = 5_000
  ) throws(StoreError) {
    let connection = try Self.mapped(path) { () throws(SQLiteError) in
      let connection = try SQLiteConnection(path: path, mode: .init(readOnly: readOnly, create: create))
      try connection.setBusyTimeout(busyTimeout)
      for pragma in Self.pragmas(readOnly: readOnly || plain, scratch: scratch) {
        try connection.execute(pragma)
      }
      return connection
    }
    self.connection = connection
    self.path = path
    self.busyTimeout = busyTimeout
  }

  /// The settings of a store (WAL) or of a scratch file (no journal, no syncing); a read-only or plain file
  /// keeps its own journal. No file's schema is trusted to run functions with side effects.
  private static func pragmas(readOnly: Bool, scratch: Bool) -> [String] {
    // A function in a file's own schema (a view, a trigger) never runs with side effects: a backup or a
    // file beside the store may have been planted.
    let trust = ["PRAGMA trusted_schema = OFF"]
    if readOnly { return trust }
    if scratch { return trust + ["PRAGMA journal_mode = OFF", "PRAGMA synchronous = OFF"] }
    return trust + ["PRAGMA journal_mode = WAL", "PRAGMA synchronous = NORMAL", "PRAGMA foreign_keys = ON"]
  }

  /// Runs `body`, a StoreError naming `path` in place of SQLite's error.
  private static func mapped<T>(_ path: String, _ body: () throws(SQLiteError) -> T) throws(StoreError) -> T {
    do {
      return try body()
    } catch {
      throw StoreError(error, path: path)
    }
  }

  private func mapped<T>(_ body: () throws(SQLiteError) -> T) throws(StoreError) -> T {
    try Self.mapped(path, body)
  }

  /// Runs SQL that returns no rows (one or more statements).
  func execute(_ sql: String) throws(StoreError) {
    try mapped { () throws(SQLiteError) in try connection.execute(sql) }
  }

  /// Runs one statement with `values` bound to its `?` placeholders; its rows, each read by column name.
  @discardableResult
  func rows(_ sql: String, _ values: [SQLValue] = []) throws(StoreError) -> [SQLiteRow] {
    try mapped { () throws(SQLiteError) in try connection.query(sql, values) }
  }

  /// Runs one statement with `values` bound to its `?` placeholders; its rows' values, in column order.
  @discardableResult
  func query(_ sql: String, _ values: [SQLValue] = []) throws(StoreError) -> [[SQLValue]] {
    try rows(sql, values).map(\.values)
  }

  /// Runs `body` in a transaction that takes the write lock at once; rolls back if it throws.
  func transaction<T>(_ body: () throws(StoreError) -> T) throws(StoreError) -> T {
    try execute("BEGIN IMMEDIATE")
    do {
      let result = try body()
      try execute("COMMIT")
      return result
    } catch {
      try? execute("ROLLBACK")
      throw error
    }
  }

  /// Runs `body` in a transaction that reads first and takes the write lock only at its first write, so
  /// `body` may copy the snapshot it reads (a backup) before changing it. Whenever it is rolled back,
  /// `discard` is called to undo what `body` made outside the database; when another connection wrote or
  /// held the write lock meanwhile, it runs again, until the busy timeout has passed.
  func snapshotTransaction<T>(_ body: () throws(StoreError) -> T, discard: () -> Void) throws(StoreError) -> T
  {
    var waited: Int32 = 0
    while true {
      do throws(StoreError) {
        try execute("BEGIN DEFERRED")
        do throws(StoreError) {
          // Reading here fixes the snapshot every later statement and copy of this transaction sees.
          try query("SELECT count(*) FROM main.sqlite_master")
          let result = try body()
          try execute("COMMIT")
          return result
        } catch {
          try? execute("ROLLBACK")
          discard()
          throw error
        }
      } catch  where error.kind == .locked && waited < busyTimeout {
        usleep(10_000)
        waited += 10
      }
    }
  }

  /// Replaces this database's whole content with `source`'s, in one step that other connections see whole.
  func copy(from source: SQLiteDatabase) throws(StoreError) {
    try mapped { () throws(SQLiteError) in try connection.copy(from: source.connection) }
  }
}
