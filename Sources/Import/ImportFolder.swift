import Foundation

/// The private folder an Anki collection is unpacked into: `lingo-import-PID-XXXXXX` under the temporary
/// folder, made by `mkdtemp` (mode 0700), removed when the import ends; folders of imports whose process
/// is gone (killed mid-import) are removed at the start of the next.
struct ImportFolder {
  static let prefix = "lingo-import-"

  let path: String

  /// A new private folder, after the stale ones are removed; nil when none can be made.
  static func make() -> ImportFolder? {
    let temporary = FileManager.default.temporaryDirectory.path
    removeStale(in: temporary)
    var template = Array("\(temporary)/\(prefix)\(getpid())-XXXXXX".utf8CString)
    let made = template.withUnsafeMutableBufferPointer { buffer -> Bool in
      guard let base = buffer.baseAddress else { return false }
      return mkdtemp(base) != nil
    }
    guard made else { return nil }
    return ImportFolder(path: String(cString: template.map { UInt8(bitPattern: $0) } + [0]))
  }

  /// Removes the folder and all it holds.
  func remove() { try? FileManager.default.removeItem(atPath: path) }

  /// Removes the `lingo-import-PID-…` folders and files (this user's, not symlinks) in `folder` whose
  /// process no longer runs.
  static func removeStale(in folder: String) {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
    for name in names where name.hasPrefix(prefix) {
      let digits = name.dropFirst(prefix.count).prefix { $0.isASCII && $0.isNumber }
      guard !digits.isEmpty, name.dropFirst(prefix.count + digits.count).first == "-",
        let pid = pid_t(digits), pid > 0, pid != getpid()
      else { continue }
      guard kill(pid, 0) != 0, errno == ESRCH else { continue }
      let path = folder + "/" + name
      var info = stat()
      guard lstat(path, &info) == 0, info.st_uid == getuid() else { continue }
      let kind = info.st_mode & S_IFMT
      guard kind == S_IFDIR || kind == S_IFREG else { continue }
      try? FileManager.default.removeItem(atPath: path)
    }
  }
}
