import Foundation

/// How lingo's caches stay small: an entry is kept while it is used, and one unused for `lifetime` is
/// removed when its folder gets a new entry. Without it a folder grows with every edit of a course
/// (`checked/`), every course ever played (`compiled/`) and every lingo build (`spelling/`).
///
/// An entry's time of last change says when it was last used: a hit sets it to now. The machine's clock is
/// read, never a `--now` given to lingo: the entries' times are the file system's.
public enum CacheEntries {
  /// How long an entry unused is kept: thirty days.
  public static let lifetime: TimeInterval = 30 * 24 * 60 * 60

  /// Marks the entry at `path` used now; a cache that can't be written keeps its old time, no harm.
  public static func used(_ path: String) {
    _ = utimensat(AT_FDCWD, path, nil, 0)
  }

  /// Removes the regular files of `folder` whose names `isEntry` accepts and that were last used more
  /// than `lifetime` before `now`. Anything else in the folder is left alone, and a failure is no harm.
  public static func prune(_ folder: String, now: Date = Date(), isEntry: (String) -> Bool) {
    guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder) else { return }
    for name in names where isEntry(name) {
      let path = folder + "/" + name
      var info = stat()
      guard lstat(path, &info) == 0, info.st_mode & S_IFMT == S_IFREG else { continue }
      if now.timeIntervalSince1970 - Double(info.st_mtim.tv_sec) > lifetime { unlink(path) }
    }
  }

  /// Whether `name` is a temporary file a writer left behind when it was stopped between writing and
  /// renaming (`NAME.PID.tmp`), for the entries named `NAME` that `isEntry` accepts.
  public static func isLeftover(_ name: String, of isEntry: (String) -> Bool) -> Bool {
    guard name.hasSuffix(".tmp") else { return false }
    let parts = name.dropLast(4).split(separator: ".", omittingEmptySubsequences: false)
    guard parts.count >= 2, let pid = parts.last, !pid.isEmpty, pid.allSatisfy(\.isASCII),
      pid.allSatisfy(\.isNumber)
    else { return false }
    return isEntry(parts.dropLast().joined(separator: "."))
  }
}
