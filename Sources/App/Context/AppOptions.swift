import Foundation
import Terminal

/// How a learner-facing command runs: its clock and seed, where the learner lives, and how output looks.
/// The command line builds it (`CommonOptions` in LingoCLI); the app only reads it.
public struct AppOptions: Sendable {
  public var now: Date?
  public var seed: UInt64?
  public var ephemeral: Bool
  public var ascii: Bool
  public var json: Bool
  public var color: ColorMode
  /// `--plain`: linear labelled text for screen readers (also `LINGO_PLAIN=1`).
  public var plain: Bool
  /// `--speech-file PATH`: `:listen` writes a WAV file there (also `LINGO_SPEECH_FILE`).
  public var speechFile: String?

  public init(
    now: Date? = nil, seed: UInt64? = nil, ephemeral: Bool = false, ascii: Bool = false, json: Bool = false,
    color: ColorMode = .auto, plain: Bool = false, speechFile: String? = nil
  ) {
    (self.now, self.seed, self.ephemeral, self.ascii) = (now, seed, ephemeral, ascii)
    (self.json, self.color, self.plain, self.speechFile) = (json, color, plain, speechFile)
  }

  /// Whether output is plain text for screen readers: `--plain` or `LINGO_PLAIN=1`.
  public func isPlain(_ environment: AppEnvironment) -> Bool {
    plain || environment.variables["LINGO_PLAIN"] == "1"
  }

  /// Whether animations show only their final frame: plain output or `LINGO_REDUCE_MOTION=1`.
  public func reducesMotion(_ environment: AppEnvironment) -> Bool {
    isPlain(environment) || environment.variables["LINGO_REDUCE_MOTION"] == "1"
  }

  /// The style output is drawn in, given where it goes.
  public func style(_ environment: AppEnvironment) -> Style {
    Style(
      color: !isPlain(environment)
        && color.isEnabled(isTerminal: environment.outputIsTerminal, environment: environment.variables),
      ascii: ascii || isPlain(environment) || environment.variables["TERM"] == "dumb",
      depth: ColorDepth(environment: environment.variables))
  }
}
