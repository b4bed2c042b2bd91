import Foundation
import Learner
import Terminal

/// The options every command shares: the clock, the seed, where the learner lives, and how output looks.
struct CommonOptions {
  static let flags: Set<String> = ["--ephemeral", "--ascii", "--json", "--plain", "--help", "-h"]
  static let valued: Set<String> = ["--now", "--seed", "--color", "--speech-file"]

  var now: Date?
  var seed: UInt64?
  var ephemeral: Bool
  var ascii: Bool
  var json: Bool
  var color: ColorMode
  /// `--plain`: linear labelled text for screen readers (also `LINGO_PLAIN=1`).
  var plain: Bool
  /// `--speech-file PATH`: `:listen` writes a WAV file there (also `LINGO_SPEECH_FILE`).
  var speechFile: String?

  init(_ arguments: Arguments) throws(LingoError) {
    if let text = arguments.options["--now"] {
      guard let date = Timestamp.parse(text) else {
        throw .usage(
          "--now wants an ISO 8601 time with its offset from 1970 to 9999, such as 2026-11-26T18:00:00Z or "
            + "2026-11-26T19:00:00+01:00, or a date such as 2026-11-26; not '\(text.terminalSafe)'")
      }
      now = date
    }
    if let text = arguments.options["--seed"] {
      guard let seed = UInt64(text) else {
        throw .usage("--seed wants a whole number from 0 to \(UInt64.max), not '\(text.terminalSafe)'")
      }
      self.seed = seed
    }
    let colorName = arguments.options["--color"] ?? "auto"
    guard let color = ColorMode(rawValue: colorName) else {
      throw .usage("--color wants auto, always or never, not '\(colorName.terminalSafe)'")
    }
    self.color = color
    ephemeral = arguments.flags.contains("--ephemeral")
    ascii = arguments.flags.contains("--ascii")
    json = arguments.flags.contains("--json")
    plain = arguments.flags.contains("--plain")
    speechFile = arguments.options["--speech-file"]
  }

  /// Whether output is plain text for screen readers: `--plain` or `LINGO_PLAIN=1`.
  func isPlain(_ environment: AppEnvironment) -> Bool {
    plain || environment.variables["LINGO_PLAIN"] == "1"
  }

  /// Whether animations show only their final frame: plain output or `LINGO_REDUCE_MOTION=1`.
  func reducesMotion(_ environment: AppEnvironment) -> Bool {
    isPlain(environment) || environment.variables["LINGO_REDUCE_MOTION"] == "1"
  }

  /// The style output is drawn in, given where it goes.
  func style(_ environment: AppEnvironment) -> Style {
    Style(
      color: !isPlain(environment)
        && color.isEnabled(isTerminal: environment.outputIsTerminal, environment: environment.variables),
      ascii: ascii || isPlain(environment) || environment.variables["TERM"] == "dumb",
      depth: ColorDepth(environment: environment.variables))
  }
}
