import Foundation
import Terminal

/// Standard streams in memory: input from a list of lines, output and error kept as written.
public final class MemoryStreams: @unchecked Sendable {
  private let lock = NSLock()
  private let input: LineQueue
  private var written = ""
  private var errors = ""

  /// Streams whose input is `input`, a line at a time, then its end.
  public init(input: [String] = []) { self.input = LineQueue(input) }

  /// Everything written to standard output so far.
  public var output: String { lock.withLock { written } }
  /// Everything written to standard error so far.
  public var error: String { lock.withLock { errors } }

  func readLine() -> String? { input.next() }
  func write(_ text: String) { lock.withLock { written += text } }
  func writeError(_ text: String) { lock.withLock { errors += text } }
}

extension AppEnvironment {
  /// An environment that touches neither the disk, the network nor another program: `streams` for
  /// standard input and output (not terminals), the clock fixed at `now`, and `services` (a store in
  /// memory, the courses of a `MemoryCourses`, recorded speech...). `variables` are the environment's
  /// variables (`TZ`, `LINGO_PLAIN`...); no `HOME` is needed.
  public static func inMemory(
    streams: MemoryStreams, services: AppServices, variables: [String: String] = ["TZ": "UTC"],
    now: Date, seed: UInt64 = 1
  ) -> AppEnvironment {
    AppEnvironment(
      variables: variables, inputIsTerminal: false, outputIsTerminal: false, now: { now },
      readLine: streams.readLine, write: streams.write, writeError: streams.writeError,
      randomSeed: { seed }, services: services)
  }
}
