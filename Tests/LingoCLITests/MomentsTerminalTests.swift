import Foundation
import TestSupport
import Testing

/// The moments after a lesson and leaving one, at a real pseudo-terminal (through `script`): the complete
/// screen waits for Enter, Ctrl-C inside a lesson in the app asks and goes back to the prompt; and the
/// streak's news said once.
@Suite("the moments at a terminal", .tags(.endToEnd))
struct MomentsTerminalTests {
  /// What the screen shows after the last `marker`, or nil when it shows none.
  private static func after(_ marker: String, in screen: String) -> Substring? {
    screen.range(of: marker, options: .backwards).map { screen[$0.upperBound...] }
  }

  private let fixed = ["--ephemeral", "--now", "2026-11-26T18:00:00Z", "--seed", "1", "--color", "never"]

  /// Whether the screen ends with a prompt waiting (`› `), escape sequences after it aside.
  private static func waits(_ screen: String) -> Bool {
    screen.replacingOccurrences(of: "\u{1B}\\[[0-9;?]*[A-Za-z]", with: "", options: .regularExpression)
      .hasSuffix("› ")
  }

  @Test("lingo play: nothing after CLAIM XP until Enter; then the streak moment and CONTINUE; exit 0")
  func claimWaits() throws {
    _ = try requireTool("/usr/bin/script", package: "bsdutils")
    let home = temporaryHome()
    let answers = rightAnswers.split(separator: "\n").map { $0 + "\r" }.joined()
    var before: Substring?
    let (status, screen) = try runAtTerminal(
      ["play", "--lesson", "2.4"] + fixed,
      steps: [
        TerminalStep(ready: { $0.contains("› ") }, keys: answers),
        TerminalStep(
          ready: { screen in
            guard screen.contains("CLAIM XP") else { return false }
            // Give lingo the time to show anything it would; then what follows CLAIM XP is kept.
            usleep(500_000)
            return true
          }, keys: ""),
        TerminalStep(
          ready: { screen in
            before = Self.after("CLAIM XP", in: screen)
            return true
          }, keys: "\r"),
        TerminalStep(ready: { $0.contains("CONTINUE") }, keys: "\r"),
      ], variables: terminalVariables(home), ignoringInterrupts: true)
    #expect(status == 0, "\(screen)")
    let waiting = try #require(before, "\(screen)")
    #expect(!waiting.contains("day streak"), "\(waiting)")
    #expect(screen.contains("Perfect! Not a single mistake."), "\(screen)")
    let moment = try #require(Self.after("CLAIM XP", in: screen))
    #expect(moment.contains("day streak") && moment.contains("CONTINUE"), "\(screen)")
  }

  @Test("Ctrl-C inside a lesson in the app asks, y goes back to the app's prompt, and quit exits 0")
  func controlCInTheApp() throws {
    _ = try requireTool("/usr/bin/script", package: "bsdutils")
    let home = temporaryHome()
    let prompts = { (screen: String) in screen.components(separatedBy: "lingo").count }
    var shown = 0
    let (status, screen) = try runAtTerminal(
      fixed,
      steps: [
        TerminalStep(
          ready: { screen in
            shown = prompts(screen)
            return screen.contains("› ")
          }, keys: "start\r"),
        TerminalStep(ready: { $0.contains("+10 XP") && Self.waits($0) }, keys: "\u{03}"),
        TerminalStep(ready: { $0.contains("Quit? You'll lose this lesson's progress. (y/N)") }, keys: "n\r"),
        // n went back to the same exercise, shown again under the question.
        TerminalStep(
          ready: {
            Self.after("Quit?", in: $0)?.contains("Select the correct image") == true && Self.waits($0)
          },
          keys: "\u{03}"),
        TerminalStep(
          ready: { $0.components(separatedBy: "Quit?").count == 3 && Self.waits($0) }, keys: "y\r"),
        TerminalStep(ready: { $0.contains("You left the lesson") && Self.waits($0) }, keys: "quit\r"),
      ], variables: terminalVariables(home), ignoringInterrupts: true)
    #expect(status == 0, "\(screen)")
    #expect(screen.contains("You left the lesson (0 of 7 done)"), "\(screen)")
    #expect(screen.contains("See you tomorrow!"), "\(screen)")
    #expect(prompts(screen) > shown)
  }

  @Test("Ctrl-C twice in lingo play leaves with 130")
  func controlCTwiceInPlay() throws {
    _ = try requireTool("/usr/bin/script", package: "bsdutils")
    let home = temporaryHome()
    let (status, screen) = try runAtTerminal(
      ["play", "--lesson", "2.4"] + fixed,
      steps: [
        TerminalStep(ready: { $0.contains("› ") }, keys: "\u{03}"),
        TerminalStep(ready: { $0.contains("Quit?") }, keys: "\u{03}"),
      ], variables: terminalVariables(home), ignoringInterrupts: true)
    #expect(status == 130, "\(screen)")
    #expect(screen.contains("You left the lesson"), "\(screen)")
  }

  @Test("a streak that ended is said once: at the app's first view, then never again")
  func lostStreakOnce() throws {
    let home = temporaryHome()
    // The first view on launch day makes the learner (status only reads).
    let launch = try runBinary(
      ["learn", "--now", "2026-11-26T18:00:00Z"], input: "", variables: terminalVariables(home))
    #expect(launch.status == 0, "\(launch.stderr)")
    let later = ["--now", "2026-12-10T18:00:00Z", "--ascii", "--color", "never"]
    let first = try runBinary(later, input: "learn\nquit\n", variables: terminalVariables(home))
    let said = "streak ended. Start a new one today!"
    #expect(first.stdout.components(separatedBy: said).count == 2, "\(first.stdout)")
    let again = try runBinary(later, input: "learn\nquit\n", variables: terminalVariables(home))
    #expect(!again.stdout.contains(said), "\(again.stdout)")
  }

  @Test("--json says the news as a streak_news event before the lesson's")
  func newsInJSON() throws {
    let home = temporaryHome()
    _ = try runBinary(
      ["learn", "--now", "2026-11-26T18:00:00Z"], input: "", variables: terminalVariables(home))
    let run = try runBinary(
      ["play", "--json", "--now", "2026-12-10T18:00:00Z", "--seed", "1"], input: "",
      variables: terminalVariables(home))
    let lines = run.stdout.split(separator: "\n")
    let news = try #require(lines.firstIndex { $0.contains("\"type\":\"streak_news\"") }, "\(run.stdout)")
    let lesson = try #require(lines.firstIndex { $0.contains("\"type\":\"lesson\"") }, "\(run.stdout)")
    #expect(news < lesson)
    #expect(lines[news].contains("\"news\":\"lost\""), "\(lines[news])")
  }
}
