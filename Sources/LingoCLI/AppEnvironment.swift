import Foundation
import Terminal

/// Everything lingo takes from the world, handed in so tests and `--now` can replace it.
public struct AppEnvironment {
  /// The environment variables.
  public var variables: [String: String]
  /// Whether standard input and output are terminals.
  public var inputIsTerminal: Bool
  public var outputIsTerminal: Bool
  /// The clock: the real one, or fixed by `--now`.
  public var now: () -> Date
  /// Reads standard input a line at a time.
  public var readLine: () -> String?
  /// Writes to standard output and standard error.
  public var write: (String) -> Void
  public var writeError: (String) -> Void
  /// Reads standard input in raw chunks, nil at its end; for commands that stream bytes.
  public var readBytes: () -> [UInt8]?
  /// Writes raw bytes to standard output.
  public var writeBytes: (UnsafeBufferPointer<UInt8>) -> Void
  /// Waits, for animations; does nothing in tests.
  public var pause: (Double) -> Void
  /// A seed when `--seed` is not given.
  public var randomSeed: () -> UInt64

  public init(
    variables: [String: String], inputIsTerminal: Bool, outputIsTerminal: Bool, now: @escaping () -> Date,
    readLine: @escaping () -> String?, write: @escaping (String) -> Void,
    writeError: @escaping (String) -> Void, pause: @escaping (Double) -> Void = { _ in },
    randomSeed: @escaping () -> UInt64 = { 1 }, readBytes: (() -> [UInt8]?)? = nil,
    writeBytes: ((UnsafeBufferPointer<UInt8>) -> Void)? = nil
  ) {
    self.variables = variables
    self.inputIsTerminal = inputIsTerminal
    self.outputIsTerminal = outputIsTerminal
    self.now = now
    self.readLine = readLine
    self.write = write
    self.writeError = writeError
    self.pause = pause
    self.randomSeed = randomSeed
    // Without their own, the byte streams go through the line and string ones.
    self.readBytes = readBytes ?? { readLine().map { Array(($0 + "\n").utf8) } }
    self.writeBytes = writeBytes ?? { write(String(decoding: $0, as: UTF8.self)) }
  }

  /// The real process: its streams, clock and environment.
  public static func live() -> AppEnvironment {
    AppEnvironment(
      variables: ProcessInfo.processInfo.environment,
      inputIsTerminal: isatty(STDIN_FILENO) == 1,
      outputIsTerminal: isatty(STDOUT_FILENO) == 1,
      now: Date.init,
      readLine: { Swift.readLine(strippingNewline: true) },
      write: { FileHandle.standardOutput.write(Data($0.utf8)) },
      writeError: { FileHandle.standardError.write(Data($0.utf8)) },
      pause: { seconds in usleep(UInt32(seconds * 1_000_000)) },
      randomSeed: { UInt64.random(in: 0...UInt64.max) },
      readBytes: {
        var buffer = [UInt8](repeating: 0, count: 1 << 20)
        var count: Int
        repeat {
          count = buffer.withUnsafeMutableBytes { read(STDIN_FILENO, $0.baseAddress, $0.count) }
        } while count < 0 && errno == EINTR
        guard count > 0 else { return nil }
        buffer.removeSubrange(count...)
        return buffer
      },
      writeBytes: { bytes in
        var offset = 0
        while offset < bytes.count, let base = bytes.baseAddress {
          let written = Glibc.write(STDOUT_FILENO, base + offset, bytes.count - offset)
          if written <= 0 { return }
          offset += written
        }
      })
  }

  /// The learner's time zone: `TZ` when set and known, else the system's.
  public var timeZone: TimeZone {
    variables["TZ"].flatMap { TimeZone(identifier: $0.hasPrefix(":") ? String($0.dropFirst()) : $0) }
      ?? .current
  }
}
