import Foundation
import TestSupport
import Testing

/// The REPL at a real pseudo-terminal (through `script`): Tab completion, history recall, Ctrl-D.
@Suite("the app at a terminal")
struct TerminalSessionTests {
  /// Types `keys` into lingo at a pseudo-terminal, a pause before each chunk; returns the screen's bytes.
  private func type(_ keys: [String], home: String) throws -> (status: Int32, screen: String) {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/script")
    let command = "\(lingoBinary.path) --now 2026-11-26T18:00:00Z --seed 1"
    process.arguments = ["-qefc", command, "/dev/null"]
    process.environment = [
      "TERM": "xterm", "TZ": "UTC", "LINGO_HOME": home, "XDG_STATE_HOME": home + "/state", "COLUMNS": "80",
      "PATH": "/usr/bin:/bin",
    ]
    let input = Pipe()
    let output = Pipe()
    (process.standardInput, process.standardOutput, process.standardError) = (input, output, output)
    try process.run()
    for chunk in keys {
      usleep(700_000)
      input.fileHandleForWriting.write(Data(chunk.utf8))
    }
    let screen = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return (process.terminationStatus, String(decoding: screen, as: UTF8.self))
  }

  @Test(
    "Tab completes a command, Up recalls it, Ctrl-D leaves cleanly",
    .enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/script")))
  func tabHistoryAndControlD() throws {
    let home = temporaryHome()
    let (status, screen) = try type(["prof\t", "\r", "\u{1B}[A", "\r", "\u{04}"], home: home)
    #expect(status == 0, "\(screen)")
    // "prof" was completed to "profile" and run twice: once typed, once recalled with Up.
    #expect(screen.components(separatedBy: "Achievements").count - 1 == 2, "\(screen)")
    let history = try String(contentsOfFile: home + "/state/lingo/history", encoding: .utf8)
    #expect(history.contains("profile"))
    // The terminal is left in its normal mode: the shell sees the exit status, nothing hangs.
  }
}
