import CSQLite

/// Why the progress store can't be used; the learner's file is never overwritten because of one.
public struct StoreError: Error, Sendable, Equatable {
  /// What kind of trouble, for the message and the advice.
  public enum Kind: Sendable, Equatable {
    case corrupt, locked, readOnly, cannotOpen, newerVersion, other
  }

  public var kind: Kind
  /// SQLite's own message, or ours.
  public var message: String
  public var path: String
  /// SQLite's extended result code, when SQLite reported the trouble.
  public var sqliteCode: Int32?

  public init(kind: Kind, message: String, path: String, sqliteCode: Int32? = nil) {
    self.kind = kind
    self.message = message
    self.path = path
    self.sqliteCode = sqliteCode
  }

  init(code: Int32, message: String, path: String) {
    let kind: Kind
    switch code & 0xFF {
    case SQLITE_CORRUPT, SQLITE_NOTADB: kind = .corrupt
    case SQLITE_BUSY, SQLITE_LOCKED: kind = .locked
    case SQLITE_READONLY, SQLITE_PERM: kind = .readOnly
    case SQLITE_CANTOPEN, SQLITE_IOERR: kind = .cannotOpen
    default: kind = .other
    }
    self.init(kind: kind, message: message, path: path, sqliteCode: code)
  }

  /// A lowercase sentence naming the file, the cause and what to do.
  public var explanation: String {
    switch kind {
    case .corrupt:
      "progress file '\(path)' is damaged (\(message)); it was left untouched: move it aside to start afresh"
    case .locked:
      "progress file '\(path)' is busy in another lingo (\(message)); try again when that one finishes"
    case .readOnly:
      "progress file '\(path)' cannot be written (\(message)); check the disk and the file's permissions"
    case .cannotOpen:
      "cannot open progress file '\(path)' (\(message)); check that its folder exists and is writable"
    case .newerVersion:
      "progress file '\(path)' was written by a newer lingo (\(message)); upgrade lingo to use it"
    case .other:
      "progress file '\(path)': \(message)"
    }
  }
}
