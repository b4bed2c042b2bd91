/// `lingo demo`: the seed's scripted run through the real lesson code (being built).
struct DemoCommand: Command {
  init(_ words: [String]) throws(UsageError) { throw UsageError("demo is not available yet") }

  func run(_ environment: AppEnvironment) -> ExitCode { .usage }
}
