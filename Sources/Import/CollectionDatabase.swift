import CSQLite
import Foundation

/// An Anki collection's SQLite file, opened read-only; rows are streamed, never all held at once.
final class CollectionDatabase {
  private let handle: OpaquePointer
  private let file: String

  /// A row being read: its columns by index.
  struct Row {
    fileprivate let statement: OpaquePointer

    func int(_ column: Int32) -> Int64 { sqlite3_column_int64(statement, column) }

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

  init(path: String, shown file: String) throws(ImportError) {
    var handle: OpaquePointer?
    let code = sqlite3_open_v2(path, &handle, SQLITE_OPEN_READONLY, nil)
    guard code == SQLITE_OK, let handle else {
      let message = handle.map { String(cString: sqlite3_errmsg($0)) } ?? "out of memory"
      sqlite3_close(handle)
      throw .corruptCollection(file: file, reason: message)
    }
    self.handle = handle
    self.file = file
  }

  deinit { sqlite3_close(handle) }

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
      throw .corruptCollection(file: file, reason: String(cString: sqlite3_errmsg(handle)))
    }
    defer { sqlite3_finalize(statement) }
    while true {
      let code = sqlite3_step(statement)
      if code == SQLITE_DONE { return }
      guard code == SQLITE_ROW else {
        throw .corruptCollection(file: file, reason: String(cString: sqlite3_errmsg(handle)))
      }
      try body(Row(statement: statement))
    }
  }
}
