import Foundation
import Learner
import Store
import Terminal

/// `lingo where`, `lingo reset [--new NAME] [--yes] | --undo` and `lingo refill`: the learner's file and
/// its state.
struct ProgressCommand: Command {
  enum Action {
    case showLocation
    case reset(newName: String?, confirmed: Bool)
    case undo
    case refill
  }

  let action: Action
  let options: CommonOptions

  init(_ command: String, _ words: [String]) throws(UsageError) {
    let arguments = try Arguments(
      words, flags: CommonOptions.flags.union(command == "reset" ? ["--yes", "--undo"] : []),
      options: CommonOptions.valued.union(command == "reset" ? ["--new"] : []))
    guard arguments.positionals.isEmpty else {
      throw UsageError("\(command) takes no arguments, not '\(arguments.positionals[0])'")
    }
    options = try CommonOptions(arguments)
    switch command {
    case "where": action = .showLocation
    case "refill": action = .refill
    default:
      if let name = arguments.options["--new"], name.trimmingCharacters(in: .whitespaces).isEmpty {
        throw UsageError("--new wants a name, such as --new \"Ana\"")
      }
      if arguments.flags.contains("--undo") {
        guard arguments.options["--new"] == nil else {
          throw UsageError("--undo and --new don't go together")
        }
        action = .undo
      } else {
        action = .reset(newName: arguments.options["--new"], confirmed: arguments.flags.contains("--yes"))
      }
    }
  }

  func run(_ environment: AppEnvironment) -> ExitCode {
    if case .showLocation = action, !options.ephemeral {
      guard let path = StoreLocation.path(variables: environment.variables) else {
        environment.writeError("error: set HOME or LINGO_HOME so lingo knows where to keep progress\n")
        return .storeFailed
      }
      environment.write(path + "\n")
      return .success
    }
    if case .reset(_, confirmed: false) = action, !options.ephemeral, !confirm(environment) {
      return .notConfirmed
    }
    let clock = Clock(options, environment)
    if case .undo = action {
      let path = options.ephemeral ? nil : StoreLocation.path(variables: environment.variables)
      switch Reset.undo(path: path, clock: clock, streams: environment.streams) {
      case .failure(let failure):
        environment.writeError(failure.message + "\n")
        return failure.code
      case .success(let lines):
        environment.write(lines.joined(separator: "\n") + "\n")
        return .success
      }
    }
    let store: any ProgressStore
    switch StoreOpener(
      ephemeral: options.ephemeral, variables: environment.variables, streams: environment.streams
    )
    .open() {
    case .failure(let failure):
      environment.writeError(failure.message + "\n")
      return failure.code
    case .success(let opened): store = opened
    }
    do {
      switch action {
      case .showLocation:
        environment.write(store.location + "\n")
      case .reset(let name, _):
        environment.write(
          try Reset.perform(store, newName: name, clock: clock, variables: environment.variables)
            .joined(separator: "\n") + "\n")
      case .undo:
        break
      case .refill:
        return try refill(store, clock, environment)
      }
      return .success
    } catch {
      environment.writeError("error: \(error.explanation)\n")
      return .storeFailed
    }
  }

  /// Asks at a terminal whether to reset; piped, says how to confirm. True to go ahead.
  private func confirm(_ environment: AppEnvironment) -> Bool {
    // A store not made yet holds nothing to lose.
    guard let path = StoreLocation.path(variables: environment.variables),
      FileManager.default.fileExists(atPath: path)
    else { return true }
    guard environment.inputIsTerminal else {
      environment.writeError(
        "error: reset replaces your progress and is not confirmed, so nothing was changed; run "
          + "'lingo reset --yes' to go ahead (a backup is kept, and 'lingo reset --undo' brings it back)\n")
      return false
    }
    environment.write(Reset.warning + "\nReset now? [y/N] ")
    let answer = environment.readLine()?.trimmingCharacters(in: .whitespaces).lowercased()
    guard answer == "y" || answer == "yes" else {
      environment.write("Nothing was changed.\n")
      return false
    }
    return true
  }

  private func refill(_ store: any ProgressStore, _ clock: Clock, _ environment: AppEnvironment)
    throws(StoreError)
    -> ExitCode
  {
    let now = clock.now()
    let purchase = try store.update(makeLearner: clock.sample) { $0.buyRefill(at: now) }
    environment.write(ShopCommand.line(purchase, item: .refill) + "\n")
    return ShopCommand.exitCode(purchase, item: .refill)
  }
}
