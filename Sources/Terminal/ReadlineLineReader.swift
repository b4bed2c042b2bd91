import CReadline
import Foundation
import Synchronization

/// Reads lines at a terminal with GNU readline: editing, history, and Tab completing `completions`.
public struct ReadlineLineReader: LineReader {
  /// The file history is kept in between sessions, if any.
  private let historyFile: HistoryFile?
  /// The lines in the history, oldest first, as stored.
  private var kept: [String] = []

  /// A reader whose history is loaded from and appended to `historyFile`; readline itself never opens it.
  public init(historyFile: String? = nil) {
    self.historyFile = historyFile.map(HistoryFile.init)
    lingo_rl_set_completion(completeWithCandidates)
    lingo_rl_set_getc(readKey)
    stifle_history(Int32(HistoryFile.lines))
    kept = self.historyFile?.load() ?? []
    for line in kept { add_history(line) }
  }

  /// The history file: `$XDG_STATE_HOME/lingo/history` (an absolute one), else `~/.local/state/lingo/history`.
  public static func historyPath(variables: [String: String]) -> String? {
    XDGFolder.path("XDG_STATE_HOME", fallback: ".local/state", variables: variables).map {
      $0 + "/lingo/history"
    }
  }

  public mutating func readLine(prompt: TerminalText, completions: [String]) -> String? {
    CompletionCandidates.shared.set(completions)
    // readline's own SIGINT handling puts the terminal back before lingo's handler ends the process.
    lingo_rl_set_catch_signals(1)
    guard let raw = readline(Self.markInvisible(prompt.text)) else { return nil }
    return recorded(raw)
  }

  /// Ctrl-C while this reads leaves the line typed so far and gives back `.interrupted`: readline puts the
  /// terminal back as it returns, and the process goes on (lingo's SIGINT handler asks `Interrupts`).
  public mutating func read(prompt: TerminalText, completions: [String]) -> LineRead {
    CompletionCandidates.shared.set(completions)
    lingo_rl_set_catch_signals(0)
    Interrupts.beginReading()
    let raw = readline(Self.markInvisible(prompt.text))
    let interrupted = Interrupts.endReading()
    lingo_rl_set_catch_signals(1)
    if interrupted {
      free(raw)
      return .interrupted
    }
    guard let raw else { return .ended }
    return .line(recorded(raw))
  }

  /// A lesson holds Ctrl-C while it is played, so that one pressed between two reads is not lost.
  public func holdInterrupts(_ on: Bool) { Interrupts.hold(on) }

  /// The line readline gave, freed, kept in the history when it holds something, trimmed.
  private mutating func recorded(_ raw: UnsafeMutablePointer<CChar>) -> String {
    defer { free(raw) }
    let line = String(cString: raw)
    let safe = HistoryFile.safe(line)
    if !safe.isEmpty {
      // Recalled with the arrow keys, and kept, without control characters.
      add_history(safe)
      kept = (kept + [safe]).suffix(HistoryFile.lines).map { $0 }
      historyFile?.append(safe, kept: kept)
    }
    return line.trimmingCharacters(in: .whitespaces)
  }

  /// Wraps escape sequences in readline's \001…\002 so it measures the prompt's width right.
  static func markInvisible(_ prompt: String) -> String {
    var result = ""
    var inEscape = false
    for scalar in prompt.unicodeScalars {
      if scalar == "\u{1B}" {
        result += "\u{01}"
        inEscape = true
      }
      result.unicodeScalars.append(scalar)
      if inEscape && scalar == "m" {
        result += "\u{02}"
        inEscape = false
      }
    }
    return result
  }
}

/// Ctrl-C while a terminal reader waits for a line: the SIGINT handler notes it rather than ending the
/// process, and the reader gives back `.interrupted`. Lock-free, so a signal handler may use it.
public enum Interrupts {
  private static let reading = Atomic<Bool>(false)
  private static let held = Atomic<Bool>(false)
  private static let caught = Atomic<Bool>(false)

  /// Called by the SIGINT handler: true when a reader waits, or Ctrl-C is held for the next read, and it
  /// has been told; false when nothing catches Ctrl-C now (the handler ends the process as it always has).
  public static func noteInterrupt() -> Bool {
    guard reading.load(ordering: .sequentiallyConsistent) || held.load(ordering: .sequentiallyConsistent)
    else { return false }
    caught.store(true, ordering: .sequentiallyConsistent)
    return true
  }

  /// While held, a Ctrl-C that comes between two reads (as the question after a first Ctrl-C is drawn) is
  /// kept for the next read rather than ending the process; let go, one still kept is dropped.
  static func hold(_ on: Bool) {
    held.store(on, ordering: .sequentiallyConsistent)
    if !on && !isReading { caught.store(false, ordering: .sequentiallyConsistent) }
  }

  /// A Ctrl-C kept from before the read is not cleared: the read gives it back at once.
  static func beginReading() {
    reading.store(true, ordering: .sequentiallyConsistent)
  }

  /// Whether Ctrl-C came while reading.
  static func endReading() -> Bool {
    reading.store(false, ordering: .sequentiallyConsistent)
    return caught.exchange(false, ordering: .sequentiallyConsistent)
  }

  static var isReading: Bool { reading.load(ordering: .sequentiallyConsistent) }
  static var wasCaught: Bool { caught.load(ordering: .sequentiallyConsistent) }
}

/// readline's key reader: its own, unless a reader that catches Ctrl-C waits; then a byte at a time, and
/// on Ctrl-C (the read interrupted, `Interrupts` told) the line is dropped and the input said to end.
private func readKey(_ stream: UnsafeMutablePointer<FILE>?) -> Int32 {
  guard Interrupts.isReading else { return rl_getc(stream) }
  let descriptor = stream.map { fileno($0) } ?? STDIN_FILENO
  while true {
    if Interrupts.wasCaught {
      lingo_rl_drop_line()
      return EOF
    }
    var byte: UInt8 = 0
    let count = Foundation.read(descriptor, &byte, 1)
    if count == 1 { return Int32(byte) }
    if count == 0 || errno != EINTR { return EOF }
  }
}

/// The words Tab may complete at the current prompt; readline's callback is a C function, so they live here.
final class CompletionCandidates: @unchecked Sendable {
  static let shared = CompletionCandidates()
  private let lock = NSLock()
  private var words: [String] = []

  func set(_ words: [String]) { lock.withLock { self.words = words } }

  func matching(_ prefix: String) -> [String] {
    let folded = prefix.lowercased()
    return lock.withLock { words.filter { $0.lowercased().hasPrefix(folded) } }
  }
}

/// readline's completion hook: offers the candidates that start with the word under the cursor.
private func completeWithCandidates(
  _ text: UnsafePointer<CChar>?, _ start: Int32, _ end: Int32
) -> UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? {
  lingo_rl_completion_over()
  let prefix = text.map { String(cString: $0) } ?? ""
  let matches = CompletionCandidates.shared.matching(prefix)
  guard !matches.isEmpty else { return nil }
  // readline wants a malloc'ed, NULL-terminated array whose first entry is the common prefix.
  let common = matches.dropFirst().reduce(matches[0]) { $0.commonPrefix(with: $1) }
  let entries = [common] + (matches.count == 1 ? [] : matches)
  let array = UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>.allocate(capacity: entries.count + 1)
  for (index, entry) in entries.enumerated() { array[index] = strdup(entry) }
  array[entries.count] = nil
  return array
}
