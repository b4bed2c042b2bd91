import App
import Terminal

/// The help text: usage, commands, options and exit codes.
enum Help {
  static let version = "0.2.0"

  static let usage = """
    usage: lingo [options]                      the app: the Learn path and a prompt
           lingo play [COURSE] [--lesson UNIT.NODE|ID] [options]
           lingo check FILE... [--solve] [--format text|json]
           lingo import FILE... --out COURSE.json [--title T] [--language CODE --from CODE] [--with-history]
           lingo learn|leaderboard|quests|profile|words|passport|settings|guide|open N
           lingo status [--format TEMPLATE] [--ascii] [--plain] | completions bash|zsh|fish
           lingo review | schedule | demo | where | reset [--new NAME] [--yes] [--undo] | refill
           lingo shop [ITEM] | help
    Run 'lingo --help' for more.

    """

  static var text: String {
    let codes = ExitCode.allCases.map { "  \(String($0.rawValue).padded(to: 4)) \($0.meaning)" }
    return """
      lingo: a language course at a terminal prompt.

      \(usage.split(separator: "\n").dropLast().joined(separator: "\n"))

      commands:
        (none)    open the app: the Learn path, then commands at a prompt
                  (learn, start, open N, guide, leaderboard, quests, profile,
                  words, review, passport, settings, reset, help, quit)
        play      play a lesson; COURSE is a course file or a bundled course
                  (spanish, french, italian); --lesson takes UNIT.NODE (2.4) or an id
        check     check course files: every finding with file:line:col, a rule id
                  and a fix; --solve plays every answer through the engine
        import    make a course of Anki packages (.apkg, .colpkg), sentence lists
                  (sentence<TAB>translation) and CSV word lists (word,meaning);
                  --with-history replays Anki's reviews into your review cards
        learn …   each view of the app, printed once, for scripts
        review    a round of the words due for review
        schedule  replay review histories (JSON Lines on stdin) through FSRS-6;
                  --retention X, --learning-steps 1m,10m, --relearning-steps 10m,
                  --fuzz [--seed N]
        demo      the four-second scripted run; --cast FILE, --frames, --speed X
        status    one line for a shell prompt: streak, today's XP, energy, next lesson;
                  --format '{streak} {xp}/{goal}' (also {energy} {gems} {next} {done}
                  {flame}); exit 0 when today's lesson is done, 1 when not
        completions  a bash, zsh or fish completion script
        where     print where progress is kept
        reset     back to the launch state (Sam Rivera, 27 days); --new NAME
                  starts an empty profile of your own; asks first (--yes for
                  scripts) and keeps a backup that --undo brings back
        refill    refill energy for 350 gems
        shop      what gems buy; shop freeze equips a streak freeze (200 gems, 2 at
                  most), shop refill is refill

      options:
        --json              JSON Lines out, one event a line; answers still come in as lines
        --now TIME          fix the clock (ISO 8601 with its offset, e.g. 2026-11-26T18:00:00Z)
        --seed N            fix the shuffles
        --ephemeral         keep the learner in memory (the sample learner); otherwise
                            progress is kept in $LINGO_HOME/progress.sqlite3, else
                            $XDG_DATA_HOME/lingo/, else ~/.local/share/lingo/
        --color WHEN        auto, always or never (NO_COLOR and TERM=dumb are honoured)
        --ascii             no emoji, for terminals without them
        --plain             linear labelled text for screen readers, no animation
                            (also LINGO_PLAIN=1; LINGO_REDUCE_MOTION=1 only stills it)
        --speech-file PATH  :listen writes a WAV file instead (also LINGO_SPEECH_FILE)

      in a lesson: answer with a choice's number or text, the bank's words in order,
      or pairs as café=coffee or 1b; :skip, :listen, :help, :quit.

      exit codes:
      \(codes.joined(separator: "\n"))

      """
  }
}
