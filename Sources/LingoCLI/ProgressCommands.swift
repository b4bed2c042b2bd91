import Foundation
import Learner
import Store
import Terminal

/// `lingo where`, `lingo reset [--new NAME]` and `lingo refill`: the learner's file and its state.
struct ProgressCommand: Command {
  enum Action {
    case showLocation
    case reset(newName: String?)
    case refill
  }

  let action: Action
  let options: CommonOptions

  init(_ command: String, _ words: [String]) throws(UsageError) {
    let arguments = try Arguments(
      words, flags: CommonOptions.flags,
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
      action = .reset(newName: arguments.options["--new"])
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
    let clock = Clock(options, environment)
    let store: any ProgressStore
    switch StoreOpener(ephemeral: options.ephemeral, variables: environment.variables).open() {
    case .failure(let failure):
      environment.writeError(failure.message + "\n")
      return failure.code
    case .success(let opened): store = opened
    }
    do {
      switch action {
      case .showLocation:
        environment.write(store.location + "\n")
      case .reset(let name):
        let learner =
          name.map { Learner.new(name: $0, today: clock.today, now: clock.now()) } ?? clock.sample()
        try store.replace(with: learner)
        environment.write(
          name == nil
            ? "Back to the launch state: Sam Rivera, a 27-day streak.\n"
            : "A new profile for \(learner.name.terminalSafe), starting at unit 1.\n")
      case .refill:
        return try refill(store, clock, environment)
      }
      return .success
    } catch {
      environment.writeError("error: \(error.explanation)\n")
      return .storeFailed
    }
  }

  private func refill(_ store: any ProgressStore, _ clock: Clock, _ environment: AppEnvironment)
    throws(StoreError)
    -> ExitCode
  {
    let now = clock.now()
    let message: String = try store.update(makeLearner: clock.sample) { learner in
      let level = learner.energy.current(at: now)
      if level == Energy.maximum { return "Energy is already full (\(level))." }
      guard learner.gems >= Energy.refillPrice else {
        return "Not enough gems: a refill costs \(Energy.refillPrice) and you have \(learner.gems)."
      }
      learner.gems -= Energy.refillPrice
      learner.energy.refill(at: now)
      return "Energy refilled to \(Energy.maximum) for \(Energy.refillPrice) gems; \(learner.gems) gems left."
    }
    environment.write(message + "\n")
    return message.hasPrefix("Not enough") ? .outOfEnergy : .success
  }
}
