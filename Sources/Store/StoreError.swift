import CSQLite
import SQLite

/// Why the progress store can't be used; the learner's file is never overwritten because of one.
public struct StoreError: Error, Sendable, Equatable {
  /// What kind of trouble, for the message and the advice. `unsafe`: the file or one beside it that SQLite
  /// would read with it is not a regular file of this user (a link, a FIFO, a folder, another's file).
  public enum Kind: Sendable, Equatable {
    case corrupt, locked, readOnly, cannotOpen, newerVersion, unsafe, other
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

  /// The trouble SQLite reported on the file at `path`, its code and message kept.
  init(_ error: SQLiteError, path: String) {
    self.init(code: error.code, message: error.message, path: path)
  }

  /// A lowercase sentence naming the file, the cause and what to do.
  public var explanation: String { advice.map { problem + "; " + $0 } ?? problem }

  /// What is wrong: the file, and the cause as SQLite gave it, with its result code when it gave one.
  public var problem: String {
    let cause = sqliteCode.map { "\(message), SQLite code \($0)" } ?? message
    return switch kind {
    case .corrupt: "progress file '\(path)' is damaged (\(cause)); it was left untouched"
    case .locked: "progress file '\(path)' is busy in another lingo (\(cause))"
    case .readOnly: "progress file '\(path)' cannot be written (\(cause))"
    case .cannotOpen: "cannot open progress file '\(path)' (\(cause))"
    case .newerVersion: "progress file '\(path)' was written by a newer lingo (\(cause))"
    case .unsafe: "progress file '\(path)' is not opened: \(cause); nothing was changed"
    case .other: "progress file '\(path)': \(cause)"
    }
  }

  /// What to do about it; nil when there is nothing to advise.
  public var advice: String? {
    switch kind {
    case .corrupt:
      "'lingo reset --undo' brings back its newest backup ('\(path).backup-…') if there is one, "
        + "or move it aside to start afresh"
    case .locked: "try again when that one finishes"
    case .readOnly: "check the disk and the file's permissions"
    case .cannotOpen: "check that its folder exists and is writable"
    case .newerVersion: "upgrade lingo to use it"
    case .unsafe: "move the file named aside; lingo opens only regular files of your own there"
    case .other: nil
    }
  }
}
