import Foundation

/// What a finished process wrote, and how it ended.
public struct ProcessOutput: Sendable {
  public var status: Int32
  public var reason: Process.TerminationReason
  public var stdout: Data
  public var stderr: Data
}

/// Starts `process` with `input` on its standard input and collects its standard output and error until it
/// ends. The three pipes are served at once, input written on one thread while output and error are read
/// on others, so a process that writes more than a pipe holds before it has read all its input never waits
/// on the test (a pipe holds 64 KiB). With `mergeError`, standard error goes into the same pipe as output.
public func exchange(with process: Process, input: Data, mergeError: Bool = false) throws -> ProcessOutput {
  let stdin = Pipe()
  let stdout = Pipe()
  let stderr = mergeError ? stdout : Pipe()
  (process.standardInput, process.standardOutput, process.standardError) = (stdin, stdout, stderr)
  try process.run()
  let group = DispatchGroup()
  let error = Collected()
  DispatchQueue.global().async(group: group) { writeAll(input, to: stdin.fileHandleForWriting) }
  if !mergeError {
    DispatchQueue.global().async(group: group) {
      error.data = stderr.fileHandleForReading.readDataToEndOfFile()
    }
  }
  let output = stdout.fileHandleForReading.readDataToEndOfFile()
  group.wait()
  process.waitUntilExit()
  return ProcessOutput(
    status: process.terminationStatus, reason: process.terminationReason, stdout: output, stderr: error.data)
}

/// Writes `data` to `handle` and closes it; stops quietly when the reader has gone. SIGPIPE is blocked on the
/// writing thread only, and one the write raised is taken before it is unblocked: the test process keeps its
/// signal dispositions, which the processes it starts inherit (a test of lingo's own SIGPIPE needs them).
public func writeAll(_ data: Data, to handle: FileHandle) {
  var pipeSignal = sigset_t()
  sigemptyset(&pipeSignal)
  sigaddset(&pipeSignal, SIGPIPE)
  var previous = sigset_t()
  pthread_sigmask(SIG_BLOCK, &pipeSignal, &previous)
  defer {
    var pending = sigset_t()
    sigpending(&pending)
    if sigismember(&pending, SIGPIPE) == 1 {
      var now = timespec()
      _ = sigtimedwait(&pipeSignal, nil, &now)
    }
    pthread_sigmask(SIG_SETMASK, &previous, nil)
  }
  let descriptor = handle.fileDescriptor
  data.withUnsafeBytes { (bytes: UnsafeRawBufferPointer) in
    var offset = 0
    while offset < bytes.count, let base = bytes.baseAddress {
      let written = write(descriptor, base + offset, bytes.count - offset)
      if written > 0 {
        offset += written
      } else if written < 0, errno == EINTR {
        continue
      } else {
        break
      }
    }
  }
  try? handle.close()
}

/// Bytes one thread collects for another to read once both are done.
private final class Collected: @unchecked Sendable {
  var data = Data()
}
