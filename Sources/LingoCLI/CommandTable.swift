import App

/// Every subcommand, defined once: dispatch, "did you mean", `lingo help [COMMAND]`, `--help`, the
/// completion scripts and the man-page test all read this table.
enum CommandTable {
  /// The commands in the order `lingo --help` lists them.
  static let all: [CommandSpec] =
    [
      CommandSpec(
        "app", usage: "[options]", summary: "open the app: the Learn path, then commands at a prompt",
        notes: CommandTable.promptCommandNotes,
        options: OptionSpec.common, listing: "(none)"
      ) { words throws(LingoError) in try AppShell(words) },
      CommandSpec(
        "play", usage: "play [COURSE] [--lesson UNIT.NODE|ID] [options]",
        summary: "play a lesson; COURSE is a course file or a bundled course",
        notes: ["(spanish, french, italian); --lesson takes UNIT.NODE (2.4) or an id"],
        options: [
          OptionSpec("--lesson", "UNIT.NODE|ID", "the node to play: its place (2.4) or its id"), .json,
        ] + OptionSpec.common
      ) { words throws(LingoError) in try PlayCommand(words) },
      CommandSpec(
        "check", usage: "check FILE... [--solve] [--format text|json]",
        summary: "check course files: every finding with file:line:col, a rule id",
        notes: ["and a fix; --solve plays every answer through the engine"],
        options: [
          OptionSpec("--solve", "play every answer through the lesson engine too"),
          OptionSpec(
            "--format", "text|json", "the findings as compiler-style lines (text) or one JSON document"),
          .color,
        ]
      ) { words throws(LingoError) in try CheckCommand(words) },
      CommandSpec(
        "import",
        usage: "import FILE... --out COURSE.json [--title T] [--language CODE --from CODE] [--with-history]",
        summary: "make a course of Anki packages (.apkg, .colpkg), sentence lists",
        notes: [
          "(sentence<TAB>translation) and CSV word lists (word,meaning);",
          "--with-history replays Anki's reviews into your review cards",
        ],
        options: [
          OptionSpec("--out", "COURSE.json", "where to write the course (written whole or not at all)"),
          OptionSpec("--title", "T", "the course's title"),
          OptionSpec("--language", "CODE", "the language taught (else the one the text reads as)"),
          OptionSpec("--from", "CODE", "the language it is taught from (default en)"),
          OptionSpec("--with-history", "replay Anki's review log through FSRS-6 into your review cards"),
        ] + OptionSpec.common
      ) { words throws(LingoError) in try ImportCommand(words) },
    ]
    + views.enumerated().map { index, view in
      CommandSpec(
        view.name, usage: view.usage, summary: view.summary, options: OptionSpec.common,
        listed: index == 0, listing: "learn …"
      ) { words throws(LingoError) in try ViewCommand(view.name, words) }
    }
    + [
      CommandSpec(
        "review", usage: "review [options]", summary: "a round of the words due for review",
        options: [.json] + OptionSpec.common
      ) { words throws(LingoError) in try ReviewCommand(words) },
      CommandSpec(
        "practice", usage: "practice [options]",
        summary: "a lesson of your recent mistakes, topped up with your weakest words",
        options: [.json] + OptionSpec.common
      ) { words throws(LingoError) in try PracticeCommand(words) },
      CommandSpec(
        "schedule",
        usage:
          "schedule [--retention X] [--learning-steps 1m,10m] [--relearning-steps 10m] [--fuzz [--seed N]]",
        summary: "replay review histories (JSON Lines on stdin) through FSRS-6;",
        notes: ["--retention X, --learning-steps 1m,10m, --relearning-steps 10m,", "--fuzz [--seed N]"],
        options: [
          OptionSpec("--retention", "X", "the retention aimed at, from 0.70 to 0.97 (0.9 unless given)"),
          OptionSpec("--learning-steps", "STEPS", "a new card's steps, such as 1m,10m"),
          OptionSpec("--relearning-steps", "STEPS", "a lapsed card's steps, such as 10m"),
          OptionSpec("--fuzz", "spread due dates as FSRS's fuzz does"),
          OptionSpec("--seed", "N", "fix the fuzz"),
        ]
      ) { words throws(LingoError) in try ScheduleCommand(words) },
      CommandSpec(
        "demo", usage: "demo [--cast FILE] [--frames] [--speed X]",
        summary: "the four-second scripted run; --cast FILE, --frames, --speed X",
        options: [
          OptionSpec("--cast", "FILE", "write the run as an asciicast instead of playing it"),
          OptionSpec("--frames", "list each frame's time and plain text instead of playing"),
          OptionSpec("--speed", "X", "how much faster to play, from 0.1 to 100 (2 is twice as fast)"), .color,
          .ascii,
        ]
      ) { words throws(LingoError) in try DemoCommand(words) },
      CommandSpec(
        "status", usage: "status [--format TEMPLATE] [--ascii] [--plain]",
        summary: "one line for a shell prompt: streak, today's XP, energy, next lesson;",
        notes: [
          "--format '{streak} {xp}/{goal}' (also {energy} {gems} {next} {done}",
          "{flame}); exit 0 when today's lesson is done, 1 when not",
        ],
        options: [
          OptionSpec(
            "--format", "TEMPLATE", "the line's template of fields in braces, such as '{streak} {xp}'"),
          .ascii, .plain, .now, .ephemeral,
        ]
      ) { words throws(LingoError) in try StatusCommand(words) },
      CommandSpec(
        "completions", usage: "completions bash|zsh|fish", summary: "a bash, zsh or fish completion script",
        options: [OptionSpec("--nodes", "list a course's node references, for the scripts' --lesson")]
      ) { words throws(LingoError) in try CompletionsCommand(words) },
      CommandSpec(
        "where", usage: "where", summary: "print where progress is kept", options: OptionSpec.common
      ) { words throws(LingoError) in try ProgressCommand("where", words) },
      CommandSpec(
        "reset", usage: "reset [--new NAME [--course NAME] [--goal N]] [--yes] [--undo|--redo]",
        summary: "back to the launch state (Sam Rivera, 27 days); --new NAME",
        notes: [
          "starts an empty profile of your own (at a terminal it asks the course",
          "and the daily goal, which --course and --goal answer); asks first (--yes",
          "for scripts) and keeps a backup that --undo brings back (--redo undoes that)",
        ],
        options: [
          OptionSpec("--new", "NAME", "start an empty profile of your own instead"),
          OptionSpec(
            "--course", "NAME",
            "the new profile's course: " + FirstRunRules.courseNames.joined(separator: ", ")),
          OptionSpec("--goal", "N", "the new profile's daily goal in XP: \(FirstRunRules.xpList)"),
          OptionSpec("--yes", "reset without asking, for scripts"),
          OptionSpec("--undo", "bring back the newest backup; each undo goes one step further back"),
          OptionSpec("--redo", "bring back what the last --undo replaced"),
        ] + OptionSpec.common
      ) { words throws(LingoError) in try ProgressCommand("reset", words) },
      CommandSpec(
        "refill", usage: "refill", summary: "refill energy for 350 gems", options: OptionSpec.common
      ) { words throws(LingoError) in try ProgressCommand("refill", words) },
      CommandSpec(
        "shop", usage: "shop [freeze|refill]",
        summary: "what gems buy; shop freeze equips a streak freeze (200 gems, 2 at",
        notes: ["most), shop refill is refill"], options: OptionSpec.common
      ) { words throws(LingoError) in try ShopCommand(words) },
      CommandSpec(
        "help", usage: "help [COMMAND]", summary: "the commands and options, or one command's", options: [],
        listed: false
      ) { words throws(LingoError) in try HelpCommand(words) },
    ]

