import App
import Foundation
import Learner
import LingoCLI
import Store
import TestSupport
import Testing

/// What one run of lingo printed and returned.
struct Run {
  var status: Int32
  var stdout: String
  var stderr: String
}

/// A learner's home in memory: the store that the commands of one test share, as a home folder on disk
/// would be; nothing is written anywhere.
final class MemoryHome: @unchecked Sendable {
  let store: MemoryProgressStore

  /// A home keeping `learner`, or none yet (the first command makes one, as on disk).
  init(_ learner: Learner? = nil) { store = MemoryProgressStore(learner) }

  /// The learner kept, nil before the first command that makes one.
  var learner: Learner? { store.stored }
}

/// Runs lingo in process and in memory, with piped `input`, no terminal and the clock at 0: the learner is
/// kept in `home` (a fresh one unless given), speech is recorded, and there is no home folder at all.
/// Courses and dictionaries are read from the files the arguments and `variables` name.
func lingo(
  _ arguments: [String], input: String = "", variables: [String: String] = [:],
  home: MemoryHome = MemoryHome()
) -> Run {
  if variables["LINGO_HOME"] != nil || variables["XDG_DATA_HOME"] != nil {
    Issue.record("a store folder means nothing in memory: pass home:, or run lingo(onDisk:)")
  }
  let all = ["TZ": "UTC"].merging(variables) { $1 }
  return run(arguments, input: input, variables: all, services: inMemory(all, home: home))
}

/// The services of a run in memory: the learner kept in `home`, speech recorded, no line typed; courses
/// and dictionaries read from the files the arguments and `variables` name. With no home folder, no
/// verdict on a course is kept, so every course is checked.
func inMemory(_ variables: [String: String], home: MemoryHome = MemoryHome()) -> AppServices {
  AppServices(
    store: .inMemory(home.store), courses: .live(variables: variables), lexicons: .live(variables: variables),
    speech: .recording(SpeechRecorder()), lineReader: .lines([]))
}

/// Runs lingo in process on the live services, as the installed lingo runs, in a fresh sandbox home unless
/// `variables` name another: the SQLite store and its backups, the verdict cache and espeak-ng. For the
/// tests whose claim is about the disk; their suites carry `.endToEnd` and say why.
func lingo(onDisk arguments: [String], input: String = "", variables: [String: String] = [:]) -> Run {
  let sandbox = Sandbox()
  let all = sandbox.variables.merging(["TZ": "UTC"].merging(variables) { $1 }) { $1 }
  return withExtendedLifetime(sandbox) {
    run(arguments, input: input, variables: all, services: .live(variables: all))
  }
}

/// Collects what a run writes.
private final class Capture {
  var out = ""
  var err = ""
}

/// Runs lingo with piped `input`, no terminal, the clock at 0 and these `variables` and `services`.
private func run(_ arguments: [String], input: String, variables: [String: String], services: AppServices)
  -> Run
{
  let capture = Capture()
  var lines = input.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
  if lines.last == "" { lines.removeLast() }
  var next = lines.makeIterator()
  let environment = AppEnvironment(
    variables: variables, inputIsTerminal: false, outputIsTerminal: false,
    now: { Date(timeIntervalSince1970: 0) }, readLine: { next.next() }, write: { capture.out += $0 },
    writeError: { capture.err += $0 }, services: services)
  let status = Lingo.run(arguments, environment: environment)
  return Run(status: status, stdout: capture.out, stderr: capture.err)
}

/// The sample lesson's seven answers, all right.
let rightAnswers = """
  coffee
  A coffee with milk please
  café=coffee, té=tea, agua=water, pan=bread, leche=milk
  quiero
  apple
  I want a coffee, please
  I like coffee

  """

/// The same lesson with one wrong answer (tea for "la manzana"), and its replay answered right.
let oneMistakeAnswers = """
  # a comment, then a blank line: both skipped
  coffee

  A coffee with milk please
  café=coffee, té=tea, agua=water, pan=bread, leche=milk
  quiero
  bread
  I want a coffee, please
  I like coffee
  apple

  """

/// The flags that make a run the same bytes every time.
let fixed = ["--ephemeral", "--now", "2026-11-26T18:00:00Z", "--seed", "1"]
