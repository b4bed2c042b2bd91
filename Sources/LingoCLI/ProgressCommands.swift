import App
import Course
import Foundation
import Learner
import Store
import Terminal

/// `lingo where`, `lingo reset [--new NAME [--course NAME] [--goal N]] [--yes] | --undo | --redo` and
/// `lingo refill`: the learner's file and its state.
struct ProgressCommand: Command {
  enum Action {
    case showLocation
    /// A reset to the sample learner, or to a new profile whose first run `--course` and `--goal` answer.
    case reset(NewProfile?, confirmed: Bool)
    case undo
    case redo
    case refill
  }

  let action: Action
  let options: CommonOptions

  init(_ command: String, _ words: [String]) throws(LingoError) {
    let arguments = try Arguments(
      words, flags: CommonOptions.flags.union(command == "reset" ? ["--yes", "--undo", "--redo"] : []),
      options: CommonOptions.valued.union(command == "reset" ? ["--new", "--course", "--goal"] : []))
    guard arguments.positionals.isEmpty else {
      throw .usage("\(command) takes no arguments, not '\(arguments.positionals[0])'")
    }
    options = try CommonOptions(arguments)
    if options.json { throw .usage("--json is for play, review and practice; \(command) prints text") }
    switch command {
    case "where": action = .showLocation
    case "refill": action = .refill
    default:
      if let name = arguments.options["--new"], name.trimmingCharacters(in: .whitespaces).isEmpty {
        throw .usage("--new wants a name, such as --new \"Ana\"")
      }
      let course = arguments.options["--course"]
      let goal = arguments.options["--goal"]
      if arguments.options["--new"] == nil,
        let given = course != nil ? "--course" : goal != nil ? "--goal" : nil
      {
        throw .usage("\(given) goes with --new NAME: it answers a new profile's first run")
      }
      if arguments.flags.contains("--undo") || arguments.flags.contains("--redo") {
        let flag = arguments.flags.contains("--undo") ? "--undo" : "--redo"
        guard arguments.options["--new"] == nil else { throw .usage("\(flag) and --new don't go together") }
        guard !(arguments.flags.contains("--undo") && arguments.flags.contains("--redo")) else {
          throw .usage("--undo and --redo don't go together")
        }
        action = flag == "--undo" ? .undo : .redo
      } else {
        let profile = arguments.options["--new"].map { NewProfile(name: $0, course: course, goal: goal) }
        // A value not on offer is said before the reset is asked about.
        _ = try profile?.answers()
        action = .reset(profile, confirmed: arguments.flags.contains("--yes"))
      }
    }
  }

  func run(_ environment: AppEnvironment) throws(LingoError) {
    if case .showLocation = action, !options.ephemeral {
      environment.write("\(try environment.store.location())\n")
      return
    }
    if case .reset(_, confirmed: false) = action, !options.ephemeral { try confirm(environment) }
    let clock = Clock(options, environment)
    if case .undo = action {
      let lines = try environment.store.bringBack(options, clock, environment.streams, false)
      environment.write(lines.joined(separator: "\n") + "\n")
      return
    }
    if case .redo = action {
      let lines = try environment.store.bringBack(options, clock, environment.streams, true)
      environment.write(lines.joined(separator: "\n") + "\n")
      return
    }
    let store = try environment.store.open(options, environment.streams)
    if case .reset(let profile, _) = action {
      let display = Display(
        style: options.style(environment),
        width: TerminalSize.columns(
          variables: environment.variables, isTerminal: environment.outputIsTerminal),
        plain: options.isPlain(environment))
      let said = try Reset.perform(
        store, newProfile: profile, clock: clock, environment: environment, display: display,
        from: .commandLine)
      environment.write(said.joined(separator: "\n") + "\n")
      return
    }
    var refill: Purchase?
    do {
      switch action {
      case .showLocation:
        environment.write("\(store.location)\n")
      case .reset, .undo, .redo:
        break
      case .refill:
        let now = clock.now()
        refill = try store.update(makeLearner: clock.sample) { $0.buyRefill(at: now) }
      }
    } catch {
      throw .store(error)
    }
    guard let refill else { return }
    environment.write(ShopItem.refill.said(refill) + "\n")
    if let failure = ShopItem.refill.failure(refill) { throw failure }
  }

  /// Asks at a terminal whether to reset; piped, throws how to confirm. Throws unless told to go ahead.
  private func confirm(_ environment: AppEnvironment) throws(LingoError) {
    // A store not made yet holds nothing to lose.
    guard environment.store.made(options) == true else { return }
    guard environment.inputIsTerminal else { throw .notConfirmed(asked: false) }
    environment.write("\(Reset.warning)\nReset now? [y/N] ")
    let answer = environment.readLine()?.trimmingCharacters(in: .whitespaces).lowercased()
    guard answer == "y" || answer == "yes" else {
      environment.write("Nothing was changed.\n")
      throw .notConfirmed(asked: true)
    }
  }
}
