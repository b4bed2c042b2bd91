import Foundation
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

  init(_ arguments: Arguments) throws(UsageError) {
    if let text = arguments.options["--now"] {
      guard let date = Self.parseDate(text) else {
        throw UsageError("--now wants an ISO 8601 time such as 2026-11-26T18:00:00Z, not '\(text)'")
      }
      now = date
    }
    if let text = arguments.options["--seed"] {
      guard let seed = UInt64(text) else { throw UsageError("--seed wants a whole number, not '\(text)'") }
      self.seed = seed
    }
    let colorName = arguments.options["--color"] ?? "auto"
    guard let color = ColorMode(rawValue: colorName) else {
      throw UsageError("--color wants auto, always or never, not '\(colorName)'")
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

  /// Reads `2026-11-26T18:00:00Z`, with an offset or fractional seconds, or a bare date at midnight UTC.
  static func parseDate(_ text: String) -> Date? {
    let formatter = ISO8601DateFormatter()
    for options: ISO8601DateFormatter.Options in [
      [.withInternetDateTime], [.withInternetDateTime, .withFractionalSeconds], [.withFullDate],
    ] {
      formatter.formatOptions = options
      if let date = formatter.date(from: text) { return date }
    }
    return nil
  }

  /// The style output is drawn in, given where it goes.
  func style(_ environment: AppEnvironment) -> Style {
    Style(
      color: !isPlain(environment)
        && color.isEnabled(isTerminal: environment.outputIsTerminal, environment: environment.variables),
      ascii: ascii || isPlain(environment) || environment.variables["TERM"] == "dumb")
  }
}
