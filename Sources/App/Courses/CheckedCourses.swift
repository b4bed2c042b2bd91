import Foundation
import Language
import Terminal

/// The courses already found playable, so a lesson does not re-check an unchanged course at every start.
///
/// A verdict is remembered under a digest of everything the check read: the course's bytes, this lingo
/// executable and the dictionaries of the course's languages. Any change to one of them gives another digest,
/// and the course is checked again. Only "no errors" is remembered; a course with errors is always checked,
/// so its findings are always shown. The folder is `$XDG_CACHE_HOME/lingo/checked` (else
/// `~/.cache/lingo/checked`); when it can't be written, nothing is remembered and nothing else changes.
public struct CheckedCourses {
  let folder: String

  public init?(variables: [String: String]) {
    guard let cache = XDGFolder.path("XDG_CACHE_HOME", fallback: ".cache", variables: variables) else {
      return nil
    }
    folder = cache + "/lingo/checked"
  }

  /// The name a verdict on `bytes`, checked with the dictionaries of `codes` on `shelf`, is kept under.
  static func key(bytes: Data, codes: [String], shelf: LexiconShelf) -> String {
    var digest = Digest()
    bytes.withUnsafeBytes { digest.add($0) }
    // Each code is signed too (as a file that is not there), so that which language a file serves counts.
    let files = ["/proc/self/exe"] + codes.flatMap { [$0] + shelf.dictionaryFiles($0) }
    for part in files.map(Self.signature) {
      Array(part.utf8).withUnsafeBytes { digest.add($0) }
    }
    return String(digest.value, radix: 16)
  }

  /// Whether the course under `key` was found playable before.
  func isPlayable(_ key: String) -> Bool { FileManager.default.fileExists(atPath: folder + "/" + key) }

  /// Remembers that the course under `key` is playable; a failure to write is no harm.
  func rememberPlayable(_ key: String) {
    try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    _ = FileManager.default.createFile(atPath: folder + "/" + key, contents: Data())
  }

  /// A file's identity as far as a check is concerned: its real path, size and modification time.
  static func signature(of path: String) -> String {
    var info = stat()
    guard stat(path, &info) == 0 else { return path + ":none" }
    return "\(path):\(info.st_size):\(info.st_mtim.tv_sec).\(info.st_mtim.tv_nsec)"
  }

  /// FNV-1a over 64 bits: not secret, just a fingerprint that any changed byte changes.
  private struct Digest {
    var value: UInt64 = 0xCBF2_9CE4_8422_2325

    mutating func add(_ bytes: UnsafeRawBufferPointer) {
      var hash = value
      for byte in bytes { hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01B3 }
      value = hash ^ 0xFF
    }
  }
}
