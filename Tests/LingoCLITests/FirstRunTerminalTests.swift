import Foundation
import TestSupport
import Testing

/// The first run of `lingo reset --new` at a real pseudo-terminal (through `script`): end to end, since its
/// claim is what a learner at a terminal sees and types, and what the progress file keeps after.
@Suite("a new profile's first run at a terminal", .tags(.endToEnd))
struct FirstRunTerminalTests {
  /// The environment of every lingo run here: its own home and XDG folders under `home`.
  private func variables(_ home: String) -> [String: String] {
    [
      "TERM": "xterm", "TZ": "UTC", "HOME": home, "LINGO_HOME": home, "XDG_STATE_HOME": home + "/state",
      "XDG_CONFIG_HOME": home + "/config", "XDG_DATA_HOME": home + "/data", "XDG_CACHE_HOME": home + "/cache",
      "COLUMNS": "80", "PATH": "/usr/bin:/bin",
    ]
  }

  /// Runs `lingo arguments` at a pseudo-terminal: waits for each step's text on the screen, then types its
  /// keys; returns the status and the screen.
  private func atTerminal(_ arguments: [String], steps: [(ready: String, keys: String)], home: String) throws
    -> (status: Int32, screen: String)
  {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/script")
    let command = ([lingoBinary.path] + arguments).joined(separator: " ")
    process.arguments = ["-qefc", command, "/dev/null"]
    process.environment = variables(home)
    let input = Pipe()
    let output = Pipe()
    (process.standardInput, process.standardOutput, process.standardError) = (input, output, output)
    let screen = TerminalScreen()
    output.fileHandleForReading.readabilityHandler = { handle in screen.append(handle.availableData) }
    try process.run()
    for step in steps {
      guard screen.wait(until: { $0.contains(step.ready) }) else {
        process.terminate()
        break
      }
      input.fileHandleForWriting.write(Data(step.keys.utf8))
    }
    process.waitUntilExit()
    output.fileHandleForReading.readabilityHandler = nil
    screen.append(output.fileHandleForReading.readDataToEndOfFile())
    return (process.terminationStatus, screen.text)
  }

  @Test("reset --new Ana asks the course and the goal; french and 2 make a French learner at 20 XP")
  func choosesCourseAndGoal() throws {
    _ = try requireTool("/usr/bin/script", package: "bsdutils")
    let home = temporaryHome()
    let now = ["--now", "2026-11-26T18:00:00Z"]
    let (status, screen) = try atTerminal(
      ["reset", "--new", "Ana"] + now,
      steps: [
        (ready: "Course (1-3", keys: "frnch\r"), (ready: "did you mean french?", keys: "french\r"),
        (ready: "Goal (1-4", keys: "2\r"),
      ],
      home: home)
    #expect(status == 0, "\(screen)")
    #expect(screen.contains("¡Hola! Bonjour ! Ciao!"), "\(screen)")
    #expect(screen.contains("What would you like to learn?"))
    #expect(screen.contains("🇫🇷 French"))
    #expect(screen.contains("You're learning French"), "\(screen)")
    let settings = try runBinary(["settings", "--ascii"] + now, input: "", variables: variables(home))
    #expect(settings.stdout.contains("20 XP (Regular)"), "\(settings.stdout)")
    #expect(settings.stdout.contains("French"), "\(settings.stdout)")
    let status2 = try runBinary(
      ["status", "--format", "{xp}/{goal}"] + now, input: "", variables: variables(home))
    #expect(status2.stdout == "0/20\n", "\(status2.stdout)")
  }

  @Test("Ctrl-D at the first question keeps Spanish and 30 XP, and says so")
  func endOfInputKeepsDefaults() throws {
    _ = try requireTool("/usr/bin/script", package: "bsdutils")
    let home = temporaryHome()
    let (status, screen) = try atTerminal(
      ["reset", "--new", "Ana", "--now", "2026-11-26T18:00:00Z"],
      steps: [(ready: "Course (1-3", keys: "\u{04}")],
      home: home)
    #expect(status == 0, "\(screen)")
    #expect(screen.contains("No answer, so Spanish and 30 XP a day it is"), "\(screen)")
  }
}
