import Foundation

/// The store's file and the files SQLite reads with it (`-wal`, `-shm`, `-journal`) are trusted only when
/// each is a regular file of this user: never a symbolic link, a FIFO, a folder or another user's file.
enum StoreNeighbours {
  /// The names SQLite gives the files it keeps beside a database.
  static let suffixes = ["-wal", "-shm", "-journal"]

  /// Why the file at `path` is not one to open, or nil when it is a regular file of this user or missing.
  /// A link is looked at, never followed; `oneName` also refuses a file with a second name (a hard link).
  static func problem(_ path: String, oneName: Bool = true) -> String? {
    let name = URL(fileURLWithPath: path).lastPathComponent
    var info = stat()
    guard lstat(path, &info) == 0 else {
      return errno == ENOENT ? nil : "'\(name)' cannot be examined (\(String(cString: strerror(errno))))"
    }
    switch info.st_mode & S_IFMT {
    case S_IFREG: break
    case S_IFLNK: return "'\(name)' is a symbolic link, not a regular file"
    case S_IFIFO: return "'\(name)' is a FIFO, not a regular file"
    case S_IFDIR: return "'\(name)' is a folder, not a regular file"
    default: return "'\(name)' is not a regular file"
    }
    if info.st_uid != geteuid() { return "'\(name)' belongs to another user" }
    if oneName && info.st_nlink > 1 { return "'\(name)' has another name too (a hard link)" }
    return nil
  }

  /// Refuses the store at `path` unless it and the files beside it are regular files of this user. A
  /// rollback journal beside a WAL store is never lingo's, so one with anything in it is refused too, before
  /// SQLite could play it back into the store.
  static func check(_ path: String) throws(StoreError) {
    // The store itself has two names for a moment while a new one is linked into place.
    if let problem = problem(path, oneName: false) {
      throw StoreError(kind: .unsafe, message: problem, path: path)
    }
    for suffix in suffixes {
      if let problem = problem(path + suffix) {
        throw StoreError(kind: .unsafe, message: problem, path: path)
      }
    }
    if size(path + "-journal") > 0 {
      throw StoreError(
        kind: .unsafe, message: "'\(fileName(path))-journal' is a rollback journal, which lingo never makes",
        path: path)
    }
  }

  /// Refuses a write-ahead log beside `path` that is not its own (another database's): read without
  /// writing anything, the file and its log must still make a lingo store. A log that cannot be read this
  /// way is left for the real open to report.
  static func checkLog(_ path: String) throws(StoreError) {
    guard size(path + "-wal") > 0,
      let probe = try? SQLiteDatabase(path: path, create: false, readOnly: true),
      let tables = try? probe.query(
        "SELECT name FROM sqlite_master WHERE type = 'table' AND name IN ('migrations', 'learner')")
    else { return }
    guard tables.count < 2 else { return }
    throw StoreError(
      kind: .unsafe,
      message: "'\(fileName(path))-wal' is not its log: read with it, the file is no longer a lingo store",
      path: path)
  }

  /// Makes a new, empty file named `prefix` and a random tail, only if no file of that name is there (never
  /// through a link), readable by this user alone; its path.
  static func createExclusive(prefix: String) throws(StoreError) -> String {
    let names = (0..<100).lazy.map { _ in prefix + String(UInt64.random(in: 0...UInt64.max), radix: 16) }
    guard let made = createFirstFree(of: names) else {
      throw StoreError(
        kind: .cannotOpen, message: "cannot make a new file beside it (\(String(cString: strerror(errno))))",
        path: prefix)
    }
    return made
  }

  /// Makes the first of `names` that is free as a new, empty file (O_EXCL, never through a link, readable by
  /// this user alone); nil, with `errno` set, when none could be made: all taken, or another failure.
  static func createFirstFree(of names: some Sequence<String>) -> String? {
    for name in names {
      let descriptor = open(name, O_CREAT | O_EXCL | O_NOFOLLOW | O_WRONLY | O_CLOEXEC, 0o600)
      if descriptor >= 0 {
        close(descriptor)
        return name
      }
      guard errno == EEXIST else { return nil }
    }
    return nil
  }

  /// The size of the regular file at `path`, 0 when there is none.
  static func size(_ path: String) -> Int64 {
    var info = stat()
    guard lstat(path, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG else { return 0 }
    return Int64(info.st_size)
  }

  private static func fileName(_ path: String) -> String { URL(fileURLWithPath: path).lastPathComponent }
}
