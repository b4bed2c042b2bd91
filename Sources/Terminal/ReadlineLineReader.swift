import CReadline
import Foundation

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

  public mutating func readLine(prompt: String, completions: [String]) -> String? {
    CompletionCandidates.shared.set(completions)
    guard let raw = readline(Self.markInvisible(prompt)) else { return nil }
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
