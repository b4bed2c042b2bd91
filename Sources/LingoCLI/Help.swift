/// The help text: usage, commands, options and exit codes.
enum Help {
  static let version = "0.1.0"

  static let usage = """
    usage: lingo [play] [COURSE] [--lesson UNIT.NODE|ID] [options]
           lingo check FILE... [--solve] [--format text|json]
           lingo where | reset [--new NAME] | refill
           lingo help
    Run 'lingo --help' for more.

    """

  static var text: String {
    let codes = ExitCode.allCases.map { "  \(String($0.rawValue).padding(4)) \($0.meaning)" }
    return """
      lingo: a language course at a terminal prompt.

      usage: lingo [play] [COURSE] [--lesson UNIT.NODE|ID] [options]
             lingo check FILE... [--solve] [--format text|json]
             lingo where | reset [--new NAME] | refill

      commands:
        play      play a lesson (the default); COURSE is a course file or a bundled
                  course (spanish); --lesson takes a node id or UNIT.NODE (2.4)
        check     check course files: every finding with file:line:col, a rule id
                  and a fix; --solve plays every answer through the engine;
                  --format json for JSON
        where     print where progress is kept
        reset     back to the launch state (Sam Rivera, 27 days); --new NAME
                  starts an empty profile of your own
        refill    refill energy for 350 gems
        help      show this help

      options:
        --json              JSON Lines out, one event a line; answers still come in as lines
        --now TIME          fix the clock (ISO 8601, e.g. 2026-11-26T18:00:00Z)
        --seed N            fix the shuffles
        --ephemeral         keep the learner in memory (the sample learner)
                            progress is kept in $LINGO_HOME/progress.sqlite3, else
                            $XDG_DATA_HOME/lingo/, else ~/.local/share/lingo/
        --color WHEN        auto, always or never (NO_COLOR and TERM=dumb are honoured)
        --ascii             no emoji, for terminals without them

      in a lesson: answer with a choice's number or text, the bank's words in order,
      or pairs as café=coffee or 1b; :skip, :listen, :help, :quit.

      exit codes:
      \(codes.joined(separator: "\n"))

      """
  }
}

extension String {
  fileprivate func padding(_ width: Int) -> String {
    self + String(repeating: " ", count: max(0, width - count))
  }
}
