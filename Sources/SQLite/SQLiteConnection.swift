import CSQLite

/// One SQLite connection: every result code checked, SQLite's own message kept in the error. The handle is
/// owned by a `SQLiteHandle`, so it is closed exactly once, when the last user of it is gone.
public final class SQLiteConnection {
  let handle: SQLiteHandle
  /// The budget the progress handler counts down; kept here as long as SQLite may call the handler.
  private var budget: SQLiteStepBudget?

  /// How the file is opened.
  public struct Mode: Sendable {
    /// Never writes; otherwise reads and writes.
    public var readOnly = false
    /// Creates the file when it is missing (never when `readOnly`).
    public var create = false
    /// The path is a `file:` URI, whose query may say `mode=ro&immutable=1`.
    public var uri = false
    /// The connection is used from one thread only, so SQLite's own mutex is left out.
    public var singleThread = false

    public init(readOnly: Bool = false, create: Bool = false, uri: Bool = false, singleThread: Bool = false) {
      (self.readOnly, self.create, self.uri, self.singleThread) = (readOnly, create, uri, singleThread)
    }

    var flags: Int32 {
      let access = readOnly ? SQLITE_OPEN_READONLY : SQLITE_OPEN_READWRITE | (create ? SQLITE_OPEN_CREATE : 0)
      // A symbolic link is never followed.
      return access | (uri ? SQLITE_OPEN_URI : 0)
        | (singleThread ? SQLITE_OPEN_NOMUTEX : SQLITE_OPEN_FULLMUTEX)
        | SQLITE_OPEN_NOFOLLOW
    }
  }

  /// Opens `path` with extended result codes on; a handle SQLite made for a failed open is closed.
  public init(path: String, mode: Mode) throws(SQLiteError) {
    var pointer: OpaquePointer?
    let code = sqlite3_open_v2(path, &pointer, mode.flags, nil)
    // Owned from here: released (and so closed) on every path out of this initializer that throws.
    let handle = pointer.map { SQLiteHandle($0, path: path) }
    guard code == SQLITE_OK, let handle else {
      throw SQLiteError(code: code, message: handle?.message ?? "out of memory")
    }
    sqlite3_extended_result_codes(handle.pointer, 1)
    self.handle = handle
  }

  deinit {
    if budget != nil { sqlite3_progress_handler(handle.pointer, 0, nil, nil) }
  }

  /// Waits up to `milliseconds` for another connection's lock before a statement fails as busy.
  public func setBusyTimeout(_ milliseconds: Int32) throws(SQLiteError) {
    try handle.check(sqlite3_busy_timeout(handle.pointer, milliseconds))
  }

  /// A limit of this connection (`SQLITE_LIMIT_LENGTH` and the like), set to `value`.
  public func setLimit(_ limit: Int32, _ value: Int32) {
    sqlite3_limit(handle.pointer, limit, value)
  }

  /// Makes every statement fail, interrupted, once SQLite has taken `budget.total` virtual-machine steps
  /// on this connection, counted `budget.stepsPerCheck` at a time.
  public func limitSteps(_ budget: SQLiteStepBudget) {
    self.budget = budget
    sqlite3_progress_handler(
      handle.pointer, budget.stepsPerCheck,
      { context in
        guard let context else { return 1 }
        let budget = Unmanaged<SQLiteStepBudget>.fromOpaque(context).takeUnretainedValue()
        budget.left = max(budget.left, 0) - Int(budget.stepsPerCheck)
        return budget.spent ? 1 : 0
      }, Unmanaged.passUnretained(budget).toOpaque())
  }

  /// Runs SQL that returns no rows (one or more statements).
  public func execute(_ sql: String) throws(SQLiteError) {
    try handle.check(sqlite3_exec(handle.pointer, sql, nil, nil, nil))
  }

  /// The one statement `sql`, prepared with `values` bound to its `?` placeholders.
  public func prepare(_ sql: String, _ values: [SQLValue] = []) throws(SQLiteError) -> SQLiteStatement {
    let statement = try SQLiteStatement(sql, on: self)
    try statement.bind(values)
    return statement
  }

  /// Runs one statement with `values` bound to its `?` placeholders; its rows, each read by column name.
  @discardableResult
  public func query(_ sql: String, _ values: [SQLValue] = []) throws(SQLiteError) -> [SQLiteRow] {
    let statement = try prepare(sql, values)
    var rows: [SQLiteRow] = []
    while try statement.step() { rows.append(statement.row) }
    return rows
  }

  /// Replaces this database's whole content with `source`'s, in one step that other connections see whole.
  public func copy(from source: SQLiteConnection) throws(SQLiteError) {
    guard let backup = sqlite3_backup_init(handle.pointer, "main", source.handle.pointer, "main") else {
      throw handle.error(0)
    }
    let stepped = sqlite3_backup_step(backup, -1)
    let finished = sqlite3_backup_finish(backup)
    guard stepped == SQLITE_DONE else { throw handle.error(stepped) }
    try handle.check(finished)
  }
}

/// How many SQLite virtual-machine steps a connection may still take (`SQLiteConnection.limitSteps`).
public final class SQLiteStepBudget {
  /// The steps allowed in all.
  public let total: Int
  /// The steps left; at zero or below, SQLite interrupts the statement running.
  public internal(set) var left: Int
  /// How often, in steps, SQLite asks whether the budget is spent.
  public let stepsPerCheck: Int32

  public init(_ total: Int, stepsPerCheck: Int32) {
    (self.total, left, self.stepsPerCheck) = (total, total, max(1, stepsPerCheck))
  }

  /// Whether no steps are left.
  public var spent: Bool { left <= 0 }
}
