import App
import Foundation

/// A view as a one-shot subcommand, for scripts: `lingo quests`, `lingo open 4`, `lingo settings goal 20`.
struct ViewCommand: Command {
  /// The views' names (see `CommandTable.views`).
  static var names: [String] { CommandTable.views.map(\.name) }

  let options: CommonOptions
  let input: ShellInput

  init(_ name: String, _ words: [String]) throws(LingoError) {
    let arguments = try Arguments(words, flags: CommonOptions.flags, options: CommonOptions.valued)
    options = try CommonOptions(arguments)
    if options.json { throw .usage("--json is for play, review and practice; the views are text") }
    // A setting's words are kept as the shell gave them: a course file's path may hold spaces.
    input =
      name == "settings"
      ? .settings(arguments.positionals) : ShellInput(([name] + arguments.positionals).joined(separator: " "))
    if !["settings", "open", "guide"].contains(name) && !arguments.positionals.isEmpty {
      throw .usage("\(name) takes no arguments, not '\(arguments.positionals[0])'")
    }
  }

  func run(_ environment: AppEnvironment) throws(LingoError) {
    try AppRunner.show(input, options, environment)
  }
}
