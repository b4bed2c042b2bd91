import Foundation
import Terminal

/// Makes the reader of lines typed at a terminal: readline live, a list of lines in tests. Piped input is
/// read through the environment's `readLine` either way.
public struct LineReaderService {
  /// A reader for a terminal, keeping its history in `historyFile` when one is given.
  public var terminal: (_ historyFile: String?) -> any LineReader

  public init(terminal: @escaping (_ historyFile: String?) -> any LineReader) { self.terminal = terminal }

  /// GNU readline: editing, history and Tab completion.
  public static var live: LineReaderService { LineReaderService { ReadlineLineReader(historyFile: $0) } }

  /// `lines` as if typed, one a prompt, then the end of input, each read once by whichever reader asks
  /// next; no history is kept. `echo` is told each prompt and line, as a terminal would show them.
  public static func lines(_ lines: [String], echo: ((TerminalText) -> Void)? = nil) -> LineReaderService {
    let queue = LineQueue(lines)
    return LineReaderService { _ in PipedLineReader(echo: echo, next: queue.next) }
  }
}

/// Lines handed out in order, then nil: standard input in memory.
public final class LineQueue: @unchecked Sendable {
  private let lock = NSLock()
  private var lines: ArraySlice<String>

  public init(_ lines: [String]) { self.lines = lines[...] }

  /// The next line, or nil once all are read.
  public func next() -> String? { lock.withLock { lines.popFirst() } }
}
