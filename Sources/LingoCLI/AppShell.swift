import Course
import Foundation
import Learner
import Terminal

/// `lingo` with no command: the app at a prompt, the Learn path first, a view per command.
struct AppShell: Command {
  let options: CommonOptions

  init(_ words: [String]) throws(UsageError) {
    let arguments = try Arguments(words, flags: CommonOptions.flags, options: CommonOptions.valued)
    guard arguments.positionals.isEmpty else {
      throw UsageError("unknown command '\(arguments.positionals[0])'")
    }
    options = try CommonOptions(arguments)
    if options.json { throw UsageError("--json is for play and review; the views are text") }
  }

  func run(_ environment: AppEnvironment) -> ExitCode {
    let app: AppContext
    switch AppContext.open(options, environment) {
    case .failure(let failure):
      environment.writeError(failure.message + "\n")
      return failure.code
    case .success(let opened): app = opened
    }
    let history = ReadlineLineReader.historyPath(variables: environment.variables)
    var reader = app.reader(historyFile: options.ephemeral ? nil : history)
    var views = AppViews(app: app)
    if let code = views.show(.learn) { return code }
    /// Whether a failure ends the app: a mistyped command does not.
    func ends(_ code: ExitCode?) -> Bool { code != nil && code != .usage }
    let prompt = app.style.paint("lingo", .green) + app.style.symbol("› ", "> ")
    var completions = CompletionCache()
    var commandsRun = 0
    while let line = reader.readLine(
      prompt: prompt, completions: completions.completions(app, generation: commandsRun))
    {
      let input = ShellInput(line)
      if input != .nothing { commandsRun += 1 }
      switch input {
      case .quit:
        environment.write("See you tomorrow!\n")
        return .success
      case .nothing:
        continue
      case .start(let ref):
        if let code = views.start(ref, reader: reader), code != .success { return code }
      case .review:
        if let code = views.review(reader: reader) { return code }
      default:
        let code = views.show(input)
        if ends(code), let code { return code }
      }
    }
    environment.write("\n")
    return .success
  }
}
