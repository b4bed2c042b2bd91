/// `lingo review`: a round of the words due, at a prompt or from a pipe.
struct ReviewCommand: Command {
  let options: CommonOptions

  init(_ words: [String]) throws(UsageError) {
    let arguments = try Arguments(words, flags: CommonOptions.flags, options: CommonOptions.valued)
    guard arguments.positionals.isEmpty else {
      throw UsageError("review takes no arguments, not '\(arguments.positionals[0])'")
    }
    options = try CommonOptions(arguments)
  }

  func run(_ environment: AppEnvironment) -> ExitCode {
    let round = AppContext.open(options, environment).flatMap { app in
      app.learner().flatMap { learner in
        app.course(nil, for: learner).flatMap { ReviewRound.make(app: app, course: $0, learner: learner) }
      }
    }
    switch round {
    case .failure(let failure):
      environment.writeError(failure.message + "\n")
      return failure.code
    case .success(.nothing(let line)):
      environment.write(line + "\n")
      return .success
    case .success(.game(let game)):
      return game.play(reader: game.app.reader())
    }
  }
}
