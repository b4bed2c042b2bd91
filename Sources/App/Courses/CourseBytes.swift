import Course
import Foundation
import JSON

/// Reads a course file's bytes: a regular file, a pipe such as `<(cat course.json)` or a FIFO, never more
/// than `CourseRanges.fileBytes`, with a reason a person can act on when it can't.
public enum CourseBytes {
  /// Why a file could not be read as a course, said of the file ("it is a directory").
  public struct Reason: Error, Equatable {
    public let text: String
  }

  /// The bytes of the file at `path`, or why they can't be read.
  static func read(_ path: String, limit: Int = CourseRanges.fileBytes) -> Result<Data, Reason> {
    read(path, limit: limit, mapping: false).map(\.data)
  }

  /// The bytes of the file at `path`, or why they can't be read. With `mapping`, a regular file of a MiB
  /// or more is mapped rather than read, and its mapping given too, so that its pages can be dropped once
  /// read: for a command that reads a file through once, never for one that keeps it.
  static func read(_ path: String, limit: Int = CourseRanges.fileBytes, mapping: Bool) -> Result<
    (data: Data, pages: MappedPages?), Reason
  > {
    var info = stat()
    guard stat(path, &info) == 0 else { return .failure(reason(errno)) }
    if info.st_mode & S_IFMT == S_IFDIR {
      return .failure(Reason(text: "it is a directory, not a course file"))
    }
    // A device is no course: `/dev/zero` would be read to the limit, a gigabyte of memory, before it ends.
    // A terminal is kept (a course typed or pasted, ended with Ctrl-D), as `cat` reads one.
    let kind = info.st_mode & S_IFMT
    if kind == S_IFBLK || kind == S_IFSOCK || (kind == S_IFCHR && !Self.isTerminal(path)) {
      return .failure(Reason(text: "it is a device, not a course file"))
    }
    // A FIFO blocks here until something writes to it, as `cat` does.
    let descriptor = open(path, O_RDONLY | O_CLOEXEC)
    guard descriptor >= 0 else { return .failure(reason(errno)) }
    defer { close(descriptor) }
    // A regular file is read into a buffer of its size, with a byte to spare to see its end in the same
    // read; a pipe, a FIFO or a device grows the buffer as it reads. Either way the buffer becomes the
    // `Data`, with no copy.
    let isRegular = info.st_mode & S_IFMT == S_IFREG
    if isRegular, info.st_size > limit { return .failure(tooLarge(limit)) }
    if mapping, isRegular, info.st_size >= 1 << 20,
      let pages = MappedPages(descriptor: descriptor, length: Int(info.st_size))
    {
      return .success((pages.data, pages))
    }
    let capacity = Swift.min(isRegular ? Int(info.st_size) + 1 : 1 << 16, limit + 1)
    guard var buffer = ReadBuffer(capacity: capacity) else {
      return .failure(Reason(text: "there is no memory to read it"))
    }
    var count = 0
    while true {
      // The buffer may be larger than asked for, but no more than `limit` bytes and one are read.
      let room = Swift.min(buffer.capacity, limit + 1)
      if count == room {
        guard count <= limit else {
          buffer.release()
          return .failure(tooLarge(limit))
        }
        // (A file in /proc says it is empty and is not: its buffer grows from one byte.)
        guard buffer.grow(to: Swift.min(Swift.max(count * 2, 1 << 16), limit + 1)) else {
          buffer.release()
          return .failure(Reason(text: "there is no memory to read it"))
        }
        continue
      }
      let read = Glibc.read(descriptor, buffer.base + count, room - count)
      if read < 0 {
        if errno == EINTR { continue }
        let failure = reason(errno)
        buffer.release()
        return .failure(failure)
      }
      if read == 0 { break }
      count += read
    }
    let data = buffer.data(count: count)
    // An empty file is read, and the JSON parser says what is wrong with it, at line 1, column 1.
    return .success((data, nil))
  }

  /// The reason for a file longer than `limit` bytes.
  /// Whether the character device at `path` is a terminal (opened without waiting, and without becoming the
  /// process's controlling terminal).
  private static func isTerminal(_ path: String) -> Bool {
    let descriptor = open(path, O_RDONLY | O_NONBLOCK | O_NOCTTY | O_CLOEXEC)
    guard descriptor >= 0 else { return false }
    defer { close(descriptor) }
    return isatty(descriptor) == 1
  }

  static func tooLarge(_ limit: Int) -> Reason {
    Reason(text: "it holds more than \(limit >> 20) MiB, larger than any course file may be")
  }

  /// The reason for `code`, in lower case as the rest of the line is.
  private static func reason(_ code: Int32) -> Reason {
    switch code {
    case ENOENT: Reason(text: "no such file")
    case EACCES: Reason(text: "permission denied")
    case EISDIR: Reason(text: "it is a directory, not a course file")
    default: Reason(text: String(cString: strerror(code)).lowercased())
    }
  }
}
