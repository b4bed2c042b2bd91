import Course
import Foundation

/// A subcommand: made from its words (usage errors thrown), then run to an exit code.
protocol Command {
  func run(_ environment: AppEnvironment) -> ExitCode
}

/// The command line: picks the command, runs it, and turns every outcome into an exit code.
public enum Lingo {
  /// Every subcommand's name.
  static let names =
    [
      "app", "play", "check", "import", "schedule", "demo", "where", "reset", "refill", "status",
      "completions", "shop",
    ]
    + ViewCommand.names

  /// The command `name` made from the words after it.
  static func command(_ name: String, _ words: [String]) throws(UsageError) -> any Command {
    switch name {
    case "app": return try AppShell(words)
    case "play": return try PlayCommand(words)
    case "review": return try ReviewCommand(words)
    case "check": return try CheckCommand(words)
    case "import": return try ImportCommand(words)
    case "schedule": return try ScheduleCommand(words)
    case "demo": return try DemoCommand(words)
    case "status": return try StatusCommand(words)
    case "completions": return try CompletionsCommand(words)
    case "where", "reset", "refill": return try ProgressCommand(name, words)
    case "shop": return try ShopCommand(words)
    case _ where ViewCommand.names.contains(name): return try ViewCommand(name, words)
    default:
      let close = names.min { editDistance($0, name) < editDistance($1, name) }
      let hint = close.flatMap { editDistance($0, name) <= 2 ? "; did you mean '\($0)'?" : nil } ?? ""
      throw UsageError("unknown command '\(name)'\(hint)")
    }
  }

  /// Runs lingo with `arguments` (without the program name) and returns the exit status.
  public static func run(_ arguments: [String], environment: AppEnvironment) -> Int32 {
    finish(dispatch(arguments, environment), environment).rawValue
  }

  /// The command's own exit code.
  private static func dispatch(_ arguments: [String], _ environment: AppEnvironment) -> ExitCode {
    var words = arguments
    let name = words.first.flatMap { $0.hasPrefix("-") ? nil : $0 } ?? "app"
    if words.first == name { words.removeFirst() }
    if arguments.first == "--version" {
      environment.write("lingo \(Help.version)\n")
      return .success
    }
    if name == "help" || words.contains("--help") || words.contains("-h") {
      environment.write(Help.text)
      return .success
    }
    do throws(UsageError) {
      return try command(name, words).run(environment)
    } catch {
      environment.writeError("error: \(error.message)\n\n" + Help.usage)
      return .usage
    }
  }

  /// The exit code once the streams are looked at: a failed read or write is said in one line and ends
  /// with its own code, whatever the command did, so a script never takes a cut-off output for a whole one.
  static func finish(_ code: ExitCode, _ environment: AppEnvironment) -> ExitCode {
    let streams = environment.streams
    let saved = streams.saved ? "; your progress was saved" : ""
    if let failure = streams.outputFailure {
      environment.writeError("error: cannot write to standard output (\(failure))\(saved)\n")
    } else if let failure = streams.inputFailure {
      environment.writeError("error: cannot read standard input (\(failure))\(saved)\n")
    } else if streams.errorFailure == nil {
      return code
    }
    return code == .interrupted ? code : .streamFailed
  }
}
