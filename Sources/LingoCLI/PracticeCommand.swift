import App

/// `lingo practice`: a lesson of the exercises missed most recently, topped up with the weakest words.
struct PracticeCommand: Command {
  let options: CommonOptions

  init(_ words: [String]) throws(LingoError) {
    let arguments = try Arguments(words, flags: CommonOptions.flags, options: CommonOptions.valued)
    guard arguments.positionals.isEmpty else {
      throw .usage("practice takes no arguments, not '\(arguments.positionals[0])'")
    }
    options = try CommonOptions(arguments)
  }

  func run(_ environment: AppEnvironment) throws(LingoError) {
    let app = try AppContext.open(options, environment)
    let learner = try app.learner()
    let course = try app.course(nil, for: learner)
    switch try PracticeRound.make(app: app, course: course, learner: learner) {
    case .nothing(let line):
      // Nothing to play: the streak's news is said here, once, as a lesson's header would have said it.
      try app.sayStreakNews(of: learner)
      environment.write("\(line)\n")
    case .round(let context): try AppRunner.play(context, app)
    }
  }
}
