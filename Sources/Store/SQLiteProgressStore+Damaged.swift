import Foundation

/// `reset --undo` when the store is too damaged to open: the newest backup takes its place, and the damaged
/// file is kept beside it under a name no other file has.
extension SQLiteProgressStore {
  /// What an undo over a damaged store did: the backup brought back, and where the damaged file went.
  public struct DamageRestore: Equatable, Sendable {
    public var restored: String
    /// `progress.sqlite3.damaged-STAMP` (or `-2` and on when taken); nil when no file was there.
    public var damaged: String?
  }

  /// Brings back the newest backup a reset made when the store at `path` is too damaged to open; the
  /// backup restored, or nil when there is none.
  public static func restoreNewestBackup(replacingDamaged path: String, stamp: String) throws(StoreError)
    -> String?
  {
    try restore(replacingDamaged: path, stamp: stamp)?.restored
  }

  /// Brings back the newest backup a reset made (or, `redoing`, the newest an undo made) when the store at
  /// `path` is too damaged to open: while the history is locked, the backup is checked, its rows are copied
  /// into a new store built under a random name, the damaged file (and its log) is moved aside, and the new
  /// store is renamed into place.
  public static func restore(
    replacingDamaged path: String, stamp: String, redoing: Bool = false, busyTimeout: Int32 = 5_000
  ) throws(StoreError) -> DamageRestore? {
    try BackupHistory.locked(path, timeout: busyTimeout) { () throws(StoreError) -> DamageRestore? in
      let entries = BackupHistory.entries(of: path)
      guard let newest = entries.first(where: { $0.undone == redoing }) else { return nil }
      try check(newest.path)
      StoreFile.removeAbandoned(beside: path)
      let copy = try StoreNeighbours.createExclusive(prefix: path + ".restoring-\(getpid())-")
      defer { StoreFile.remove(copy) }
      try StoreFile.build(copy, busyTimeout: busyTimeout)
      do {
        let database = try SQLiteDatabase(path: copy, create: false, busyTimeout: busyTimeout)
        try database.query("ATTACH DATABASE ? AS restored", [.text(newest.path)])
        try database.transaction { () throws(StoreError) in try copyRows(from: "restored", into: database) }
        try database.execute("DETACH DATABASE restored")
      }
      try StoreFile.sync(copy)
      let damaged = try keepAside(path, stamp: stamp)
      guard rename(copy, path) == 0 else {
        throw StoreError(
          kind: .cannotOpen, message: "cannot put the backup in place: \(String(cString: strerror(errno)))",
          path: path)
      }
      StoreFile.remove(newest.path)
      return DamageRestore(restored: newest.path, damaged: damaged)
    }
  }

  /// Moves the damaged store at `path` and its side files to `path.damaged-STAMP`, a name taken
  /// exclusively (a hard link that fails when the name exists), never over another file; the new name.
  private static func keepAside(_ path: String, stamp: String) throws(StoreError) -> String? {
    var info = stat()
    guard lstat(path, &info) == 0 else { return nil }
    for number in 1...10_000 {
      let target = path + ".damaged-" + (number == 1 ? stamp : "\(stamp)-\(number)")
      let taken = ([""] + StoreNeighbours.suffixes).contains { suffix in
        var other = stat()
        return lstat(target + suffix, &other) == 0
      }
      if taken { continue }
      guard link(path, target) == 0 else {
        if errno == EEXIST { continue }
        throw StoreError(
          kind: .cannotOpen, message: "cannot keep the damaged file: \(String(cString: strerror(errno)))",
          path: path)
      }
      // The side files go with it (their names beside the target are free), so none is read with the backup.
      for suffix in StoreNeighbours.suffixes { rename(path + suffix, target + suffix) }
      unlink(path)
      return target
    }
    throw StoreError(kind: .cannotOpen, message: "cannot name the damaged file", path: path)
  }
}
