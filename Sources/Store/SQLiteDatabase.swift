import CSQLite
import Foundation

/// One SQLite connection: every result code checked, SQLite's own message kept in the error.
final class SQLiteDatabase {
  private let handle: OpaquePointer
  let path: String
  /// How long, in milliseconds, a statement waits for another connection's lock.
  let busyTimeout: Int32

  /// Opens (creating when asked) the database at `path`, with WAL and a busy timeout; `readOnly` never writes;
  /// `scratch` keeps no journal and never syncs, for a file being built that is thrown away if anything fails;
  /// `plain` leaves the journal mode as the file has it, for a backup. A symbolic link is never followed.
  /// The handle is closed exactly once: here when opening fails, else when the database is released.
  init(
    path: String, create: Bool = true, readOnly: Bool = false, scratch: Bool = false, plain: Bool = false,
    busyTimeout: Int32 = 5_000
  ) throws(StoreError) {
    let handle = try Self.open(path, create: create, readOnly: readOnly)
    do {
      sqlite3_extended_result_codes(handle, 1)
      sqlite3_busy_timeout(handle, busyTimeout)
      try Self.configure(handle, path: path, readOnly: readOnly || plain, scratch: scratch)
    } catch {
      sqlite3_close(handle)
      throw error
    }
    self.handle = handle
    self.path = path
    self.busyTimeout = busyTimeout
  }

  /// A new handle on `path`, or the reason there is none; a failed open's handle is closed here.
  private static func open(_ path: String, create: Bool, readOnly: Bool) throws(StoreError) -> OpaquePointer {
    var handle: OpaquePointer?
    let access = readOnly ? SQLITE_OPEN_READONLY : SQLITE_OPEN_READWRITE | (create ? SQLITE_OPEN_CREATE : 0)
    let flags = access | SQLITE_OPEN_FULLMUTEX | SQLITE_OPEN_NOFOLLOW
    let code = sqlite3_open_v2(path, &handle, flags, nil)
    guard code == SQLITE_OK, let handle else {
      let message = handle.map { String(cString: sqlite3_errmsg($0)) } ?? "out of memory"
      sqlite3_close(handle)
      throw StoreError(code: code, message: message, path: path)
    }
    return handle
  }

  /// Sets the journal and syncing of a store (WAL) or of a scratch file (none); a read-only or plain file
  /// keeps its own. No file's schema is trusted to run functions with side effects.
  private static func configure(_ handle: OpaquePointer, path: String, readOnly: Bool, scratch: Bool)
    throws(StoreError)
  {
    // A function in a file's own schema (a view, a trigger) never runs with side effects: a backup or a
    // file beside the store may have been planted.
    let trust = ["PRAGMA trusted_schema = OFF"]
    let pragmas =
      readOnly
      ? trust
      : scratch
        ? trust + ["PRAGMA journal_mode = OFF", "PRAGMA synchronous = OFF"]
        : trust + ["PRAGMA journal_mode = WAL", "PRAGMA synchronous = NORMAL", "PRAGMA foreign_keys = ON"]
    for pragma in pragmas {
      let code = sqlite3_exec(handle, pragma, nil, nil, nil)
      guard code == SQLITE_OK else {
        throw StoreError(code: code, message: String(cString: sqlite3_errmsg(handle)), path: path)
      }
    }
  }

  deinit { sqlite3_close(handle) }

  /// Runs SQL that returns no rows (one or more statements).
  func execute(_ sql: String) throws(StoreError) {
    try check(sqlite3_exec(handle, sql, nil, nil, nil))
  }

  /// Runs one statement with `values` bound to its `?` placeholders; returns its rows.
  @discardableResult
  func query(_ sql: String, _ values: [SQLValue] = []) throws(StoreError) -> [[SQLValue]] {
    let statement = try prepare(sql)
    defer { sqlite3_finalize(statement) }
    for (index, value) in values.enumerated() { try bind(value, at: Int32(index + 1), in: statement) }
    var rows: [[SQLValue]] = []
    while true {
      let code = sqlite3_step(statement)
      if code == SQLITE_DONE { return rows }
      guard code == SQLITE_ROW else { throw error(code) }
      rows.append((0..<sqlite3_column_count(statement)).map { column(statement, $0) })
    }
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
    guard let backup = sqlite3_backup_init(handle, "main", source.handle, "main") else { throw error(0) }
    let stepped = sqlite3_backup_step(backup, -1)
    let finished = sqlite3_backup_finish(backup)
    guard stepped == SQLITE_DONE else { throw error(stepped) }
    try check(finished)
  }

  private func prepare(_ sql: String) throws(StoreError) -> OpaquePointer {
    var statement: OpaquePointer?
    let code = sqlite3_prepare_v2(handle, sql, -1, &statement, nil)
    guard code == SQLITE_OK, let statement else { throw error(code) }
    return statement
  }

  private func bind(_ value: SQLValue, at index: Int32, in statement: OpaquePointer) throws(StoreError) {
    let code: Int32
    switch value {
    case .null: code = sqlite3_bind_null(statement, index)
    case .integer(let number): code = sqlite3_bind_int64(statement, index, number)
    case .real(let number): code = sqlite3_bind_double(statement, index, number)
    case .text(let text): code = lingo_sqlite3_bind_text(statement, index, text, -1)
    }
    try check(code)
  }

  private func column(_ statement: OpaquePointer, _ index: Int32) -> SQLValue {
    switch sqlite3_column_type(statement, index) {
    case SQLITE_INTEGER: return .integer(sqlite3_column_int64(statement, index))
    case SQLITE_FLOAT: return .real(sqlite3_column_double(statement, index))
    case SQLITE_NULL: return .null
    default:
      guard let text = sqlite3_column_text(statement, index) else { return .null }
      return .text(String(cString: text))
    }
  }

  private func check(_ code: Int32) throws(StoreError) {
    guard code == SQLITE_OK || code == SQLITE_DONE || code == SQLITE_ROW else { throw error(code) }
  }

  private func error(_ code: Int32) -> StoreError {
    StoreError(code: code, message: String(cString: sqlite3_errmsg(handle)), path: path)
  }
}

/// A value bound to or read from SQL.
enum SQLValue: Equatable {
  case null
  case integer(Int64)
  case real(Double)
  case text(String)

  var int: Int? {
    if case .integer(let value) = self { return Int(value) }
    return nil
  }

  var double: Double? {
    switch self {
    case .real(let value): value
    case .integer(let value): Double(value)
    default: nil
    }
  }

  var string: String? {
    if case .text(let value) = self { return value }
    return nil
  }
}
