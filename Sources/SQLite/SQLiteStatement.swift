import CSQLite

/// One prepared statement, finalized exactly once (when it is released); its current row's columns are
/// read by index or by name, the names looked up once for the statement.
public final class SQLiteStatement {
  private let pointer: OpaquePointer
  /// Keeps the connection, and so its handle and step budget, alive while the statement is.
  private let connection: SQLiteConnection
  private var handle: SQLiteHandle { connection.handle }

  init(_ sql: String, on connection: SQLiteConnection) throws(SQLiteError) {
    var pointer: OpaquePointer?
    let code = sqlite3_prepare_v2(connection.handle.pointer, sql, -1, &pointer, nil)
    guard code == SQLITE_OK, let pointer else {
      sqlite3_finalize(pointer)
      throw connection.handle.error(code)
    }
    self.pointer = pointer
    self.connection = connection
  }

  deinit { sqlite3_finalize(pointer) }

  /// `SQLITE_TRANSIENT`, a cast macro Swift cannot import: SQLite copies the bytes before the bind returns.
  private static let transient = unsafeBitCast(-1, to: sqlite3_destructor_type.self)

  /// The statement's result columns, by name: read from SQLite once, when first asked for.
  public private(set) lazy var columns = SQLiteColumns(
    names: (0..<sqlite3_column_count(pointer)).map { index in
      sqlite3_column_name(pointer, index).map { String(cString: $0) } ?? ""
    })

  /// Binds `values` to the statement's `?` placeholders, in order.
  public func bind(_ values: [SQLValue]) throws(SQLiteError) {
    for (offset, value) in values.enumerated() {
      let index = Int32(clamping: offset + 1)
      let code: Int32
      switch value {
      case .null: code = sqlite3_bind_null(pointer, index)
      case .integer(let number): code = sqlite3_bind_int64(pointer, index, number)
      case .real(let number): code = sqlite3_bind_double(pointer, index, number)
      case .text(let text): code = lingo_sqlite3_bind_text(pointer, index, text, -1)
      case .blob(let bytes):
        code = bytes.withUnsafeBytes { raw in
          // An empty blob is still a blob, not NULL (which a nil address binds).
          guard let base = raw.baseAddress, raw.count > 0 else {
            return sqlite3_bind_zeroblob(pointer, index, 0)
          }
          return sqlite3_bind_blob64(pointer, index, base, sqlite3_uint64(raw.count), Self.transient)
        }
      }
      try handle.check(code)
    }
  }

  /// Steps to the next row: true when one is ready to read, false when the statement is done.
  public func step() throws(SQLiteError) -> Bool {
    let code = sqlite3_step(pointer)
    if code == SQLITE_ROW { return true }
    if code == SQLITE_DONE { return false }
    throw handle.error(code)
  }

  /// The index of the column named `name`, or nil when the statement has none of that name.
  public func index(of name: String) -> Int? { columns.index(of: name) }

  /// The current row's whole number in column `index` (0 for NULL or text that is no number).
  public func int(at index: Int) -> Int64 { sqlite3_column_int64(pointer, Int32(clamping: index)) }

  /// The current row's number in column `index`.
  public func double(at index: Int) -> Double { sqlite3_column_double(pointer, Int32(clamping: index)) }

  /// The size in bytes of the current row's column `index`, read before the text so that a huge one need
  /// not be copied.
  public func bytes(at index: Int) -> Int { Int(sqlite3_column_bytes(pointer, Int32(clamping: index))) }

  /// The current row's column `index` as text ("" for NULL).
  public func text(at index: Int) -> String {
    guard let text = sqlite3_column_text(pointer, Int32(clamping: index)) else { return "" }
    return String(cString: text)
  }

  /// The current row's column `index` as bytes.
  public func blob(at index: Int) -> [UInt8] {
    let column = Int32(clamping: index)
    guard let bytes = sqlite3_column_blob(pointer, column) else { return [] }
    let count = Int(sqlite3_column_bytes(pointer, column))
    return count > 0 ? Array(UnsafeRawBufferPointer(start: bytes, count: count)) : []
  }

  /// The current row's column `index`, of the type SQLite holds it as.
  public func value(at index: Int) -> SQLValue {
    let column = Int32(clamping: index)
    switch sqlite3_column_type(pointer, column) {
    case SQLITE_INTEGER: return .integer(sqlite3_column_int64(pointer, column))
    case SQLITE_FLOAT: return .real(sqlite3_column_double(pointer, column))
    case SQLITE_NULL: return .null
    case SQLITE_BLOB: return .blob(blob(at: index))
    default:
      guard let text = sqlite3_column_text(pointer, column) else { return .null }
      return .text(String(cString: text))
    }
  }

  /// The current row, every column copied out, read afterwards by name.
  public var row: SQLiteRow {
    SQLiteRow(columns: columns, values: (0..<columns.names.count).map(value(at:)))
  }
}
