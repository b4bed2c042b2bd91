import Course
import Foundation

/// A subcommand: made from its words (usage errors thrown), then run to an exit code.
protocol Command {
  func run(_ environment: AppEnvironment) -> ExitCode
}

/// The command line: picks the command, runs it, and turns every outcome into an exit code.
public enum Lingo {
  /// Every subcommand by name, made from the words after its name.
  static let commands: [String: @Sendable (String, [String]) throws(UsageError) -> any Command] = [
    "play": { _, words throws(UsageError) in try PlayCommand(words) },
    "check": { _, words throws(UsageError) in try CheckCommand(words) },
    "where": { name, words throws(UsageError) in try ProgressCommand(name, words) },
    "reset": { name, words throws(UsageError) in try ProgressCommand(name, words) },
    "refill": { name, words throws(UsageError) in try ProgressCommand(name, words) },
    "schedule": { _, words throws(UsageError) in try ScheduleCommand(words) },
    "demo": { _, words throws(UsageError) in try DemoCommand(words) },
  ]

  /// Runs lingo with `arguments` (without the program name) and returns the exit status.
  public static func run(_ arguments: [String], environment: AppEnvironment) -> Int32 {
    var words = arguments
    let name = words.first.flatMap { $0.hasPrefix("-") ? nil : $0 } ?? "play"
    if words.first == name { words.removeFirst() }
    if arguments.first == "--version" {
      environment.write("lingo \(Help.version)\n")
      return ExitCode.success.rawValue
    }
    if name == "help" || words.contains("--help") || words.contains("-h") {
      environment.write(Help.text)
      return ExitCode.success.rawValue
    }
    do throws(UsageError) {
      guard let make = commands[name] else {
        let close = commands.keys.min { editDistance($0, name) < editDistance($1, name) }
        let hint = close.flatMap { editDistance($0, name) <= 2 ? "; did you mean '\($0)'?" : nil } ?? ""
        throw UsageError("unknown command '\(name)'\(hint)")
      }
      return try make(name, words).run(environment).rawValue
    } catch {
      environment.writeError("error: \(error.message)\n\n" + Help.usage)
      return ExitCode.usage.rawValue
    }
  }
}
