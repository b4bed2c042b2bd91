import Foundation
import Terminal

/// The options every command shares: the clock, the seed, where the learner lives, and how output looks.
struct CommonOptions {
  static let flags: Set<String> = ["--ephemeral", "--ascii", "--json", "--help", "-h"]
  static let valued: Set<String> = ["--now", "--seed", "--color"]

  var now: Date?
  var seed: UInt64?
  var ephemeral: Bool
  var ascii: Bool
  var json: Bool
  var color: ColorMode

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
      color: color.isEnabled(isTerminal: environment.outputIsTerminal, environment: environment.variables),
      ascii: ascii || environment.variables["TERM"] == "dumb")
  }
}
