import CSQLite

/// What SQLite reported: its extended result code and its own message, kept as it gave them.
public struct SQLiteError: Error, Sendable, Equatable {
  /// SQLite's extended result code (0 when SQLite gave no code, as when a backup cannot start).
  public var code: Int32
  /// SQLite's message for the code, or ours when there was no connection to ask.
  public var message: String

  public init(code: Int32, message: String) {
    self.code = code
    self.message = message
  }

  /// The primary result code (`SQLITE_BUSY` for `SQLITE_BUSY_SNAPSHOT`).
  public var primaryCode: Int32 { code & 0xFF }

  /// Whether another connection holds a lock this one waited for in vain.
  public var isLocked: Bool { primaryCode == SQLITE_BUSY || primaryCode == SQLITE_LOCKED }
}
