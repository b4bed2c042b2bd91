import Foundation
import Store

/// Where `lingo import` writes the course: standard output for `--out -`, else a regular file.
///
/// `--out` is refused, before anything is read, when it is a folder, a FIFO, a device or a socket, a
/// symlink to nothing, the progress file or one of its backups, journals and WAL files, or one of the
/// files imported (compared by device and inode, after following symlinks). A symlink to a regular file
/// is written through: the file it points to is replaced and the link kept.
enum ImportOutput: Equatable {
  case standardOutput
  /// The regular file to replace or create, symlinks followed, and the mode to give it (nil: new file).
  case file(path: String, mode: mode_t?)

  /// Where `out` writes, or the one line that says why it is refused.
  static func resolve(_ out: String, inputs: [String], storePath: String?) -> Result<ImportOutput, Refusal> {
    if out == "-" { return .success(.standardOutput) }
    var path = out
    var link = stat()
    if lstat(out, &link) == 0, link.st_mode & S_IFMT == S_IFLNK {
      guard let resolved = realpath(out, nil) else {
        return .failure(Refusal("'\(out)' is a symlink to nothing; give the file itself"))
      }
      path = String(cString: resolved)
      free(resolved)
    }
    var target = stat()
    let exists = stat(path, &target) == 0
    if exists {
      let kind = target.st_mode & S_IFMT
      guard kind == S_IFREG else {
        let what =
          kind == S_IFDIR
          ? "a folder" : kind == S_IFIFO ? "a FIFO" : kind == S_IFSOCK ? "a socket" : "a device"
        return .failure(
          Refusal(
            "'\(out)' is \(what), not a course file; use --out - to write the course to standard output"))
      }
      for input in inputs {
        var source = stat()
        if stat(input, &source) == 0, source.st_dev == target.st_dev, source.st_ino == target.st_ino {
          return .failure(
            Refusal("'\(out)' is '\(input)', a file being imported; write the course elsewhere"))
        }
      }
    }
    if let storePath, isProgress(path, exists: exists ? target : nil, storePath: storePath) {
      return .failure(
        Refusal("'\(out)' is lingo's progress file or one of its backups; write the course elsewhere"))
    }
    return .success(.file(path: path, mode: exists ? target.st_mode & 0o7777 : nil))
  }

  /// Whether `path` is the store at `storePath`, its `-wal`, `-shm` or `-journal`, or one of its backups:
  /// a file in the store's folder whose name starts with the store's, or a hard link to one.
  private static func isProgress(_ path: String, exists target: stat?, storePath: String) -> Bool {
    let store = URL(fileURLWithPath: storePath)
    let folder = store.deletingLastPathComponent().path
    let name = store.lastPathComponent
    var storeFolder = stat()
    var parent = stat()
    let candidate = URL(fileURLWithPath: path)
    if stat(folder, &storeFolder) == 0, stat(candidate.deletingLastPathComponent().path, &parent) == 0,
      storeFolder.st_dev == parent.st_dev, storeFolder.st_ino == parent.st_ino,
      candidate.lastPathComponent.hasPrefix(name)
    {
      return true
    }
    guard let target else { return false }
    let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
    return names.filter { $0.hasPrefix(name) }.contains { entry in
      var other = stat()
      return stat(folder + "/" + entry, &other) == 0 && other.st_dev == target.st_dev
        && other.st_ino == target.st_ino
    }
  }

  /// Why `--out` is refused: one line.
  struct Refusal: Error, Equatable {
    let message: String
    init(_ message: String) { self.message = message }
  }
}

/// Writes a file atomically: a new temporary file beside it, with a random name and created exclusively
/// (never through a symlink planted there), flushed, then renamed over it.
enum AtomicFile {
  /// Nil when written, else why not. `mode` is the replaced file's; a new file is 0644 less the umask.
  static func write(_ bytes: Data, to path: String, mode: mode_t?) -> String? {
    let url = URL(fileURLWithPath: path)
    let folder = url.deletingLastPathComponent()
    var temporary = ""
    var descriptor: Int32 = -1
    for _ in 0..<16 {
      let suffix = String(UInt64.random(in: 0...UInt64.max), radix: 36)
      temporary = folder.appendingPathComponent(".\(url.lastPathComponent).\(suffix).tmp").path
      descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o644)
      if descriptor >= 0 || errno != EEXIST { break }
    }
    guard descriptor >= 0 else { return String(cString: strerror(errno)) }
    if let mode, fchmod(descriptor, mode) != 0 {
      let reason = String(cString: strerror(errno))
      close(descriptor)
      unlink(temporary)
      return reason
    }
    if let reason = writeAll(bytes, to: descriptor) {
      close(descriptor)
      unlink(temporary)
      return reason
    }
    let synced = fsync(descriptor) == 0
    close(descriptor)
    guard synced, rename(temporary, path) == 0 else {
      let reason = String(cString: strerror(errno))
      unlink(temporary)
      return reason
    }
    return nil
  }

  /// Writes every byte of `bytes` to `descriptor`; nil when done, else why not.
  private static func writeAll(_ bytes: Data, to descriptor: Int32) -> String? {
    bytes.withUnsafeBytes { buffer -> String? in
      var offset = 0
      while offset < buffer.count {
        guard let base = buffer.baseAddress else { return "nothing could be written" }
        let written = Glibc.write(descriptor, base + offset, buffer.count - offset)
        if written < 0 && errno == EINTR { continue }
        if written <= 0 { return written < 0 ? String(cString: strerror(errno)) : "nothing could be written" }
        offset += written
      }
      return nil
    }
  }
}
