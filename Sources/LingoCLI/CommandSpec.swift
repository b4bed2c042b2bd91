import App

/// One option of a command: its name, the name of its value (nil for a flag) and what it does in a line.
struct OptionSpec: Sendable, Equatable {
  let name: String
  /// The value's name in help (`TIME`, `N`); nil when the option is a flag.
  let value: String?
  let doc: String
  /// Lines of `lingo --help` that go on from `doc`.
  var more: [String] = []

  /// An option that takes a value named `value`.
  init(_ name: String, _ value: String, _ doc: String, more: [String] = []) {
    (self.name, self.value, self.doc, self.more) = (name, value, doc, more)
  }

  /// A flag.
  init(_ name: String, _ doc: String, more: [String] = []) {
    (self.name, self.value, self.doc, self.more) = (name, nil, doc, more)
  }

  /// `--now TIME`, or `--ascii` for a flag.
  var label: String { value.map { "\(name) \($0)" } ?? name }
}

/// One subcommand: what dispatch, "did you mean", help, completions and the man-page test know of it.
struct CommandSpec: Sendable {
  let name: String
  /// What it does, in one line (the first line of its entry in `lingo --help`).
  let summary: String
  /// Lines that go on from `summary` in help; made only for help, since some are built from other tables.
  let notes: @Sendable () -> [String]
  /// Its usage after `lingo `, as `play [COURSE] [--lesson UNIT.NODE|ID] [options]`.
  let usage: String
  let options: [OptionSpec]
  /// The name it is listed under in `lingo --help` (`(none)` for the app, `learn …` for the views); nil
  /// when it is not listed there on its own.
  let listing: String?
  /// Makes the command from the words after its name; bad usage is thrown.
  let make: @Sendable ([String]) throws(LingoError) -> any Command

  init(
    _ name: String, usage: String, summary: String,
    notes: @autoclosure @escaping @Sendable () -> [String] = [], options: [OptionSpec],
    listed: Bool = true, listing: String? = nil,
    make: @escaping @Sendable ([String]) throws(LingoError) -> any Command
  ) {
    (self.name, self.usage, self.summary, self.notes, self.options) = (name, usage, summary, notes, options)
    self.listing = listed ? listing ?? name : nil
    self.make = make
  }

  /// The names of its options that take a value.
  var valued: [String] { options.filter { $0.value != nil }.map(\.name) }
}
