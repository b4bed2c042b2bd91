import Foundation

/// What went wrong with the process's standard streams, noted as it happens and turned into the exit code
/// at the end; also whether progress was saved, so a failed write can say so.
public final class StreamStatus: @unchecked Sendable {
  /// Why writing to standard output failed, the first time it did.
  public var outputFailure: String?
  /// Why writing to standard error failed, the first time it did.
  public var errorFailure: String?
  /// Why reading standard input failed.
  public var inputFailure: String?
  /// Whether the command saved a change to the learner's progress.
  public var saved = false

  public init() {}
}

/// The real standard streams: whole writes that never crash, and lines that end in LF, CR LF or CR.
final class StandardStreams {
  let status = StreamStatus()
  private var input: [UInt8] = []
  private var start = 0
  private var ended = false
  /// Whether nothing has been read yet: a byte-order mark there is dropped.
  private var atStart = true

  /// Puts `/dev/null` on any of descriptors 0, 1 and 2 that is closed, so no file lingo opens takes its
  /// number; a closed standard stream is noted as failed instead.
  init() {
    for descriptor: Int32 in 0...2 where fcntl(descriptor, F_GETFD) == -1 && errno == EBADF {
      let opened = open("/dev/null", descriptor == 0 ? O_RDONLY : O_WRONLY)
      if opened >= 0, opened != descriptor {
        dup2(opened, descriptor)
        close(opened)
      }
      switch descriptor {
      case 0: status.inputFailure = "it is closed"
      case 1: status.outputFailure = "it is closed"
      default: status.errorFailure = "it is closed"
      }
    }
  }

  /// Writes all of `text` to standard output, unless an earlier write failed.
  func writeOutput(_ text: String) {
    var text = text
    text.withUTF8 { writeOutput(UnsafeRawBufferPointer($0)) }
  }

  /// Writes all of `bytes` to standard output, unless an earlier write failed.
  func writeOutput(_ bytes: UnsafeRawBufferPointer) {
    guard status.outputFailure == nil else { return }
    status.outputFailure = Self.write(bytes, to: STDOUT_FILENO)
  }

  /// Writes all of `text` to standard error, unless an earlier write failed.
  func writeError(_ text: String) {
    guard status.errorFailure == nil else { return }
    var text = text
    status.errorFailure = text.withUTF8 { Self.write(UnsafeRawBufferPointer($0), to: STDERR_FILENO) }
  }

  /// The next line of standard input without its ending (LF, CR LF or a lone CR); nil at its end.
  func readLine() -> String? {
    while true {
      if let end = input[start...].firstIndex(where: { $0 == 0x0A || $0 == 0x0D }) {
        // A CR at the end of what was read may be the first half of a CR LF.
        if input[end] == 0x0D, end + 1 == input.count, !ended {
          fill()
          continue
        }
        let line = String(decoding: input[start..<end], as: UTF8.self)
        start = end + 1
        if input[end] == 0x0D, start < input.count, input[start] == 0x0A { start += 1 }
        return line
      }
      if ended {
        guard start < input.count else { return nil }
        let line = String(decoding: input[start...], as: UTF8.self)
        start = input.count
        return line
      }
      fill()
    }
  }

  /// The next chunk of standard input as it comes (what `readLine` has buffered first); nil at its end.
  func readBytes() -> [UInt8]? {
    if start < input.count {
      let rest = Array(input[start...])
      input.removeAll()
      start = 0
      return rest
    }
    guard !ended else { return nil }
    guard let chunk = read(1 << 20) else {
      ended = true
      return nil
    }
    return chunk
  }

  /// Reads more input onto the buffer, dropping what was already handed out.
  private func fill() {
    if start > 0 {
      input.removeSubrange(0..<start)
      start = 0
    }
    guard let chunk = read(1 << 16) else {
      ended = true
      return
    }
    input += chunk
  }

  /// Up to `count` bytes of standard input, without the UTF-8 byte-order mark some editors put first.
  private func read(_ count: Int) -> [UInt8]? {
    guard var chunk = Self.read(count, status: status) else { return nil }
    if atStart {
      atStart = false
      if chunk.starts(with: [0xEF, 0xBB, 0xBF]) { chunk.removeFirst(3) }
      if chunk.isEmpty { return read(count) }
    }
    return chunk
  }

  /// Up to `count` bytes from standard input; nil at its end or on an error, which is noted in `status`.
  private static func read(_ count: Int, status: StreamStatus) -> [UInt8]? {
    guard status.inputFailure == nil else { return nil }
    var buffer = [UInt8](repeating: 0, count: count)
    var got: Int
    repeat {
      got = buffer.withUnsafeMutableBytes { Glibc.read(STDIN_FILENO, $0.baseAddress, $0.count) }
    } while got < 0 && errno == EINTR
    if got < 0 { status.inputFailure = String(cString: strerror(errno)) }
    guard got > 0 else { return nil }
    buffer.removeSubrange(got...)
    return buffer
  }

  /// Writes all of `bytes` to `descriptor`; why it failed, or nil. A closed pipe never gets here: SIGPIPE
  /// ends the process quietly first, as for any Unix filter.
  private static func write(_ bytes: UnsafeRawBufferPointer, to descriptor: Int32) -> String? {
    var offset = 0
    while offset < bytes.count, let base = bytes.baseAddress {
      let written = Glibc.write(descriptor, base + offset, bytes.count - offset)
      if written < 0 {
        if errno == EINTR { continue }
        return String(cString: strerror(errno))
      }
      if written == 0 { return "nothing could be written" }
      offset += written
    }
    return nil
  }
}
