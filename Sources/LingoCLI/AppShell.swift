import App
import Foundation

/// `lingo` with no command: the app at a prompt, the Learn path first, a view per command.
struct AppShell: Command {
  let options: CommonOptions

  init(_ words: [String]) throws(LingoError) {
    let arguments = try Arguments(words, flags: CommonOptions.flags, options: CommonOptions.valued)
    guard arguments.positionals.isEmpty else {
      throw .usage("unknown command '\(arguments.positionals[0])'")
    }
    options = try CommonOptions(arguments)
    if options.json { throw .usage("--json is for play, review and practice; the views are text") }
  }

  func run(_ environment: AppEnvironment) throws(LingoError) { try AppRunner.prompt(options, environment) }
}
