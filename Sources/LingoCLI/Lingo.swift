import App
import Course
import Foundation
import Terminal

/// A subcommand: made from its words (usage errors thrown), then run; what stops it is thrown.
protocol Command {
  func run(_ environment: AppEnvironment) throws(LingoError)
}

/// The command line: picks the command, runs it, and turns every outcome into an exit code.
public enum Lingo {
  /// The command `name` (see `CommandTable`) made from the words after it.
  static func command(_ name: String, _ words: [String]) throws(LingoError) -> any Command {
    guard let command = CommandTable.named(name) else {
      throw .usage(
        "unknown command '\(name)'" + Suggestion.hint(for: name, in: CommandTable.names, within: 2),
        hint: "run 'lingo help' for the commands")
    }
    return try command.make(words)
  }

  /// Leaves the units each check decodes to the process's exit (see `ExitBound`): for a process that
  /// checks and ends, never for one that goes on (the app, a test run).
  public static func leaveCheckedCoursesToExit() { ExitBound.turnOn() }

  /// Runs lingo with `arguments` (without the program name) and returns the exit status.
  public static func run(_ arguments: [String], environment: AppEnvironment) -> Int32 {
    exitCode(for: finish(dispatch(arguments, environment), environment)).rawValue
  }

  /// What stopped the command, reported already (a usage error on the command line with the usage after
  /// it); nil when nothing did.
  private static func dispatch(_ arguments: [String], _ environment: AppEnvironment) -> LingoError? {
    var words = arguments
    let name = words.first.flatMap { $0.hasPrefix("-") ? nil : $0 } ?? "app"
    if words.first == name { words.removeFirst() }
    if arguments.first == "--version" {
      environment.write("lingo \(Help.version)\n")
      return nil
    }
    if words.contains("--help") || words.contains("-h") {
      let help = CommandTable.named(name).flatMap { $0.name == "app" ? nil : Help.text(for: $0) }
      environment.write(TerminalText(escapingLines: help ?? Help.text))
      return nil
    }
    let chosen: any Command
    do throws(LingoError) {
      chosen = try command(name, words)
    } catch {
      let hinted =
        if case .usage(let message, nil) = error {
          LingoError.usage(
            message,
            hint: name == "app"
              ? "run 'lingo help' for the commands and options" : "run 'lingo help \(name)' for its options")
        } else { error }
      environment.report(hinted)
      environment.writeError("\n" + TerminalText(escapingLines: Help.usage))
      return hinted
    }
    do throws(LingoError) {
      try chosen.run(environment)
      return nil
    } catch {
      environment.report(error)
      return error
    }
  }

  /// The outcome once the streams are looked at: a failed read or write is said in one line and wins over
  /// what the command did (but Ctrl-C), so a script never takes a cut-off output for a whole one.
  static func finish(_ outcome: LingoError?, _ environment: AppEnvironment) -> LingoError? {
    guard let failure = streamFailure(environment.streams) else { return outcome }
    environment.report(failure)
    return outcome == .interrupted ? outcome : failure
  }

  /// The first stream that failed, output first.
  static func streamFailure(_ streams: StreamStatus) -> LingoError? {
    let saved = streams.saved
    if let reason = streams.outputFailure { return .stream(.output, reason: reason, saved: saved) }
    if let reason = streams.inputFailure { return .stream(.input, reason: reason, saved: saved) }
    return streams.errorFailure.map { .stream(.error, reason: $0, saved: saved) }
  }
}
