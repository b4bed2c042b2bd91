import Foundation

/// The app's command history on disk, read and written by lingo itself rather than by readline, so it is
/// never opened through a link, never waited on as a FIFO, never read past a size, and never holds a
/// control character: a file that is not a regular file of this user is left alone and no history is kept.
struct HistoryFile {
  /// The most lines kept.
  static let lines = 1_000
  /// The most bytes read; a longer file keeps only its last lines.
  static let largest = 256 * 1024

  let path: String

  /// The file's folder is made readable by this user alone when it is made.
  init(path: String) {
    self.path = path
    let folder = (path as NSString).deletingLastPathComponent
    try? FileManager.default.createDirectory(
      atPath: folder, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
  }

  /// The lines kept, oldest first, each made safe; none when the file is missing or not one to trust.
  func load() -> [String] {
    let descriptor = open(path, O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC)
    guard descriptor >= 0 else { return [] }
    defer { close(descriptor) }
    guard let size = Self.trustedSize(descriptor) else { return [] }
    let start = max(0, size - Int64(Self.largest))
    guard lseek(descriptor, off_t(start), SEEK_SET) == off_t(start) else { return [] }
    var bytes = [UInt8](repeating: 0, count: Self.largest)
    var count = 0
    while count < bytes.count {
      let got = bytes.withUnsafeMutableBytes { buffer -> Int in
        guard let base = buffer.baseAddress else { return -1 }
        return read(descriptor, base + count, buffer.count - count)
      }
      if got <= 0 { break }
      count += got
    }
    var text = String(decoding: bytes[..<count], as: UTF8.self).split(separator: "\n").map(String.init)
    // A file read from its middle starts with part of a line.
    if start > 0, !text.isEmpty { text.removeFirst() }
    return text.map(Self.safe).filter { !$0.isEmpty }.suffix(Self.lines).map { $0 }
  }

  /// Adds `line`, made safe, to the end of the file (made readable by this user alone); when the file grows
  /// past its size it is rewritten with `kept`, the newest lines. Nothing is written to a file not to trust.
  func append(_ line: String, kept: [String]) {
    let safe = Self.safe(line)
    guard !safe.isEmpty else { return }
    let descriptor = open(path, O_WRONLY | O_APPEND | O_CREAT | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC, 0o600)
    guard descriptor >= 0 else { return }
    defer { close(descriptor) }
    guard let size = Self.trustedSize(descriptor) else { return }
    Self.write(descriptor, safe + "\n")
    if size > Int64(Self.largest) - Int64(safe.utf8.count) { rewrite(kept.suffix(Self.lines).map(Self.safe)) }
  }

  /// Replaces the file with `lines` through a new file renamed into place.
  private func rewrite(_ lines: [String]) {
    let temporary = path + ".new-\(getpid())-\(UInt64.random(in: 0...UInt64.max))"
    let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o600)
    guard descriptor >= 0 else { return }
    Self.write(descriptor, lines.map { $0 + "\n" }.joined())
    close(descriptor)
    if rename(temporary, path) != 0 { unlink(temporary) }
  }

  /// The size of the open file when it is a regular file of this user with one name, else nil.
  private static func trustedSize(_ descriptor: Int32) -> Int64? {
    var info = stat()
    guard fstat(descriptor, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG, info.st_uid == geteuid(),
      info.st_nlink == 1
    else { return nil }
    return Int64(info.st_size)
  }

  private static func write(_ descriptor: Int32, _ text: String) {
    let bytes = Array(text.utf8)
    var written = 0
    while written < bytes.count {
      let count = bytes.withUnsafeBytes { buffer -> Int in
        guard let base = buffer.baseAddress else { return -1 }
        return Foundation.write(descriptor, base + written, buffer.count - written)
      }
      if count <= 0 { return }
      written += count
    }
  }

  /// `line` without control characters (C0, DEL, C1), so a recalled or stored line never carries one.
  static func safe(_ line: String) -> String {
    var result = String.UnicodeScalarView()
    for scalar in line.unicodeScalars where !(scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value)) {
      result.append(scalar)
    }
    return String(result).trimmingCharacters(in: .whitespaces)
  }
}
