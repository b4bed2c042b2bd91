import Foundation
import Language
import Terminal

/// The courses already found playable, so a lesson does not re-check an unchanged course at every start.
///
/// A verdict is remembered under the SHA-256 of everything the check read: the course's bytes, this lingo
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

  /// The name a verdict on `bytes`, checked with the dictionaries of `codes` on `shelf`, is kept under: the
  /// SHA-256 of them all, so that no course can be made to share a checked course's name. Nil when no
  /// digest can be made; then nothing is looked up or remembered.
  static func key(bytes: Data, codes: [String], shelf: LexiconShelf) -> String? {
    guard let digest = SHA256Digest() else { return nil }
    digest.add("lingo-checked-1")
    var length = UInt64(bytes.count).littleEndian
    withUnsafeBytes(of: &length) { digest.add($0) }
    bytes.withUnsafeBytes { digest.add($0) }
    digest.add(FileIdentity.executable)
    // Each code is signed too (as a file that is not there), so that which language a file serves counts.
    let files = codes.flatMap { [$0] + shelf.dictionaryFiles($0) }
    for part in files.map(FileIdentity.signature) { digest.add(part) }
    return digest.finish()
  }

  /// Whether the course under `key` was found playable before; the verdict is then marked used.
  func isPlayable(_ key: String) -> Bool {
    guard FileManager.default.fileExists(atPath: folder + "/" + key) else { return false }
    CacheEntries.used(folder + "/" + key)
    return true
  }

  /// Remembers that the course under `key` is playable, and forgets the verdicts unused for a month (each
  /// edit of a course leaves one behind); a failure to write is no harm.
  func rememberPlayable(_ key: String) {
    try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    _ = FileManager.default.createFile(atPath: folder + "/" + key, contents: Data())
    CacheEntries.prune(folder, isEntry: SHA256Digest.isDigest)
  }
}
