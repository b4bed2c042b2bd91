import Foundation
import TestSupport

/// A step of a session at a pseudo-terminal: wait until the screen shows what `ready` looks for, then type
/// `keys`.
struct TerminalStep {
  let ready: (String) -> Bool
  let keys: String

  init(ready: @escaping (String) -> Bool, keys: String) { (self.ready, self.keys) = (ready, keys) }

  /// Wait until the screen contains `text`.
  init(_ text: String, keys: String) { self.init(ready: { $0.contains(text) }, keys: keys) }
}

/// The environment of a lingo run at a terminal: its own home and XDG folders under `home`.
func terminalVariables(_ home: String) -> [String: String] {
  [
    "TERM": "xterm", "TZ": "UTC", "HOME": home, "LINGO_HOME": home, "XDG_STATE_HOME": home + "/state",
    "XDG_CONFIG_HOME": home + "/config", "XDG_DATA_HOME": home + "/data", "XDG_CACHE_HOME": home + "/cache",
    "COLUMNS": "80", "PATH": "/usr/bin:/bin",
  ]
}

/// Runs the built `lingo arguments` at a pseudo-terminal (through `script`) with `variables`: waits for each
/// step's screen, then types its keys; a step never ready ends the run. Returns lingo's status and the
/// screen's text. With `ignoringInterrupts`, the shell `script` runs lingo from ignores Ctrl-C's SIGINT
/// (which the whole terminal gets) and says lingo's own status, read back from the screen.
func runAtTerminal(
  _ arguments: [String], steps: [TerminalStep], variables: [String: String], ignoringInterrupts: Bool = false
) throws -> (status: Int32, screen: String) {
  let process = Process()
  process.executableURL = URL(fileURLWithPath: "/usr/bin/script")
  let run = ([lingoBinary.path] + arguments).joined(separator: " ")
  let command = ignoringInterrupts ? "trap '' INT; " + run + "; echo \"[lingo exited $?]\"" : run
  process.arguments = ["-qefc", command, "/dev/null"]
  process.environment = variables
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
  guard ignoringInterrupts else { return (process.terminationStatus, screen.text) }
  let said = screen.text.range(of: "[lingo exited ", options: .backwards).map {
    screen.text[$0.upperBound...].prefix { $0.isNumber }
  }
  return (said.flatMap { Int32($0) } ?? -1, screen.text)
}