  /// The views of the app as one-shot commands, for scripts (see `ViewCommand`).
  static let views: [(name: String, usage: String, summary: String)] = [
    ("learn", "learn", "each view of the app, printed once, for scripts"),
    ("path", "path", "the Learn path, as learn prints it"),
    ("open", "open N", "the node N of the path: its place (2.4) or its id"),
    ("guide", "guide", "the current unit's guidebook"), ("leaderboard", "leaderboard", "this week's league"),
    ("quests", "quests", "today's quests"), ("profile", "profile", "the learner's profile"),
    ("words", "words", "the words met, with their strength"),
    ("passport", "passport", "the courses' passport"),
    ("settings", "settings [NAME VALUE]", "the settings, or one changed: settings goal 20"),
  ]

  /// Every command's name.
  static var names: [String] { all.map(\.name) }

  /// The command named `name`.
  static func named(_ name: String) -> CommandSpec? { all.first { $0.name == name } }
}

extension OptionSpec {
  static let json = OptionSpec("--json", "JSON Lines out, one event a line; answers still come in as lines")
  static let now = OptionSpec(
    "--now", "TIME", "fix the clock (ISO 8601 with its offset, e.g. 2026-11-26T18:00:00Z)")
  static let seed = OptionSpec("--seed", "N", "fix the shuffles")
  static let ephemeral = OptionSpec(
    "--ephemeral", "keep the learner in memory (the sample learner); otherwise",
    more: [
      "progress is kept in $LINGO_HOME/progress.sqlite3, else",
      "$XDG_DATA_HOME/lingo/, else ~/.local/share/lingo/",
    ])
  static let color = OptionSpec(
    "--color", "WHEN", "auto, always or never (NO_COLOR and TERM=dumb are honoured)")
  static let ascii = OptionSpec("--ascii", "no emoji, for terminals without them")
  static let plain = OptionSpec(
    "--plain", "linear labelled text for screen readers, no animation",
    more: ["(also LINGO_PLAIN=1; LINGO_REDUCE_MOTION=1 only stills it)"])
  static let speechFile = OptionSpec(
    "--speech-file", "PATH", ":listen writes a WAV file instead (also LINGO_SPEECH_FILE)")

  /// The options the learner's commands share (`--json` aside: only play, review and practice take it).
  static let common: [OptionSpec] = [.now, .seed, .ephemeral, .color, .ascii, .plain, .speechFile]

  /// The options `lingo --help` lists, in its order.
  static let general: [OptionSpec] = [.json, .now, .seed, .ephemeral, .color, .ascii, .plain, .speechFile]
}

extension CommandTable {
  /// The app's prompt commands, from the prompt's own table, as the lines under `app` in help: in
  /// parentheses, a command never split, at most 60 columns a line.
  static var promptCommandNotes: [String] {
    let names = PromptCommand.all.map { $0.arguments.isEmpty ? $0.name : "\($0.name) \($0.arguments)" }
    let items = names.enumerated().map { index, name in
      (index == 0 ? "(" : "") + name + (index == names.count - 1 ? ")" : ",")
    }
    return String.lines(of: items, to: 60)
  }
}
