import App
import Foundation
import Review
import Schedule
import Terminal

/// `lingo schedule [--retention X] [--learning-steps 1m,10m] [--relearning-steps 10m] [--fuzz [--seed N]]`:
/// replays review histories, JSON Lines on standard input, through FSRS-6.
struct ScheduleCommand: Command {
  let scheduler: Scheduler
  /// The fuzz seed: given, or drawn when the command runs; nil when fuzz is off.
  let seed: UInt64?

  init(_ words: [String]) throws(LingoError) {
    let arguments = try Arguments(
      words, flags: ["--fuzz", "--help", "-h"],
      options: ["--retention", "--learning-steps", "--relearning-steps", "--seed"])
    if let extra = arguments.positionals.first {
      throw .usage(
        "schedule reads cards from standard input and takes no arguments, not '\(extra)'")
    }
    let retentionText = arguments.options["--retention"] ?? "0.9"
    guard let retention = Double(retentionText), Scheduler.retentionRange.contains(retention) else {
      throw .usage("--retention wants a number from 0.70 to 0.97, not '\(retentionText)'")
    }
    let learningSteps = try Self.steps(arguments.options["--learning-steps"] ?? "1m,10m", "--learning-steps")
    let relearningSteps = try Self.steps(
      arguments.options["--relearning-steps"] ?? "10m", "--relearning-steps")
    let fuzz = arguments.flags.contains("--fuzz")
    if let seedText = arguments.options["--seed"] {
      guard fuzz else { throw .usage("--seed only matters with --fuzz") }
      guard let seed = UInt64(seedText) else {
        throw .usage(
          "--seed wants a whole number from 0 to \(UInt64.max), not '\(seedText)'")
      }
      self.seed = seed
    } else {
      seed = nil
    }
    do {
      scheduler = try Scheduler(
        retention: retention, learningSteps: learningSteps, relearningSteps: relearningSteps, fuzz: fuzz)
    } catch {
      throw .usage(error.errorDescription ?? "the scheduler's settings are not usable")
    }
  }

  func run(_ environment: AppEnvironment) throws(LingoError) {
    var pipeline = SchedulePipeline(
      scheduler: scheduler, seed: scheduler.fuzz ? (seed ?? environment.randomSeed()) : 0,
      interactive: environment.inputIsTerminal, processors: ProcessInfo.processInfo.activeProcessorCount,
      write: environment.writeBytes)
    if environment.inputIsTerminal {
      while environment.streams.outputFailure == nil, let line = environment.readLine() {
        pipeline.add(Array(line.utf8) + [0x0A])
      }
    } else {
      // Once output fails there is no point reading on: the exit code will say so.
      while environment.streams.outputFailure == nil, let chunk = environment.readBytes() {
        pipeline.add(chunk)
      }
    }
    pipeline.finish()
    if pipeline.failed > 0 {
      let count = pipeline.failed == 1 ? "1 card" : "\(pipeline.failed) cards"
      environment.writeError(
        "warning: \(count) of \(pipeline.cards) could not be replayed; their lines say why\n")
    }
  }

  /// The longest a learning step may be: a year.
  static let longestStep: TimeInterval = 365 * 86_400
  /// The most steps a list may have.
  static let mostSteps = 100

  /// Steps like `1m,10m` (each a whole number of s, m, h or d, up to 365d) in seconds, at most 100 of
  /// them; an empty list is no steps.
  static func steps(_ text: String, _ option: String) throws(LingoError) -> [TimeInterval] {
    let units: [Character: TimeInterval] = ["s": 1, "m": 60, "h": 3600, "d": 86_400]
    var steps: [TimeInterval] = []
    for part in text.split(separator: ",", omittingEmptySubsequences: false) {
      let step = part.trimmingCharacters(in: .whitespaces)
      if step.isEmpty && text.trimmingCharacters(in: .whitespaces).isEmpty { continue }
      guard let unit = step.last.flatMap({ units[$0] }), let count = Int(step.dropLast()), count >= 0,
        TimeInterval(count) * unit <= longestStep, steps.count < mostSteps
      else {
        throw .usage(
          "\(option) wants at most \(mostSteps) steps like 1m,10m (s, m, h or d), each at most 365d, "
            + "not '\(text)'")
      }
      steps.append(TimeInterval(count) * unit)
    }
    return steps
  }
}
