import App
import Foundation
import LingoCLI
import Store
import TestSupport
import Testing

/// `lingo reset --new NAME` with `--course` and `--goal`, in process: the learner kept in a store in memory
/// that the commands of a test share, the bundled courses read from the package.
@Suite("reset --new answers the first run with --course and --goal")
struct FirstRunCommandTests {
  static let now = ["--now", "2026-11-26T18:00:00Z"]

  /// Runs lingo on `store`; at a terminal when `terminal`, the typed lines being `lines`.
  private func run(
    _ arguments: [String], store: MemoryProgressStore, terminal: Bool = false, lines: [String] = [],
    input: [String] = []
  ) -> Run {
    var piped = input.makeIterator()
    var output = ""
    var errors = ""
    let sandbox = Sandbox()
    let variables = sandbox.variables.merging(["TZ": "UTC"]) { $1 }
    let services = AppServices(
      store: .inMemory(store), courses: .live(variables: variables), lexicons: .live(variables: variables),
      speech: .recording(SpeechRecorder()), lineReader: .lines(lines))
    let environment = AppEnvironment(
      variables: variables, inputIsTerminal: terminal, outputIsTerminal: terminal,
      now: { Date(timeIntervalSince1970: 0) }, readLine: { piped.next() }, write: { output += $0 },
      writeError: { errors += $0 }, services: services)
    let status = withExtendedLifetime(sandbox) { Lingo.run(arguments, environment: environment) }
    return Run(status: status, stdout: output, stderr: errors)
  }

  @Test("--course french --goal 20 makes Ana on French at 20 XP, and settings and status say so")
  func answered() {
    let store = MemoryProgressStore()
    let made = run(
      ["reset", "--new", "Ana", "--course", "french", "--goal", "20", "--yes"] + Self.now, store: store)
    #expect(made.status == 0, "\(made.stderr)")
    #expect(made.stdout.hasPrefix("A new profile for Ana, starting at unit 1.\n"), "\(made.stdout)")
    #expect(made.stdout.contains("You're learning French 🇫🇷, Regular: 20 XP a day."), "\(made.stdout)")
    #expect(made.stdout.contains("'lingo play'"))
    #expect(store.stored?.courseID == "french")
    #expect(store.stored?.settings.dailyGoal == 20)
    let settings = run(["settings", "--ascii"] + Self.now, store: store)
    #expect(settings.stdout.contains("20 XP (Regular)"), "\(settings.stdout)")
    #expect(settings.stdout.contains("French"), "\(settings.stdout)")
    let status = run(["status", "--format", "{xp}/{goal}"] + Self.now, store: store)
    #expect(status.stdout == "0/20\n", "\(status.stdout)")
  }

  @Test("piped without them, reset --new keeps today's bytes: Spanish, 30 XP, one line")
  func pipedDefault() {
    let store = MemoryProgressStore()
    let made = run(["reset", "--new", "Ana", "--yes"] + Self.now, store: store)
    #expect(made.status == 0, "\(made.stderr)")
    #expect(made.stdout == "A new profile for Ana, starting at unit 1.\n")
    #expect(store.stored?.courseID == "spanish")
    #expect(store.stored?.settings.dailyGoal == 30)
  }

  @Test(
    "a value not on offer is a usage error with a did-you-mean, and nothing is made",
    arguments: [
      (["--course", "frnch"], "did you mean 'french'?"), (["--goal", "25"], "did you mean '20'?"),
      (["--goal", "regulr"], "did you mean 'regular'?"),
      (["--course", "klingon"], "spanish, french, italian"),
    ])
  func refused(_ options: [String], hint: String) {
    let store = MemoryProgressStore()
    let run = run(["reset", "--new", "Ana"] + options + ["--yes"] + Self.now, store: store)
    #expect(run.status == 2)
    #expect(run.stderr.contains(hint), "\(run.stderr)")
    #expect(run.stdout.isEmpty)
    #expect(store.stored == nil)
  }

  @Test("--course and --goal go with --new only", arguments: [["--course", "french"], ["--goal", "20"]])
  func withoutNew(_ options: [String]) {
    let run = run(["reset"] + options + ["--yes"] + Self.now, store: MemoryProgressStore())
    #expect(run.status == 2)
    #expect(run.stderr.contains("goes with --new NAME"), "\(run.stderr)")
  }

  @Test("at a terminal the questions left open are asked: --course given, the goal asked")
  func terminalAsksTheRest() {
    let store = MemoryProgressStore()
    let made = run(
      ["reset", "--new", "Ana", "--course", "italian", "--yes"] + Self.now, store: store, terminal: true,
      lines: ["intense"])
    #expect(made.status == 0, "\(made.stderr)")
    #expect(!made.stdout.contains("What would you like to learn?"))
    #expect(made.stdout.contains("Pick a daily goal"))
    #expect(store.stored?.courseID == "italian")
    #expect(store.stored?.settings.dailyGoal == 50)
  }

  @Test("reset without --new asks nothing at a terminal: the sample learner opens straight on Learn")
  func sampleAsksNothing() {
    let store = MemoryProgressStore()
    let made = run(["reset", "--yes"] + Self.now, store: store, terminal: true, lines: ["french"])
    #expect(made.status == 0, "\(made.stderr)")
    #expect(!made.stdout.contains("What would you like to learn?"))
    #expect(store.stored?.name == "Sam Rivera")
  }

  @Test(
    "at the app's prompt reset --new Bo --course french --goal 20 yes makes Bo on French, and says 'start'")
  func atThePrompt() {
    let store = MemoryProgressStore()
    let app = run(
      Self.now, store: store,
      input: ["reset --new Bo --course frnch yes", "reset --new Bo --course french --goal 20 yes", "quit"])
    #expect(app.stderr.contains("did you mean 'french'?"), "\(app.stderr)")
    #expect(app.stdout.contains("You're learning French"), "\(app.stdout)")
    #expect(app.stdout.contains("Type 'start' for your first"), "\(app.stdout)")
    #expect(store.stored?.name == "Bo")
    #expect(store.stored?.courseID == "french")
    #expect(store.stored?.settings.dailyGoal == 20)
  }
}
