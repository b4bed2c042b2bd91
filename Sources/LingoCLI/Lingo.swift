import Foundation

/// The command line: picks the command, runs it, and turns every outcome into an exit code.
public enum Lingo {
  /// Runs lingo with `arguments` (without the program name) and returns the exit status.
  public static func run(_ arguments: [String], environment: AppEnvironment) -> Int32 {
    var words = arguments
    let command = words.first.flatMap { $0.hasPrefix("-") ? nil : $0 } ?? "play"
    if words.first == command { words.removeFirst() }
    if arguments.first == "--help" || arguments.first == "-h" || command == "help" {
      environment.write(Help.text)
      return ExitCode.success.rawValue
    }
    if arguments.first == "--version" {
      environment.write("lingo \(Help.version)\n")
      return ExitCode.success.rawValue
    }
    do throws(UsageError) {
      switch command {
      case "play":
        let play = try PlayCommand(words)
        if words.contains("--help") || words.contains("-h") {
          environment.write(Help.text)
          return ExitCode.success.rawValue
        }
        return play.run(environment).rawValue
      case "where", "reset", "refill":
        if words.contains("--help") || words.contains("-h") {
          environment.write(Help.text)
          return ExitCode.success.rawValue
        }
        return try ProgressCommand(command, words).run(environment).rawValue
      case "check":
        if words.contains("--help") || words.contains("-h") {
          environment.write(Help.text)
          return ExitCode.success.rawValue
        }
        return try CheckCommand(words).run(environment).rawValue
      default:
        throw UsageError("unknown command '\(command)'")
      }
    } catch {
      environment.writeError("error: \(error.message)\n\n" + Help.usage)
      return ExitCode.usage.rawValue
    }
  }
}
