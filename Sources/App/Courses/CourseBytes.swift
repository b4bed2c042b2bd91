import Course
import Foundation

/// Reads a course file's bytes: a regular file, a pipe such as `<(cat course.json)` or a FIFO, never more
/// than `CourseRanges.fileBytes`, with a reason a person can act on when it can't.
public enum CourseBytes {
  /// Why a file could not be read as a course, said of the file ("it is a directory").
  public struct Reason: Error, Equatable {
    public let text: String
  }

  /// The bytes of the file at `path`, or why they can't be read.
  static func read(_ path: String, limit: Int = CourseRanges.fileBytes) -> Result<Data, Reason> {
    var info = stat()
    guard stat(path, &info) == 0 else { return .failure(reason(errno)) }
    if info.st_mode & S_IFMT == S_IFDIR {
      return .failure(Reason(text: "it is a directory, not a course file"))
    }
    // A FIFO blocks here until something writes to it, as `cat` does.
    let descriptor = open(path, O_RDONLY | O_CLOEXEC)
    guard descriptor >= 0 else { return .failure(reason(errno)) }
    defer { close(descriptor) }
    var data = Data()
    var buffer = [UInt8](repeating: 0, count: 1 << 16)
    while true {
      let count = buffer.withUnsafeMutableBytes { Glibc.read(descriptor, $0.baseAddress, $0.count) }
      if count < 0 {
        if errno == EINTR { continue }
        return .failure(reason(errno))
      }
      if count == 0 { break }
      guard data.count + count <= limit else {
        let mebibytes = limit >> 20
        return .failure(
          Reason(text: "it holds more than \(mebibytes) MiB, larger than any course file may be"))
      }
      data.append(contentsOf: buffer[..<count])
    }
    // An empty file is read, and the JSON parser says what is wrong with it, at line 1, column 1.
    return .success(data)
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
