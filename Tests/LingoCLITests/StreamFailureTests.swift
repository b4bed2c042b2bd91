import Foundation
import TestSupport
import Testing

/// Runs `script` in bash with `$LINGO` naming the built binary, in a sandboxed home; its status and output.
func shell(_ script: String, sandbox: Sandbox = Sandbox()) throws -> Run {
  let process = Process()
  process.executableURL = URL(fileURLWithPath: "/bin/bash")
  process.arguments = ["-c", script]
  process.environment = sandbox.environment(inheriting: [
    "PATH": "/usr/bin:/bin", "TZ": "UTC", "LINGO": lingoBinary.path,
  ])
  let (stdout, stderr) = (Pipe(), Pipe())
  (process.standardInput, process.standardOutput, process.standardError) = (
    FileHandle.nullDevice, stdout, stderr
  )
  try process.run()
  let out = stdout.fileHandleForReading.readDataToEndOfFile()
  let err = stderr.fileHandleForReading.readDataToEndOfFile()
  process.waitUntilExit()
  return Run(
    status: process.terminationStatus, stdout: String(decoding: out, as: UTF8.self),
    stderr: String(decoding: err, as: UTF8.self))
}

/// Class 2 of issue 12: a failed read or write never crashes a command; it is said in one line and ends
/// with exit 9, and a closed pipe stays quiet (141), as for any Unix filter.
@Suite("write and read errors", .tags(.endToEnd))
struct StreamFailureTests {
  static let card = #"{"id": 1, "reviews": [{"t": "2026-01-08T07:45:07Z", "rating": 3}]}"#
  static let now = "--now 2026-11-26T18:00:00Z"

  @Test(
    "a full disk or a closed stdout: one line on stderr, exit 9, for every kind of command",
    arguments: [
      "$LINGO where >/dev/full", "$LINGO help >/dev/full", "$LINGO --version >&-", "$LINGO help >&-",
      "$LINGO learn \(now) >/dev/full", "$LINGO profile --ephemeral \(now) >&-",
      "$LINGO demo --frames >/dev/full", "$LINGO check courses/spanish.json >/dev/full",
      "echo '\(card)' | $LINGO schedule >/dev/full",
      "echo coffee | $LINGO play --ephemeral \(now) >/dev/full",
      "echo 2 | $LINGO open 4 --ephemeral \(now) >&-",
    ])
  func outputFails(script: String) throws {
    let run = try shell("cd '\(packageRoot.path)' && " + script)
    #expect(run.status == 9, "\(run.stderr)")
    #expect(run.stderr.hasSuffix("\n"))
    #expect(run.stderr.contains("lingo: error: cannot write to standard output ("), "\(run.stderr)")
    #expect(!run.stderr.contains("Fatal error"))
  }

  @Test("a 10,000-card schedule to a full disk stops early and is never taken for a whole output")
  func scheduleToFullDisk() throws {
    let run = try shell(
      "for i in $(seq 10000); do echo '\(Self.card)'; done | $LINGO schedule >/dev/full")
    #expect(run.status == 9)
    #expect(run.stderr == "lingo: error: cannot write to standard output (No space left on device)\n")
  }

  @Test("settings says the change was saved when only the output failed")
  func settingsSaysSaved() throws {
    let sandbox = Sandbox()
    let run = try shell("$LINGO settings accents off \(Self.now) >/dev/full", sandbox: sandbox)
    #expect(run.status == 9)
    #expect(run.stderr.contains("your progress was saved"), "\(run.stderr)")
    let shown = try shell("$LINGO settings \(Self.now)", sandbox: sandbox)
    #expect(shown.stdout.contains("off"), "\(shown.stdout)")
    // Nothing changed, nothing is said about saving.
    let view = try shell("$LINGO profile \(Self.now) >/dev/full", sandbox: sandbox)
    #expect(view.status == 9)
    #expect(!view.stderr.contains("saved"))
  }

  @Test("a closed pipe ends lingo quietly with SIGPIPE (141)")
  func closedPipe() throws {
    let run = try shell(
      "for i in $(seq 20000); do echo '\(Self.card)'; done | $LINGO schedule | head -c 10 >/dev/null; "
        + "echo ${PIPESTATUS[1]}")
    #expect(run.stdout == "141\n")
    #expect(run.stderr.isEmpty)
  }

  @Test(
    "standard input that can't be read: one line, exit 9",
    arguments: [
      "$LINGO play --ephemeral \(now) < /", "$LINGO schedule < /", "$LINGO play --ephemeral \(now) <&-",
    ])
  func inputFails(script: String) throws {
    let run = try shell(script)
    #expect(run.status == 9, "\(run.stdout)\(run.stderr)")
    #expect(run.stderr.contains("lingo: error: cannot read standard input ("), "\(run.stderr)")
  }

  @Test("a closed stderr does not crash a failing command, and its code still says it failed")
  func closedStderr() throws {
    let run = try shell("$LINGO fly 2>&-; echo $?")
    #expect(run.stdout == "9\n")
  }
}
