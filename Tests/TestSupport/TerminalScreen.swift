import Foundation

/// What a pseudo-terminal (a program run through `script`) has shown so far, gathered as it arrives.
public final class TerminalScreen: @unchecked Sendable {
  private let lock = NSLock()
  private var bytes = Data()

  public init() {}

  public func append(_ data: Data) { lock.withLock { bytes.append(data) } }

  public var text: String { lock.withLock { String(decoding: bytes, as: UTF8.self) } }

  /// Waits until `ready` holds for the screen, up to `seconds`; false when it never did.
  public func wait(until ready: (String) -> Bool, seconds: Double = 60) -> Bool {
    let deadline = Date().addingTimeInterval(seconds)
    while Date() < deadline {
      if ready(text) { return true }
      usleep(10_000)
    }
    return false
  }
}
