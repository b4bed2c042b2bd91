import Course
import Store
import Terminal

/// Why a command did not end in success: one case per outcome, its exit code given by `exitCode(for:)`,
/// its words by `message` and `hint`, written by `AppEnvironment.report` and nothing else.
public enum LingoError: Error, Equatable, Sendable {
  /// The command line, or a line typed at the app's prompt, that lingo can't act on.
  case usage(String, hint: String? = nil)
  /// Files `lingo check` could not read, each with why (`'x.json': is a directory`).
  case unreadable([String])
  /// The progress file can't be used; SQLite's result code and message stay in the cause.
  case store(StoreError)
  /// Neither HOME nor LINGO_HOME is set, so there is nowhere to keep progress.
  case noHome
  /// `reset --undo` found no backup of the progress file at `path`; nil for `--ephemeral`, which keeps none.
  case noBackup(path: String?)
  /// The course can't be read or played.
  case course(CourseFailure)
  /// `lingo check` found this many errors; the findings are on standard output.
  case findings(Int)
  /// `lingo status`: no lesson has been completed today.
  case notDoneToday
  /// Standard input ended before the lesson finished; the lesson said so on standard output.
  case inputEnded
  /// The learner left the lesson with `:quit`.
  case quit
  /// No energy to start or go on with a lesson, or no gems for a refill; said on standard output.
  case outOfEnergy
  /// The lesson ended below the passing accuracy: nothing but the energy spent was recorded; said on
  /// standard output.
  case notPassed
  /// `lingo import` could not read a file or write `--out`: what and why.
  case importFailed(String)
  /// A standard stream failed: which, why, and whether progress was saved before.
  case stream(StandardStream, reason: String, saved: Bool)
  /// `reset` was not confirmed; `asked` when the learner answered no at the question (already told).
  case notConfirmed(asked: Bool)
  /// Ctrl-C.
  case interrupted

  /// One of the three standard streams.
  public enum StandardStream: Sendable, Equatable {
    case input, output, error
  }

  /// The lowercase sentence after `lingo: error:`; nil when the outcome has been shown already.
  public var message: String? {
    switch self {
    case .usage(let message, _): message
    case .unreadable(let files): files.map { "cannot read \($0)" }.joined(separator: "\n")
    case .store(let cause): cause.problem
    case .noHome: "set HOME or LINGO_HOME so lingo knows where to keep progress"
    case .noBackup(nil): "--ephemeral keeps no backups to bring back"
    case .noBackup(let path?): "there is no backup of '\(path)' to bring back"
    case .course(let failure): failure.message
    case .importFailed(let message): message
    case .stream(.output, let reason, let saved):
      "cannot write to standard output (\(reason))" + Self.kept(saved)
    case .stream(.input, let reason, let saved): "cannot read standard input (\(reason))" + Self.kept(saved)
    case .notConfirmed(asked: false):
      "reset replaces your progress and is not confirmed, so nothing was changed"
    case .findings, .notDoneToday, .inputEnded, .quit, .outOfEnergy, .notPassed, .stream(.error, _, _),
      .notConfirmed(asked: true), .interrupted:
      nil
    }
  }

  /// What to do about it, for a `lingo: hint:` line; nil when the message says enough.
  public var hint: String? {
    switch self {
    case .usage(_, let hint): hint
    case .store(let cause): cause.advice
    case .course(let failure): failure.hint
    case .notConfirmed(asked: false):
      "run 'lingo reset --yes' to go ahead (a backup is kept, and 'lingo reset --undo' brings it back)"
    default: nil
    }
  }

  /// The text for standard error: the course's findings as they are, then `lingo: error: …` and
  /// `lingo: hint: …` lines, every line made safe for a terminal; empty when there is nothing to say.
  public var diagnostic: String { diagnosticText.text }

  /// `diagnostic` as terminal text: the message and hint are interpolated, so escaped there.
  public var diagnosticText: TerminalText {
    var lines: [TerminalText] = []
    if case .course(.refused(_, let findings, _)) = self { lines = findings }
    for line in message?.split(separator: "\n", omittingEmptySubsequences: false) ?? [] {
      lines.append("lingo: error: \(line)")
    }
    if let hint, message != nil { lines.append("lingo: hint: \(hint)") }
    return lines.map { "\($0)\n" }.joined()
  }

  private static func kept(_ saved: Bool) -> String { saved ? "; your progress was saved" : "" }
}

/// Why a course can't be played or shown.
public enum CourseFailure: Error, Equatable, Sendable {
  /// The file can't be read, or no bundled course has the name: what was asked for, and why.
  case unreadable(name: String, reason: String)
  /// The file is the JSON Schema of courses, not a course.
  case schema(path: String)
  /// The course has errors: the first findings (escaped, in the compiler's format) and how many errors in all.
  case refused(path: String, findings: [TerminalText], errors: Int)
  /// The course is missing what a command needs, such as the demo's lesson.
  case missing(String)
  /// The course the learner studies, `id`, can't be read again from the file it was read from (`path`):
  /// why, such as the file is gone.
  case remembered(id: String, path: String, reason: String)
  /// `settings course FILE` named a file whose course has a bundled course's id (`id`): it would share that
  /// course's progress, so it is not switched to.
  case bundledID(path: String, id: String)

  /// The lowercase sentence after `lingo: error:`.
  var message: String {
    switch self {
    case .unreadable(let name, let reason): "cannot read course '\(name)': \(reason)"
    case .schema(let path): "'\(path)' is a JSON Schema, not a course"
    case .refused(let path, _, let errors):
      "course '\(path)' has \(errors == 1 ? "1 error" : "\(errors) errors") and cannot be played"
    case .missing(let message): message
    case .remembered(let id, let path, let reason):
      "cannot open your course '\(id)' from '\(path)': \(reason); run 'lingo settings course FILE' with "
        + "where the file is now, or 'lingo settings course \(BundledCourse.first.name)'"
    case .bundledID(let path, let id):
      "'\(path)' holds a course with the id '\(id)', which is the bundled course's; give it an id of its "
        + "own to study it, or run 'lingo settings course \(id)' for the bundled one"
    }
  }

  /// What to do about it.
  var hint: String? {
    switch self {
    case .schema: "play a course file"
    case .refused(let path, let findings, let errors) where errors > findings.count:
      "only the first \(findings.count) are shown; run 'lingo check --solve \(path)' for all \(errors)"
    case .refused, .unreadable, .missing, .remembered, .bundledID: nil
    }
  }
}
