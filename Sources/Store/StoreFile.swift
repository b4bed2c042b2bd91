import Foundation

/// The progress file on disk: made whole before it appears, so no lingo ever opens a half-made one, and
/// refused when empty rather than taken for a new store.
enum StoreFile {
  /// Makes sure a store is at `path`: a missing one is built beside it and linked into place (when two
  /// lingos race, one wins and both use its file); an empty file is damaged and left as it is; a store or a
  /// file beside it that is not a regular file of this user, or a log that is not the store's, is refused.
  static func prepare(_ path: String, busyTimeout: Int32) throws(StoreError) {
    try refuseEmpty(path)
    var info = stat()
    if lstat(path, &info) == 0 {
      try StoreNeighbours.checkLog(path)
      return
    }
    // Anything but a missing file is left for SQLite to open and explain.
    guard errno == ENOENT else { return }
    removeAbandoned(beside: path)
    // A name no one else can have taken or planted a link at: made here, exclusively, with a random tail.
    let temporary = try StoreNeighbours.createExclusive(prefix: path + ".new-\(getpid())-")
    defer { remove(temporary) }
    try build(temporary, busyTimeout: busyTimeout)
    if link(temporary, path) != 0 && errno != EEXIST {
      // A file system without hard links: a rename is not exclusive, but the file it puts there is whole.
      if Foundation.rename(temporary, path) != 0 {
        throw StoreError(
          kind: .cannotOpen, message: String(cString: strerror(errno)), path: path)
      }
    }
  }

  /// Refuses a store at `path` that is not a regular file of this user (a link, a FIFO, a folder) or has
  /// such a file beside it, before anything opens it; and refuses an empty file as damaged: it is never
  /// taken for a new store.
  static func refuseEmpty(_ path: String) throws(StoreError) {
    try StoreNeighbours.check(path)
    var info = stat()
    guard lstat(path, &info) == 0, info.st_size == 0, (info.st_mode & S_IFMT) == S_IFREG else { return }
    throw StoreError(
      kind: .corrupt, message: "the file is empty; 'lingo reset --undo' brings back the last backup",
      path: path)
  }

  /// A store with its whole schema at `path`, written without a journal (it is thrown away if anything
  /// fails) and synced once, closed before it is linked into place.
  static func build(_ path: String, busyTimeout: Int32) throws(StoreError) {
    do {
      let database = try SQLiteDatabase(path: path, scratch: true, busyTimeout: busyTimeout)
      try Migrations.migrate(database)
    }
    try sync(path)
  }

  /// Writes the file at `path` through to the disk (never through a link).
  static func sync(_ path: String) throws(StoreError) {
    let descriptor = open(path, O_RDONLY | O_NOFOLLOW | O_CLOEXEC)
    guard descriptor >= 0, fsync(descriptor) == 0 else {
      if descriptor >= 0 { close(descriptor) }
      throw StoreError(kind: .cannotOpen, message: "cannot sync the new file", path: path)
    }
    close(descriptor)
  }

  /// Deletes the half-built stores that lingos killed while making or restoring one left beside `path`.
  static func removeAbandoned(beside path: String) {
    let url = URL(fileURLWithPath: path)
    let prefixes = [".new-", ".restoring-"].map { url.lastPathComponent + $0 }
    let names =
      (try? FileManager.default.contentsOfDirectory(atPath: url.deletingLastPathComponent().path)) ?? []
    for name in names {
      guard let prefix = prefixes.first(where: { name.hasPrefix($0) }) else { continue }
      let pid = Int32(name.dropFirst(prefix.count).prefix { $0 != "-" })
      guard let pid, pid > 0, kill(pid, 0) != 0, errno == ESRCH else { continue }
      remove(url.deletingLastPathComponent().appendingPathComponent(name).path)
    }
  }

  /// Deletes `path` and SQLite's side files, if they are there.
  static func remove(_ path: String) {
    for suffix in ["", "-wal", "-shm", "-journal"] { unlink(path + suffix) }
  }
}
