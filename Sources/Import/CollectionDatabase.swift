import CSQLite
import Course
import Foundation

/// An Anki collection's SQLite file, opened read-only; rows are streamed, never all held at once.
///
/// The file is untrusted. It is opened read-only and immutable (SQLite makes no `-wal`, `-shm` or journal
/// beside it), with `query_only`, temporary tables and sorts in memory, every string or blob capped at
/// `largestValue`, and a budget of SQLite virtual-machine steps proportional to the file's size, so that a
/// recursive view or a quadratic query ends with an error instead of running for ever.
final class CollectionDatabase {
  /// The longest string or blob SQLite hands back, or makes while reading (`SQLITE_LIMIT_LENGTH`).
  static let largestValue: Int32 = 64 << 20
  /// The steps every collection may take, and the further steps each byte of the file allows.
  static let baseSteps = 50_000_000
  static let stepsPerByte = 64
  /// How often, in steps, SQLite asks whether the budget is spent.
  static let stepsPerCheck: Int32 = 1_000
  /// The tables read, which must be real tables: a view could be a query that never ends.
  static let tables = ["col", "notes", "cards", "revlog", "notetypes", "decks", "templates"]

  private let handle: OpaquePointer
  private let file: String
  private let budget: StepBudget

  /// A row being read: its columns by index.
  struct Row {
    fileprivate let statement: OpaquePointer

    func int(_ column: Int32) -> Int64 { sqlite3_column_int64(statement, column) }

    /// The column's size in bytes, read before the text so that a huge one need not be copied.
    func bytes(_ column: Int32) -> Int { Int(sqlite3_column_bytes(statement, column)) }

    func text(_ column: Int32) -> String {
      guard let text = sqlite3_column_text(statement, column) else { return "" }
      return String(cString: text)
    }

    func blob(_ column: Int32) -> [UInt8] {
      let count = Int(sqlite3_column_bytes(statement, column))
      guard count > 0, let bytes = sqlite3_column_blob(statement, column) else { return [] }
      return Array(UnsafeRawBufferPointer(start: bytes, count: count))
    }
  }

  /// How many steps are left; SQLite's progress handler counts them down and interrupts at zero.
  final class StepBudget {
    let total: Int
    var left: Int
    init(_ total: Int) { (self.total, left) = (total, total) }
    var spent: Bool { left <= 0 }
  }

  /// Opens `path` (of `size` bytes) and checks that the tables read are tables.
  init(path: String, size: Int, shown file: String) throws(ImportError) {
    var handle: OpaquePointer?
    let code = sqlite3_open_v2(
      Self.uri(path), &handle, SQLITE_OPEN_READONLY | SQLITE_OPEN_URI | SQLITE_OPEN_NOMUTEX, nil)
    guard code == SQLITE_OK, let handle else {
      let message = handle.map { String(cString: sqlite3_errmsg($0)) } ?? "out of memory"
      sqlite3_close(handle)
      throw .corruptCollection(file: file, reason: message)
    }
    self.handle = handle
    self.file = file
    let steps = Self.baseSteps.addingReportingOverflow(
      size.multipliedReportingOverflow(by: Self.stepsPerByte).partialValue)
    budget = StepBudget(steps.overflow ? Int.max : steps.partialValue)
    sqlite3_limit(handle, SQLITE_LIMIT_LENGTH, Self.largestValue)
    sqlite3_limit(handle, SQLITE_LIMIT_SQL_LENGTH, 1 << 16)
    sqlite3_limit(handle, SQLITE_LIMIT_ATTACHED, 0)
    sqlite3_progress_handler(
      handle, Self.stepsPerCheck,
      { context in
        guard let context else { return 1 }
        let budget = Unmanaged<StepBudget>.fromOpaque(context).takeUnretainedValue()
        budget.left -= Int(CollectionDatabase.stepsPerCheck)
        return budget.left <= 0 ? 1 : 0
      }, Unmanaged.passUnretained(budget).toOpaque())
    for pragma in ["PRAGMA query_only = 1", "PRAGMA temp_store = MEMORY", "PRAGMA trusted_schema = 0"] {
      try each(pragma) { _ in }
    }
    try checkTables()
  }

  deinit {
    sqlite3_progress_handler(handle, 0, nil, nil)
    sqlite3_close(handle)
  }

  /// A `file:` URI for `path`, read-only and immutable.
  private static func uri(_ path: String) -> String {
    var allowed = CharacterSet.urlPathAllowed
    allowed.remove(charactersIn: "?#%")
    let escaped = path.addingPercentEncoding(withAllowedCharacters: allowed) ?? path
    return "file:\(escaped)?mode=ro&immutable=1"
  }

  /// Throws unless each of `tables` that the schema names is an ordinary table (not a view, a virtual
  /// table, or anything else).
  private func checkTables() throws(ImportError) {
    let names = Self.tables.map { "'\($0)'" }.joined(separator: ", ")
    let sql = "SELECT name, type, coalesce(sql, '') FROM sqlite_master WHERE lower(name) IN (\(names))"
    try each(sql) { row throws(ImportError) in
      let name = row.text(0)
      let type = row.text(1)
      let isVirtual = row.text(2).uppercased().replacingOccurrences(of: " ", with: "")
        .hasPrefix("CREATEVIRTUALTABLE")
      guard type == "table", !isVirtual else {
        throw .corruptCollection(
          file: file,
          reason: "'\(name.terminalSafeName)' is a \(isVirtual ? "virtual table" : type), not a table")
      }
    }
  }

  /// Whether the database has a table named `name`.
  func hasTable(_ name: String) throws(ImportError) -> Bool {
    var found = false
    try each("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = '\(name)'") { _ in found = true }
    return found
  }

  /// Runs `sql` and hands each row to `body`; SQLite's message is kept in the error.
  func each(_ sql: String, _ body: (Row) throws(ImportError) -> Void) throws(ImportError) {
    var statement: OpaquePointer?
    guard sqlite3_prepare_v2(handle, sql, -1, &statement, nil) == SQLITE_OK, let statement else {
      throw .corruptCollection(file: file, reason: failure())
    }
    defer { sqlite3_finalize(statement) }
    while true {
      let code = sqlite3_step(statement)
      if code == SQLITE_DONE { return }
      guard code == SQLITE_ROW else { throw .corruptCollection(file: file, reason: failure()) }
      try body(Row(statement: statement))
    }
  }

  /// SQLite's message, or what the spent budget means.
  private func failure() -> String {
    if budget.spent {
      return
        "reading it takes more than \(budget.total) SQLite steps, more than a collection of its size needs "
        + "(a view or a query that never ends?)"
    }
    return String(cString: sqlite3_errmsg(handle))
  }
}

extension String {
  /// The name with control characters and quotes shown escaped, for a message.
  fileprivate var terminalSafeName: String {
    String(unicodeScalars.map { $0.isControlOrInvisible ? "?" : Character($0) }.prefix(64))
  }
}
