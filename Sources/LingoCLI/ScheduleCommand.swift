/// `lingo schedule`: replays review histories through FSRS-6 (being built).
struct ScheduleCommand: Command {
  init(_ words: [String]) throws(UsageError) { throw UsageError("schedule is not available yet") }

  func run(_ environment: AppEnvironment) -> ExitCode { .usage }
}
