import App

/// What the shell completions offer: each command's options, the option values and the settings.
enum CompletionSpec {
  /// The options the learner's commands share, offered after `lingo -`.
  static let common = OptionSpec.common.map(\.name) + ["--help"]

  /// Every subcommand with the options it takes (see `CommandTable`).
  static let commands: [(name: String, options: [String])] = CommandTable.all.map { command in
    (command.name, command.name == "help" ? [] : command.options.map(\.name) + ["--help"])
  }

  /// The options whose value is free text: nothing is offered after them.
  static var freeValued: [String] {
    let named = Set(fileOptions + optionValues.map(\.option) + ["--lesson", "--format"])
    var seen = Set<String>()
    return CommandTable.all.flatMap(\.valued).filter { !named.contains($0) && seen.insert($0).inserted }
  }

  /// The options of `play` that take a value: the words to step over when looking for its course.
  static var playValued: [String] { CommandTable.named("play")?.valued ?? [] }

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
    ("accents", ["on", "off"]), ("sound", ["on", "off"]), ("keyboard", ["on", "off"]),
    ("voice", ["slow", "normal", "fast", "off"]),
    ("goal", ["10", "20", "30", "50"]), ("course", SettingsChange.courses),
    ("retention", ["0.70", "0.80", "0.85", "0.90", "0.95", "0.97"]),
  ]

  /// The settings whose value may also be a course file (`settings course FILE`): files are offered too.
  static let fileSettings: Set<String> = ["course"]

  /// The options whose value is a file.
  static let fileOptions = ["--speech-file", "--cast", "--out"]

  /// The shells a script can be printed for.
  static let shells = ["bash", "zsh", "fish"]
}
