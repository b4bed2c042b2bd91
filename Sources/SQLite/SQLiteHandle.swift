import CSQLite
import Synchronization

/// The one owner of an open SQLite handle: its `deinit` is the only place the handle is closed, so a handle
/// is closed exactly once, whether the open, a setting after it, or nothing at all failed.
final class SQLiteHandle {
  let pointer: OpaquePointer
  /// The path the handle was opened with, for `SQLiteOpenCount`.
  let path: String

  init(_ pointer: OpaquePointer, path: String) {
    self.pointer = pointer
    self.path = path
    SQLiteOpenCount.record(path, closing: false)
  }

  deinit {
    sqlite3_close(pointer)
    SQLiteOpenCount.record(path, closing: true)
  }

  /// SQLite's message for the last failure on this handle.
  var message: String { String(cString: sqlite3_errmsg(pointer)) }

  /// The error for `code`, with SQLite's message.
  func error(_ code: Int32) -> SQLiteError { SQLiteError(code: code, message: message) }

  /// Throws unless `code` means success (`SQLITE_OK`, `SQLITE_DONE` or `SQLITE_ROW`).
  func check(_ code: Int32) throws(SQLiteError) {
    guard code == SQLITE_OK || code == SQLITE_DONE || code == SQLITE_ROW else { throw error(code) }
  }
}

/// How many handles were opened and closed on each watched path: tests watch a path and then check that
/// every handle opened on it was closed exactly once. Paths nobody watches are not counted.
public enum SQLiteOpenCount {
  /// Opens and closes seen on a watched path.
  public struct Counts: Sendable, Equatable {
    public var opened: Int
    public var closed: Int

    public init(opened: Int = 0, closed: Int = 0) { (self.opened, self.closed) = (opened, closed) }
  }

  private static let counts = Mutex<[String: Counts]>([:])

  /// Starts counting the handles opened on `path` (as the path, or the URI, given to the open).
  public static func watch(_ path: String) {
    counts.withLock { $0[path] = Counts() }
  }

  /// The handles opened and closed on `path` since `watch`; nil when it is not watched.
  public static func counts(of path: String) -> Counts? {
    counts.withLock { $0[path] }
  }

  /// Stops counting `path`.
  public static func unwatch(_ path: String) {
    counts.withLock { _ = $0.removeValue(forKey: path) }
  }

  static func record(_ path: String, closing: Bool) {
    counts.withLock { counts in
      guard counts[path] != nil else { return }
      if closing { counts[path]?.closed += 1 } else { counts[path]?.opened += 1 }
    }
  }
}
