import Foundation
import Learner

/// One command of the app's prompt: its name, the other words that call it, its line in `help`, and how the
/// words after it become a `ShellInput`.
///
/// `PromptCommand.all` is the prompt's one list of commands: parsing (`ShellInput.init`), Tab completion
/// (`ShellInput.names`) and `help` (`ShellInput.helpLines`) all read it. The command line has its own table
/// (`CommandTable` in LingoCLI), for `lingo COMMAND`.
public struct PromptCommand: Sendable {
  public let name: String
  /// Other names, shown in `help` and completed by Tab: `path` for `learn`.
  public let aliases: [String]
  /// Words that call it too but are neither shown nor completed: `league`, `exit`, `?`.
  public let spellings: [String]
  /// What it takes after its name in `help`: `[NODE]`; empty for nothing.
  public let arguments: String
  /// What it does, in a line of `help`.
  public let summary: String
  /// The input the words after its name make.
  let parse: @Sendable ([String]) -> ShellInput

  init(
    _ name: String, _ arguments: String = "", aliases: [String] = [], spellings: [String] = [],
    _ summary: String, parse: @escaping @Sendable ([String]) -> ShellInput
  ) {
    (self.name, self.arguments, self.aliases, self.spellings, self.summary) = (
      name, arguments, aliases, spellings, summary
    )
    self.parse = parse
  }

  /// A command that takes nothing after its name (and ignores what is typed there, as the prompt always has).
  init(
    _ name: String, aliases: [String] = [], spellings: [String] = [], _ summary: String, _ input: ShellInput
  ) {
    self.init(name, aliases: aliases, spellings: spellings, summary) { _ in input }
  }

  /// The input `words` (the words after this command's name) make.
  public func input(_ words: [String]) -> ShellInput { parse(words) }

  /// Every word that calls it: its name, aliases and other spellings.
  public var words: [String] { [name] + aliases + spellings }

  /// Its head in `help`: `learn (path)`, `start [NODE]`.
  public var usage: String {
    ([name] + (aliases.isEmpty ? [] : ["(\(aliases.joined(separator: ", ")))"])
      + (arguments.isEmpty ? [] : [arguments])).joined(separator: " ")
  }

  /// The prompt's commands in the order `help` lists them.
  public static let all: [PromptCommand] = [
    PromptCommand("learn", aliases: ["path"], "the Learn path", .learn),
    PromptCommand("start", "[NODE]", "play the current node, or NODE") { .start($0.first) },
    PromptCommand("open", "NODE", "a node's card") { .open($0.first) },
    PromptCommand("guide", "[UNIT]", spellings: ["guidebook"], "a unit's tips and phrases (yours by default)")
    {
      guard let word = $0.first else { return .guide(unit: nil) }
      guard let unit = Int(word) else {
        return .mistyped(.usage("guide takes a unit's number (2), not '\(word)'"))
      }
      return .guide(unit: unit)
    },
    PromptCommand("leaderboard", spellings: ["leaderboards", "league"], "this week's league", .leaderboard),
    PromptCommand("quests", "the daily quests", .quests),
    PromptCommand("profile", "statistics, badges", .profile),
    PromptCommand("words", "the words you've met", .words),
    PromptCommand("review", "practise words due", .review),
    PromptCommand("practice", "practise your recent mistakes and weakest words", .practice),
    PromptCommand("passport", "streak, totals, stamps", .passport),
    PromptCommand("shop", "[freeze|refill]", "what gems buy, or buy it: shop freeze") { shop($0) },
    PromptCommand(
      "refill", "energy back to \(Energy.maximum) for \(Energy.refillPrice) gems (shop refill)",
      .shop(.refill)),
    PromptCommand("status", "one line: streak, today's XP, energy, next lesson", .status),
    PromptCommand("settings", "[NAME VALUE]", "accents, sound, goal, course (settings accents off)") {
      .settings($0)
    },
    PromptCommand("reset", "[--new NAME] [yes]", "back to the start, or a new profile (asks first)") {
      reset($0)
    },
    PromptCommand("help", spellings: ["?"], "these commands", .help),
    PromptCommand("quit", spellings: ["exit", "q"], "leave (Ctrl-D too)", .quit),
  ]

  /// The command `word` calls (any case), if any.
  public static func named(_ word: String) -> PromptCommand? {
    let word = word.lowercased()
    return all.first { $0.words.contains(word) }
  }

  /// `shop [ITEM]`: the shop, or the item to buy.
  private static func shop(_ words: [String]) -> ShellInput {
    do {
      return .shop(try ShopItem.named(words))
    } catch {
      return .mistyped(error)
    }
  }

  /// `reset [--new NAME] [yes]`: nothing happens until `yes` (or `--yes`) confirms it. Undoing one is the
  /// command line's (`lingo reset --undo`), where no store is open.
  private static func reset(_ words: [String]) -> ShellInput {
    let confirms = ["yes", "--yes"]
    let confirmed = words.contains { confirms.contains($0.lowercased()) }
    let named = words.filter { !confirms.contains($0.lowercased()) }
    if let flag = named.first(where: { ["--undo", "--redo"].contains($0.lowercased()) }) {
      return .mistyped(
        .usage(
          "reset \(flag.lowercased()) is run from the shell, not at the prompt",
          hint: "quit, then run 'lingo reset \(flag.lowercased())'"))
    }
    do {
      return .reset(newName: try NewProfile(prompt: named), confirmed: confirmed)
    } catch {
      return .mistyped(error)
    }
  }
}
