import Foundation

/// The backups beside a store, as a history: each backup records, in a small table of its own, its place
/// in the order backups were made (a sequence number, never the file's time) and whether an undo made it
/// (the state the undo replaced, which a redo brings back).
enum BackupHistory {
  /// One backup file and where it stands in the history.
  struct Entry: Equatable {
    var path: String
    /// 1 for the first backup made, one more for each after; 0 for a backup from before lingo numbered them.
    var sequence: Int64
    /// Made by an undo: what it replaced, for a redo. Otherwise made by a reset or a redo, for an undo.
    var undone: Bool
  }

  /// The table inside a backup that says where it stands.
  static let table = "lingo_backup"

  /// A backup larger than this is not lingo's (a ten-year store is a few megabytes) and is never opened.
  static let largest: Int64 = 1 << 30

  /// The backups of the store at `path`, newest first: by sequence, then by name. A file that is not a
  /// regular file of this user, is too large or is not SQLite is not a backup and is left alone.
  static func entries(of path: String) -> [Entry] {
    let url = URL(fileURLWithPath: path)
    let folder = url.deletingLastPathComponent().path
    let prefix = url.lastPathComponent + ".backup-"
    let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
    let found = names.filter { name in
      name.hasPrefix(prefix) && !StoreNeighbours.suffixes.contains { name.hasSuffix($0) }
    }.compactMap { entry(folder + "/" + $0) }
    return found.sorted { ($0.sequence, $0.path) > ($1.sequence, $1.path) }
  }

  /// The entry for the file at `path`, or nil when it is not a backup lingo could have made.
  static func entry(_ path: String) -> Entry? {
    guard StoreNeighbours.problem(path) == nil,
      !StoreNeighbours.suffixes.contains(where: { StoreNeighbours.problem(path + $0) != nil }),
      StoreNeighbours.size(path) <= largest, isSQLite(path)
    else { return nil }
    guard let database = try? SQLiteDatabase(path: path, create: false, readOnly: true),
      let rows = try? database.query("SELECT sequence, undone FROM \(table) LIMIT 1"),
      let row = rows.first, row.count == 2, case .integer(let sequence) = row[0], sequence > 0
    else { return Entry(path: path, sequence: 0, undone: false) }
    return Entry(path: path, sequence: sequence, undone: row[1] != .integer(0))
  }

  /// The sequence number the next backup takes, or nil when the numbers are used up.
  static func nextSequence(after entries: [Entry]) -> Int64? {
    let (next, overflow) = (entries.map(\.sequence).max() ?? 0).addingReportingOverflow(1)
    return overflow ? nil : next
  }

  /// Whether the file at `path` starts as every SQLite database does; read without following a link and
  /// without waiting on a FIFO.
  private static func isSQLite(_ path: String) -> Bool {
    let descriptor = open(path, O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC)
    guard descriptor >= 0 else { return false }
    defer { close(descriptor) }
    var header = [UInt8](repeating: 0, count: 16)
    guard read(descriptor, &header, 16) == 16 else { return false }
    return header == Array("SQLite format 3\0".utf8)
  }

  /// Runs `body` while this process alone, of every lingo, changes the history of the store at `path`:
  /// a lock on the store's folder, waited for up to `timeout` milliseconds.
  static func locked<T>(_ path: String, timeout: Int32, _ body: () throws(StoreError) -> T) throws(StoreError)
    -> T
  {
    let folder = URL(fileURLWithPath: path).deletingLastPathComponent().path
    let descriptor = open(folder, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
    guard descriptor >= 0 else {
      throw StoreError(kind: .cannotOpen, message: "cannot open its folder", path: path)
    }
    defer { close(descriptor) }
    var waited: Int32 = 0
    while flock(descriptor, LOCK_EX | LOCK_NB) != 0 {
      guard errno == EWOULDBLOCK || errno == EINTR, waited < timeout else {
        throw StoreError(kind: .locked, message: "another lingo is resetting or undoing", path: path)
      }
      usleep(10_000)
      waited += 10
    }
    defer { flock(descriptor, LOCK_UN) }
    return try body()
  }
}
