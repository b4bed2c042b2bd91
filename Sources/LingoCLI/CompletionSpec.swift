import App

/// What the shell completions offer: each command's options, the option values and the settings.
enum CompletionSpec {
  static let common = [
    "--now", "--seed", "--ephemeral", "--color", "--ascii", "--plain", "--speech-file", "--help",
  ]

  /// Every subcommand with the options it takes.
  static let commands: [(name: String, options: [String])] =
    [
      ("app", common), ("play", common + ["--lesson", "--json"]), ("review", common + ["--json"]),
      ("check", ["--solve", "--format", "--color", "--help"]),
      ("import", common + ["--out", "--title", "--language", "--from", "--with-history"]),
      ("schedule", ["--retention", "--learning-steps", "--relearning-steps", "--fuzz", "--seed", "--help"]),
      ("demo", ["--cast", "--frames", "--speed", "--color", "--ascii", "--help"]),
      ("status", ["--format", "--ascii", "--plain", "--now", "--ephemeral", "--help"]),
      ("completions", ["--nodes", "--help"]), ("where", common), ("reset", common + ["--new"]),
      ("refill", common), ("help", []),
    ] + ViewCommand.names.map { ($0, common) }

  /// The values an option takes, where they are a fixed list: for every command, or only for `command`.
  static let optionValues: [(command: String?, option: String, values: [String])] = [
    (nil, "--color", ["auto", "always", "never"]), ("check", "--format", ["text", "json"]),
  ]

  /// The shell `case` pattern matching "COMMAND OPTION" for an entry of `optionValues`.
  static func pattern(_ command: String?, _ option: String) -> String {
    (command.map { "\"\($0) " } ?? "*\" ") + option + "\""
  }

  /// The settings and their values, as `settings NAME VALUE` takes them.
  static let settings: [(name: String, values: [String])] = [
    ("accents", ["on", "off"]), ("sound", ["on", "off"]), ("voice", ["slow", "normal", "fast", "off"]),
    ("goal", ["10", "20", "30", "50"]), ("course", SettingsChange.courses),
    ("retention", ["0.70", "0.80", "0.85", "0.90", "0.95", "0.97"]),
  ]

  /// The options whose value is a file.
  static let fileOptions = ["--speech-file", "--cast", "--out"]

  /// The shells a script can be printed for.
  static let shells = ["bash", "zsh", "fish"]
}
