import Foundation
import TestSupport
import Testing

/// The first run of `lingo reset --new` at a real pseudo-terminal (through `script`): end to end, since its
/// claim is what a learner at a terminal sees and types, and what the progress file keeps after.
@Suite("a new profile's first run at a terminal", .tags(.endToEnd))
struct FirstRunTerminalTests {
  @Test("reset --new Ana asks the course and the goal; french and 2 make a French learner at 20 XP")
  func choosesCourseAndGoal() throws {
    _ = try requireTool("/usr/bin/script", package: "bsdutils")
    let home = temporaryHome()
    let now = ["--now", "2026-11-26T18:00:00Z"]
    let (status, screen) = try runAtTerminal(
      ["reset", "--new", "Ana"] + now,
      steps: [
        TerminalStep("Course (1-3", keys: "frnch\r"), TerminalStep("did you mean french?", keys: "french\r"),
        TerminalStep("Goal (1-4", keys: "2\r"),
      ],
      variables: terminalVariables(home))
    #expect(status == 0, "\(screen)")
    #expect(screen.contains("¡Hola! Bonjour ! Ciao!"), "\(screen)")
    #expect(screen.contains("What would you like to learn?"))
    #expect(screen.contains("🇫🇷 French"))
    #expect(screen.contains("You're learning French"), "\(screen)")
    let settings = try runBinary(
      ["settings", "--ascii"] + now, input: "", variables: terminalVariables(home))
    #expect(settings.stdout.contains("20 XP (Regular)"), "\(settings.stdout)")
    #expect(settings.stdout.contains("French"), "\(settings.stdout)")
    let status2 = try runBinary(
      ["status", "--format", "{xp}/{goal}"] + now, input: "", variables: terminalVariables(home))
    #expect(status2.stdout == "0/20\n", "\(status2.stdout)")
  }

  @Test("Ctrl-D at the first question keeps Spanish and 30 XP, and says so")
  func endOfInputKeepsDefaults() throws {
    _ = try requireTool("/usr/bin/script", package: "bsdutils")
    let home = temporaryHome()
    let (status, screen) = try runAtTerminal(
      ["reset", "--new", "Ana", "--now", "2026-11-26T18:00:00Z"],
      steps: [TerminalStep("Course (1-3", keys: "\u{04}")],
      variables: terminalVariables(home))
    #expect(status == 0, "\(screen)")
    #expect(screen.contains("No answer, so Spanish and 30 XP a day it is"), "\(screen)")
  }
}
