/// Every way lingo can end, each with its own documented status.
public enum ExitCode: Int32, Sendable, CaseIterable {
  /// The lesson was completed, or the command did what was asked.
  case success = 0
  /// `lingo check` found errors in a course.
  case courseHasErrors = 1
  /// The command line was wrong.
  case usage = 2
  /// Input ended before the lesson finished.
  case inputEnded = 3
  /// The learner left the lesson with `:quit`.
  case quit = 4
  /// No energy left to start or go on with a lesson.
  case outOfEnergy = 5
  /// The course file could not be read or is not a valid course.
  case badCourse = 6
  /// The progress file can't be used: damaged, busy, read-only, or from a newer lingo.
  case storeFailed = 7
  /// `lingo import` could not read a file (not a package or list, a damaged zip, a newer Anki) or write `--out`.
  case importFailed = 8
  /// Standard input, output or error failed: a full disk, a closed stream, a read error.
  case streamFailed = 9
  /// `reset` was not confirmed: answered no at the prompt, or piped without `--yes`.
  case notConfirmed = 10
  /// The lesson ended without passing: too little of it right (`Lesson.passingAccuracy`).
  case notPassed = 11
  /// Interrupted with Ctrl-C.
  case interrupted = 130

  /// What the code means, for `--help` and README.md.
  public var meaning: String {
    switch self {
    case .success: "lesson complete (or the command succeeded)"
    case .courseHasErrors: "lingo check found errors; lingo status: today's lesson is not done"
    case .usage: "bad usage"
    case .inputEnded: "input ended before the lesson finished"
    case .quit: "the lesson was left with :quit"
    case .outOfEnergy: "out of energy"
    case .badCourse: "the course cannot be read or is invalid"
    case .storeFailed: "the progress file cannot be used (damaged, busy, read-only or newer)"
    case .importFailed: "lingo import could not read a file or write --out (nothing written)"
    case .streamFailed: "standard input, output or error failed (a full disk, a closed stream)"
    case .notConfirmed: "reset was not confirmed (answered no, or piped without --yes)"
    case .notPassed: "the lesson ended not passed (under half of it right the first time)"
    case .interrupted: "interrupted (Ctrl-C)"
    }
  }
}

/// The documented exit code of an outcome: 0 without an error, else the error's own.
public func exitCode(for error: LingoError?) -> ExitCode {
  guard let error else { return .success }
  return switch error {
  case .findings, .notDoneToday: .courseHasErrors
  case .usage: .usage
  case .inputEnded: .inputEnded
  case .quit: .quit
  case .outOfEnergy: .outOfEnergy
  case .notPassed: .notPassed
  case .course, .unreadable: .badCourse
  case .store, .noHome, .noBackup: .storeFailed
  case .importFailed: .importFailed
  case .stream: .streamFailed
  case .notConfirmed: .notConfirmed
  case .interrupted: .interrupted
  }
}
