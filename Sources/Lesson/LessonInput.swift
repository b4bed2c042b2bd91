import Foundation

/// A line typed in a lesson, read once at the edge: an answer or a `:` command.
public enum LessonInput: Sendable, Equatable {
  case answer(String)
  case quit, skip, help, listen, hint
  /// `:slow`: the prompt heard at the slow voice.
  case slow
  case unknownCommand(String)

  /// The event `line` stands for: a `:` command (any case, spaces around it ignored) or an answer.
  public init(_ line: String) {
    guard line.hasPrefix(":") else {
      self = .answer(line)
      return
    }
    switch line.dropFirst().lowercased().trimmingCharacters(in: .whitespaces) {
    case "quit", "q": self = .quit
    case "skip": self = .skip
    case "help", "h", "?": self = .help
    case "listen": self = .listen
    case "slow": self = .slow
    case "hint": self = .hint
    default: self = .unknownCommand(line)
    }
  }

  /// What `:help` prints.
  public static let helpLines = [
    "Answer with the choice's number or its text; for a word bank, type the words in order;",
    "for pairs, type café=coffee or 1b, several at once separated by commas.",
    "Commands: :hint (what each word means, free), :skip (give up on this one),",
    ":listen (hear the prompt), :slow (hear it slowly), :quit (leave the lesson).",
  ]
}
