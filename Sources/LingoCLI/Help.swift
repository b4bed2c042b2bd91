import App
import Course
import Terminal

/// The help text, made from `CommandTable`: usage, commands, options and exit codes, or one command's.
enum Help {
  static let version = "0.2.0"

  static let usage = """
    usage: lingo [options]                      the app: the Learn path and a prompt
           lingo play [COURSE] [--lesson UNIT.NODE|ID] [options]
           lingo check FILE... [--solve] [--format text|json]
           lingo import FILE... --out COURSE.json [--title T] [--language CODE --from CODE] [--with-history]
           lingo learn|leaderboard|quests|profile|words|passport|settings|guide|open N
           lingo status [--format TEMPLATE] [--ascii] [--plain] | completions bash|zsh|fish
           lingo review | schedule | demo | where | reset [--new NAME] [--yes] [--undo|--redo] | refill
           lingo practice | shop [ITEM] | help [COMMAND]
    Run 'lingo --help' for more.

    """

  static var text: String {
    let codes = ExitCode.allCases.map { "  \(String($0.rawValue).padded(to: 4)) \($0.meaning)" }
    let commands = CommandTable.all.compactMap { command in
      command.listing.map { entry("  " + $0.padded(to: 8) + "  ", command.summary, command.notes()) }
    }
    return """
      lingo: a language course at a terminal prompt.

      \(usage.split(separator: "\n").dropLast().joined(separator: "\n"))

      commands:
      \(commands.joined(separator: "\n"))

      options:
      \(options(OptionSpec.general))

      in a lesson: answer with a choice's number or text, the bank's words in order,
      or pairs as café=coffee or 1b; :hint, :skip, :listen, :help, :quit.

      exit codes:
      \(codes.joined(separator: "\n"))

      """
  }

  /// `lingo help COMMAND` and `lingo COMMAND --help`: the command's usage, what it does and its options.
  static func text(for command: CommandSpec) -> String {
    var lines = [
      "usage: lingo \(command.usage)", "", ([command.summary] + command.notes()).joined(separator: "\n"),
    ]
    if !command.options.isEmpty { lines += ["", "options:", options(command.options)] }
    lines += ["", "Run 'lingo --help' for every command and the exit codes.", ""]
    return lines.joined(separator: "\n")
  }

  /// `options` one a line, their docs in a column (at least 22 wide, as `lingo --help` has it).
  private static func options(_ options: [OptionSpec]) -> String {
    let width = max(20, (options.map(\.label.displayWidth).max() ?? 0) + 2)
    return options.map { entry("  " + $0.label.padded(to: width), $0.doc, $0.more) }.joined(separator: "\n")
  }

  /// `head` then `first`, and each of `more` on its own line under `first`.
  private static func entry(_ head: String, _ first: String, _ more: [String]) -> String {
    let indent = String(repeating: " ", count: head.displayWidth)
    return ([head + first] + more.map { indent + $0 }).joined(separator: "\n")
  }
}

/// `lingo help [COMMAND]`: every command, or one command's usage and options.
struct HelpCommand: Command {
  /// The command asked about; nil for all of them.
  let command: CommandSpec?

  init(_ words: [String]) throws(LingoError) {
    guard words.count <= 1 else { throw .usage("help takes one command at most") }
    guard let name = words.first else {
      command = nil
      return
    }
    guard let command = CommandTable.named(name) else {
      throw .usage(
        "unknown command '\(name)'"
          + Suggestion.hint(for: name, in: CommandTable.names, within: 2),
        hint: "run 'lingo help' for the commands")
    }
    self.command = command.name == "app" ? nil : command
  }

  func run(_ environment: AppEnvironment) throws(LingoError) {
    environment.write(TerminalText(escapingLines: command.map(Help.text(for:)) ?? Help.text))
  }
}
