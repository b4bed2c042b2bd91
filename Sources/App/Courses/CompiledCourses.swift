import Course
import Foundation
import Language
import Terminal

/// Compiled courses: a course file found playable is kept in a compact binary form (`CourseArchive`), so
/// that the next start of a lesson reads its path and glossary and only the exercises of the lesson played,
/// whatever the course's size, instead of parsing, decoding and checking the whole file again.
///
/// Each course file has one archive, named by the SHA-256 of its path, so an edited course replaces its
/// archive and the folder never holds more than one per course. The archive's stamp says what it was made
/// from: the SHA-256 of the course file's identity as `stat` gives it (device, inode, size and times of
/// change) and of this lingo build (`FileIdentity.executable`), then the dictionaries of the course's
/// languages the same way. A course edited, another lingo, a dictionary updated: each gives another stamp,
/// and the file is read, checked and compiled again. The identity is taken before the file is read, and a
/// file changed within the last `settle` seconds is not compiled, so an edit made while it was read can't
/// hide behind an unchanged identity (the coarse file clock aside). The folder is
/// `$XDG_CACHE_HOME/lingo/compiled` (else `~/.cache/lingo/compiled`); when it can't be written nothing is
/// kept, and nothing else changes.
public struct CompiledCourses: Sendable {
  let folder: String
  /// How long ago a course file must have changed for it to be compiled.
  static let settle = 0.5

  public init?(variables: [String: String]) {
    guard let cache = XDGFolder.path("XDG_CACHE_HOME", fallback: ".cache", variables: variables) else {
      return nil
    }
    folder = cache + "/lingo/compiled"
  }

  /// The identity of the course file at `path` as it is now, taken before it is read; nil when it has
  /// changed too recently to be compiled, or can't be named.
  func identity(of path: String, now: Date = Date()) -> String? {
    var info = stat()
    guard stat(path, &info) == 0, info.st_mode & S_IFMT == S_IFREG else { return nil }
    let changed = Double(info.st_ctim.tv_sec) + Double(info.st_ctim.tv_nsec) / 1e9
    guard now.timeIntervalSince1970 - changed >= Self.settle else { return nil }
    return Self.digest(["lingo-compiled-2", FileIdentity.signature(of: path), FileIdentity.executable])
  }

  /// Where the archive of the course file at `path` is kept.
  func archive(of path: String) -> String? {
    Self.digest(["lingo-compiled-course", path]).map { folder + "/" + $0 }
  }

  /// The SHA-256 of `parts`, each ended by a line break so that two parts never read as one; nil when no
  /// digest can be made.
  static func digest(_ parts: [String]) -> String? {
    guard let digest = SHA256Digest() else { return nil }
    for part in parts {
      digest.add(part)
      digest.add("\n")
    }
    return digest.finish()
  }

  /// What an archive of the file whose identity is `identity`, a course in `codes`, is made from: that
  /// identity, and its dictionaries as they are now.
  static func stamp(identity: String, codes: [String], shelf: LexiconShelf) -> String {
    ([identity] + codes.flatMap { [$0] + shelf.dictionaryFiles($0) }.map(FileIdentity.signature))
      .joined(separator: "\n")
  }

  /// The compiled course of the file at `path`, when its archive was made from the file whose identity is
  /// `identity` and these dictionaries; a node whose block can't be read is read from the course file itself.
  func load(_ path: String, identity: String, shelf: LexiconShelf) -> Course? {
    guard let name = archive(of: path), let file = ArchiveFile(name) else { return nil }
    guard let head = try? CourseArchive.head(file.read(at: 0, count: CourseArchive.longestHead) ?? []),
      head.stamp.hasPrefix(identity + "\n"),
      let skeleton = file.read(at: head.skeletonStart, count: head.skeletonLength)
    else { return nil }
    let blocks = head.skeletonStart + head.skeletonLength
    let course = try? CourseArchive.course(
      skeleton, head: head,
      block: { offset, length in
        let (start, overflow) = blocks.addingReportingOverflow(offset)
        return overflow ? nil : file.read(at: start, count: length)
      },
      fallback: { Self.course(at: path) })
    guard let course, head.stamp == Self.stamp(identity: identity, codes: Self.codes(course), shelf: shelf)
    else { return nil }
    CacheEntries.used(name)
    return course
  }

  /// Keeps `course`, read from the file at `path` whose identity was `identity`, for the next start, in
  /// place of its archive before: written to a file of its own and renamed into place, so no reader sees
  /// half of it. A failure is no harm.
  func store(_ course: Course, path: String, identity: String, shelf: LexiconShelf) {
    guard let target = archive(of: path) else { return }
    let stamp = Self.stamp(identity: identity, codes: Self.codes(course), shelf: shelf)
    let bytes = CourseArchive.encode(course, stamp: stamp)
    guard (try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)) != nil
    else { return }
    let temporary = target + ".\(getpid()).tmp"
    guard FileManager.default.createFile(atPath: temporary, contents: Data(bytes)) else { return }
    if rename(temporary, target) != 0 { unlink(temporary) }
    // The archives of courses unplayed for a month go (a course moved or deleted leaves its own behind).
    CacheEntries.prune(folder) {
      SHA256Digest.isDigest($0) || CacheEntries.isLeftover($0, of: SHA256Digest.isDigest)
    }
  }

  static func codes(_ course: Course) -> [String] { [course.language.code, course.fromLanguage.code] }

  /// The course read from the course file itself, when a compiled block is damaged.
  static func course(at path: String) -> Course? {
    guard case .success(let data) = CourseBytes.read(path) else { return nil }
    return CourseLoader.load(data).course
  }
}

/// An archive open for reading, its blocks read when a node is first played; closed when the last course
/// read from it goes.
final class ArchiveFile: Sendable {
  private let descriptor: Int32

  /// Opens the regular file at `path` (never following a link); nil when there is none.
  init?(_ path: String) {
    let descriptor = open(path, O_RDONLY | O_NOFOLLOW | O_CLOEXEC)
    guard descriptor >= 0 else { return nil }
    var info = stat()
    guard fstat(descriptor, &info) == 0, info.st_mode & S_IFMT == S_IFREG else {
      close(descriptor)
      return nil
    }
    self.descriptor = descriptor
  }

  deinit { close(descriptor) }

  /// Up to `count` bytes from `offset` (fewer at the file's end); nil when they can't be read.
  func read(at offset: Int, count: Int) -> [UInt8]? {
    guard offset >= 0, count >= 0, count <= CourseRanges.fileBytes, offset <= Int.max - count else {
      return nil
    }
    // Read into memory not first filled with zeros: a skeleton is a megabyte.
    var failed = false
    let bytes = [UInt8](unsafeUninitializedCapacity: count) { buffer, initialized in
      var done = 0
      while done < count {
        let read = pread(descriptor, buffer.baseAddress.map { $0 + done }, count - done, off_t(offset + done))
        if read < 0, errno == EINTR { continue }
        guard read >= 0 else {
          failed = true
          break
        }
        if read == 0 { break }
        done += read
      }
      initialized = done
    }
    return failed ? nil : bytes
  }
}
