import App
import Foundation
import Learner
import Terminal

/// The options every command shares, parsed from the command line into the app's options: the clock, the
/// seed, where the learner lives, and how output looks.
typealias CommonOptions = AppOptions

extension AppOptions {
  /// The shared flags (see `OptionSpec.general`), and `--help`.
  static let flags = Set(OptionSpec.general.filter { $0.value == nil }.map(\.name) + ["--help", "-h"])
  /// The shared options that take a value (see `OptionSpec.general`).
  static let valued = Set(OptionSpec.general.filter { $0.value != nil }.map(\.name))

  init(_ arguments: Arguments) throws(LingoError) {
    var now: Date?
    if let text = arguments.options["--now"] {
      guard let date = Timestamp.parse(text) else {
        throw .usage(
          "--now wants an ISO 8601 time with its offset from \(Timestamp.usableText), such as "
            + "2026-11-26T18:00:00Z or 2026-11-26T19:00:00+01:00, or a date such as 2026-11-26; "
            + "not '\(text)'")
      }
      // What a command derives from its time must fit the progress file's range, so the ends are refused.
      guard Timestamp.usable.contains(date) else {
        throw .usage(
          "--now wants a time from \(Timestamp.usableText), so that what lingo saves from it fits its "
            + "progress file; not '\(text)'")
      }
      now = date
    }
    var seed: UInt64?
    if let text = arguments.options["--seed"] {
      guard let parsed = UInt64(text) else {
        throw .usage("--seed wants a whole number from 0 to \(UInt64.max), not '\(text)'")
      }
      seed = parsed
    }
    let color = try ColorMode(arguments)
    self.init(
      now: now, seed: seed, ephemeral: arguments.flags.contains("--ephemeral"),
      ascii: arguments.flags.contains("--ascii"), json: arguments.flags.contains("--json"), color: color,
      plain: arguments.flags.contains("--plain"), speechFile: arguments.options["--speech-file"])
  }
}

extension ColorMode {
  /// `--color WHEN` of `arguments`, auto when it is not given: the one place the option is read.
  init(_ arguments: Arguments) throws(LingoError) {
    let name = arguments.options["--color"] ?? "auto"
    guard let mode = ColorMode(rawValue: name) else {
      throw .usage("--color wants auto, always or never, not '\(name)'")
    }
    self = mode
  }
}
