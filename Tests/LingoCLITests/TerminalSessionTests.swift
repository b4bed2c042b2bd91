import Foundation
import TestSupport
import Testing

/// The REPL at a real pseudo-terminal (through `script`): Tab completion, history recall, Ctrl-D.
@Suite("the app at a terminal", .tags(.endToEnd))
struct TerminalSessionTests {

  /// How many prompts (`lingo› `, coloured) the screen shows.
  private static func prompts(_ screen: String) -> Int { screen.components(separatedBy: "› ").count - 1 }

  /// What was typed or recalled at the last prompt, as the screen shows it.
  private static func line(_ screen: String) -> Substring {
    screen.components(separatedBy: "› ").last.map { Substring($0) } ?? ""
  }

  /// Runs the app at a pseudo-terminal through `steps`; returns its status and the screen's text.
  private func session(_ steps: [TerminalStep], home: String) throws -> (status: Int32, screen: String) {
    try runAtTerminal(
      ["--now", "2026-11-26T18:00:00Z", "--seed", "1"], steps: steps, variables: terminalVariables(home))
  }

  @Test(
    "Tab completes a command, Up recalls it, Ctrl-D leaves cleanly")
  func tabHistoryAndControlD() throws {
    _ = try requireTool("/usr/bin/script", package: "bsdutils")
    let home = temporaryHome()
    let views = { (screen: String) in screen.components(separatedBy: "Achievements").count - 1 }
    let (status, screen) = try session(
      [
        TerminalStep(ready: { Self.prompts($0) == 1 }, keys: "prof\t"),
        TerminalStep(ready: { Self.line($0).contains("profile") }, keys: "\r"),
        TerminalStep(ready: { Self.prompts($0) == 2 && views($0) == 1 }, keys: "\u{1B}[A"),
        TerminalStep(ready: { Self.line($0).contains("profile") }, keys: "\r"),
        TerminalStep(ready: { Self.prompts($0) == 3 && views($0) == 2 }, keys: "\u{04}"),
      ], home: home)
    #expect(status == 0, "\(screen)")
    // "prof" was completed to "profile" and run twice: once typed, once recalled with Up.
    #expect(views(screen) == 2, "\(screen)")
    let history = try String(contentsOfFile: home + "/state/lingo/history", encoding: .utf8)
    #expect(history.contains("profile"))
  }
}
