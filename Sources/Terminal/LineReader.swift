import Foundation

/// Where answer lines come from: readline at a terminal, or a pipe.
public protocol LineReader {
  /// The next line after showing `prompt`, with `completions` for Tab; `nil` at end of input.
  mutating func readLine(prompt: TerminalText, completions: [String]) -> String?
  /// The next line, as `readLine`, telling Ctrl-C apart from the end of input where the reader can: at a
  /// terminal, Ctrl-C while this reads is given back as `.interrupted` rather than ending the process.
  mutating func read(prompt: TerminalText, completions: [String]) -> LineRead
  /// Whether a Ctrl-C pressed between two reads is kept for the next `read` (while a lesson is played),
  /// rather than ending the process; only a reader that gives Ctrl-C back can keep it.
  func holdInterrupts(_ on: Bool)
}

/// What reading one line gave: the line, the end of input (Ctrl-D, or the end of a pipe), or Ctrl-C.
public enum LineRead: Sendable, Equatable {
  case line(String)
  case ended
  case interrupted
}

extension LineReader {
  /// A reader that cannot tell Ctrl-C apart (a pipe) gives back lines and the end of input only.
  public mutating func read(prompt: TerminalText, completions: [String]) -> LineRead {
    readLine(prompt: prompt, completions: completions).map(LineRead.line) ?? .ended
  }

  /// A reader that cannot give Ctrl-C back keeps none: the process ends on it, as it always has.
  public func holdInterrupts(_ on: Bool) {}
}

/// Reads piped lines: no editing, `#` comments and blank lines skipped, each answer echoed after its prompt.
public struct PipedLineReader: LineReader {
  private let next: () -> String?
  private let echo: ((TerminalText) -> Void)?

  /// Reads from `next` (standard input by default); `echo` writes the prompt and the line, or nil for none.
  public init(echo: ((TerminalText) -> Void)?, next: @escaping () -> String? = { Swift.readLine() }) {
    self.next = next
    self.echo = echo
  }

  public mutating func readLine(prompt: TerminalText, completions: [String]) -> String? {
    while let line = next() {
      let trimmed = line.trimmingCharacters(in: .whitespaces)
      if trimmed.isEmpty || trimmed.hasPrefix("#") { continue }
      echo?(prompt + "\(trimmed)\n")
      return trimmed
    }
    return nil
  }
}
