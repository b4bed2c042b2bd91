import CSQLite
import Course
import Foundation
import SQLite

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

  private let connection: SQLiteConnection
  private let file: String
  private let budget: SQLiteStepBudget

  /// A row being read: its columns by index.
  struct Row {
    fileprivate let statement: SQLiteStatement

    func int(_ column: Int32) -> Int64 { statement.int(at: Int(column)) }

    /// The column's size in bytes, read before the text so that a huge one need not be copied.
    func bytes(_ column: Int32) -> Int { statement.bytes(at: Int(column)) }

    func text(_ column: Int32) -> String { statement.text(at: Int(column)) }

    func blob(_ column: Int32) -> [UInt8] { statement.blob(at: Int(column)) }
  }

  /// Opens `path` (of `size` bytes) and checks that the tables read are tables.
  init(path: String, size: Int, shown file: String) throws(ImportError) {
    self.file = file
    let steps = Self.baseSteps.addingReportingOverflow(
      size.multipliedReportingOverflow(by: Self.stepsPerByte).partialValue)
    budget = SQLiteStepBudget(
      steps.overflow ? Int.max : steps.partialValue, stepsPerCheck: Self.stepsPerCheck)
    do {
      connection = try SQLiteConnection(
        path: Self.uri(path), mode: .init(readOnly: true, uri: true, singleThread: true))
    } catch {
      throw .corruptCollection(file: file, reason: error.message)
    }
    connection.setLimit(SQLITE_LIMIT_LENGTH, Self.largestValue)
    connection.setLimit(SQLITE_LIMIT_SQL_LENGTH, 1 << 16)
    connection.setLimit(SQLITE_LIMIT_ATTACHED, 0)
    connection.limitSteps(budget)
    for pragma in ["PRAGMA query_only = 1", "PRAGMA temp_store = MEMORY", "PRAGMA trusted_schema = 0"] {
      try each(pragma) { _ in }
    }
    try checkTables()
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
    try each("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = ?", [.text(name)]) { _ in
      found = true
    }
    return found
  }

  /// Runs `sql`, with `values` bound to its `?` placeholders, and hands each row to `body`; SQLite's message
  /// is kept in the error.
  func each(_ sql: String, _ values: [SQLValue] = [], _ body: (Row) throws(ImportError) -> Void)
    throws(ImportError)
  {
    let statement = try read { () throws(SQLiteError) in try connection.prepare(sql, values) }
    while try read({ () throws(SQLiteError) in try statement.step() }) { try body(Row(statement: statement)) }
  }

  /// Runs `body`, the collection's damage in place of SQLite's error.
  private func read<T>(_ body: () throws(SQLiteError) -> T) throws(ImportError) -> T {
    do {
      return try body()
    } catch {
      throw .corruptCollection(file: file, reason: failure(error))
    }
  }

  /// SQLite's message, or what the spent budget means.
  private func failure(_ error: SQLiteError) -> String {
    if budget.spent {
      return
        "reading it takes more than \(budget.total) SQLite steps, more than a collection of its size needs "
        + "(a view or a query that never ends?)"
    }
    return error.message
  }
}

extension String {
  /// The name with control characters and quotes shown escaped, for a message.
  fileprivate var terminalSafeName: String {
    String(unicodeScalars.map { $0.isControlOrInvisible ? "?" : Character($0) }.prefix(64))
  }
}
