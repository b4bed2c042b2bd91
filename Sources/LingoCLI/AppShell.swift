import Course
import Foundation
import Learner
import Terminal

/// `lingo` with no command: the app at a prompt, the Learn path first, a view per command.
struct AppShell: Command {
  let options: CommonOptions

  init(_ words: [String]) throws(LingoError) {
    let arguments = try Arguments(words, flags: CommonOptions.flags, options: CommonOptions.valued)
    guard arguments.positionals.isEmpty else {
      throw .usage("unknown command '\(arguments.positionals[0])'")
    }
    options = try CommonOptions(arguments)
    if options.json { throw .usage("--json is for play and review; the views are text") }
  }

  func run(_ environment: AppEnvironment) throws(LingoError) {
    let app = try AppContext.open(options, environment)
    let history = ReadlineLineReader.historyPath(variables: environment.variables)
    var reader = app.reader(historyFile: options.ephemeral ? nil : history)
    var views = AppViews(app: app)
    try views.show(.learn)
    let prompt = app.style.paint("lingo", .green) + app.style.symbol("› ", "> ")
    var completions = CompletionCache()
    var commandsRun = 0
    while let line = reader.readLine(
      prompt: prompt, completions: completions.completions(app, generation: commandsRun))
    {
      let input = ShellInput(line)
      if input != .nothing { commandsRun += 1 }
      do throws(LingoError) {
        switch input {
        case .quit:
          environment.write("See you tomorrow!\n")
          return
        case .nothing:
          continue
        case .start(let ref):
          try views.start(ref, reader: reader)
        case .review:
          try views.review(reader: reader)
        default:
          try views.show(input)
        }
      } catch {
        // A mistyped command is said and the prompt goes on; anything else ends the app.
        guard case .usage = error else { throw error }
        environment.report(error)
      }
    }
    environment.write("\n")
  }
}
