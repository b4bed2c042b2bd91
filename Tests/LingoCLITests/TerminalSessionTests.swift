import Foundation
import TestSupport
import Testing

/// The REPL at a real pseudo-terminal (through `script`): Tab completion, history recall, Ctrl-D.
@Suite("the app at a terminal", .tags(.endToEnd))
struct TerminalSessionTests {

  /// A step of the session: wait until the screen shows what `ready` looks for, then type `keys`.
  private struct Step {
    let ready: (String) -> Bool
    let keys: String
  }

  /// How many prompts (`lingo› `, coloured) the screen shows.
  private static func prompts(_ screen: String) -> Int { screen.components(separatedBy: "› ").count - 1 }

  /// What was typed or recalled at the last prompt, as the screen shows it.
  private static func line(_ screen: String) -> Substring {
    screen.components(separatedBy: "› ").last.map { Substring($0) } ?? ""
  }

  /// Runs lingo at a pseudo-terminal through `steps`; returns its status and the screen's text.
  private func session(_ steps: [Step], home: String) throws -> (status: Int32, screen: String) {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/script")
    let command = "\(lingoBinary.path) --now 2026-11-26T18:00:00Z --seed 1"
    process.arguments = ["-qefc", command, "/dev/null"]
    process.environment = [
      "TERM": "xterm", "TZ": "UTC", "HOME": home, "LINGO_HOME": home, "XDG_STATE_HOME": home + "/state",
      "XDG_CONFIG_HOME": home + "/config", "XDG_DATA_HOME": home + "/data", "XDG_CACHE_HOME": home + "/cache",
      "COLUMNS": "80", "PATH": "/usr/bin:/bin",
    ]
    let input = Pipe()
    let output = Pipe()
    (process.standardInput, process.standardOutput, process.standardError) = (input, output, output)
    let screen = TerminalScreen()
    output.fileHandleForReading.readabilityHandler = { handle in screen.append(handle.availableData) }
    try process.run()
    for step in steps {
      guard screen.wait(until: step.ready) else {
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

  @Test(
    "Tab completes a command, Up recalls it, Ctrl-D leaves cleanly")
  func tabHistoryAndControlD() throws {
    _ = try requireTool("/usr/bin/script", package: "bsdutils")
    let home = temporaryHome()
    let views = { (screen: String) in screen.components(separatedBy: "Achievements").count - 1 }
    let (status, screen) = try session(
      [
        Step(ready: { Self.prompts($0) == 1 }, keys: "prof\t"),
        Step(ready: { Self.line($0).contains("profile") }, keys: "\r"),
        Step(ready: { Self.prompts($0) == 2 && views($0) == 1 }, keys: "\u{1B}[A"),
        Step(ready: { Self.line($0).contains("profile") }, keys: "\r"),
        Step(ready: { Self.prompts($0) == 3 && views($0) == 2 }, keys: "\u{04}"),
      ], home: home)
    #expect(status == 0, "\(screen)")
    // "prof" was completed to "profile" and run twice: once typed, once recalled with Up.
    #expect(views(screen) == 2, "\(screen)")
    let history = try String(contentsOfFile: home + "/state/lingo/history", encoding: .utf8)
    #expect(history.contains("profile"))
  }
}
