import App
import Course
import Foundation
import Learner
import Store
import Terminal

/// `lingo completions bash|zsh|fish` prints a completion script; `--nodes [COURSE]` lists a course's node
/// references for the scripts' `--lesson` (the learner's course by default, read without writing).
struct CompletionsCommand: Command {
  /// What to print: a shell's script, or the node references of a course (the learner's when nil).
  enum Output: Equatable {
    case script(shell: String)
    case nodes(course: String?)
  }

  let output: Output

  init(_ words: [String]) throws(LingoError) {
    let arguments = try Arguments(words, flags: ["--nodes", "--help", "-h"], options: [])
    if arguments.flags.contains("--nodes") {
      guard arguments.positionals.count <= 1 else { throw .usage("--nodes takes one course at most") }
      output = .nodes(course: arguments.positionals.first)
      return
    }
    guard arguments.positionals.count == 1, let shell = arguments.positionals.first,
      CompletionSpec.shells.contains(shell)
    else {
      throw .usage("completions wants one shell: bash, zsh or fish")
    }
    output = .script(shell: shell)
  }

  func run(_ environment: AppEnvironment) throws(LingoError) {
    switch output {
    case .nodes(let course): try nodes(course, environment)
    // The scripts are lingo's own text, drawn from the command table.
    case .script("zsh"): environment.write(TerminalText(escapingLines: CompletionScripts.zsh))
    case .script("fish"): environment.write(TerminalText(escapingLines: CompletionScripts.fish))
    case .script: environment.write(TerminalText(escapingLines: CompletionScripts.bash))
    }
  }

  /// Prints `UNIT.NODE` and the id of every node of `argument`'s course, one a line. An id outside
  /// `IdentifierSyntax` is never printed, even if a course with one were played: the scripts hand these
  /// lines to the shell.
  private func nodes(_ argument: String?, _ environment: AppEnvironment) throws(LingoError) {
    let stored: Learner?? = try? environment.store.snapshot(AppOptions())
    let name = argument ?? stored.flatMap { $0 }.map(StudiedCourse.argument(for:))
    let course = try CourseFile.playable(name, environment)
    environment.write(IdentifierSyntax.nodeWords(course).map { "\($0)\n" }.joined())
  }
}
