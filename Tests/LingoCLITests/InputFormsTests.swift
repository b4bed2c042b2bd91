import Foundation
import Store
import Terminal
import TestSupport
import Testing

@testable import LingoCLI

/// Types `input` into `lingo arguments` at a pseudo-terminal (through `script`) with `TERM` set; the screen.
private func atPseudoTerminal(_ arguments: String, input: String, term: String) throws -> String {
  let script =
    "(sleep 0.5; printf '%s' \"$ANSWERS\"; sleep 0.5) | script -qefc \"$LINGO \(arguments)\" /dev/null"
  let sandbox = Sandbox()
  let process = Process()
  process.executableURL = URL(fileURLWithPath: "/bin/bash")
  process.arguments = ["-c", script]
  process.environment = sandbox.environment(inheriting: [
    "PATH": "/usr/bin:/bin", "TZ": "UTC", "LINGO": lingoBinary.path, "TERM": term, "ANSWERS": input,
  ])
  let output = Pipe()
  (process.standardInput, process.standardOutput) = (FileHandle.nullDevice, output)
  try process.run()
  let screen = output.fileHandleForReading.readDataToEndOfFile()
  process.waitUntilExit()
  return String(decoding: screen, as: UTF8.self)
}

/// Class 6 of issue 12: input as people really write it, and an environment read as its standards say.
@Suite("input as people write it")
struct InputFormsTests {
  @Test(
    "answers files with CR-only, CR LF or mixed line endings, or a byte-order mark, play the lesson to its end",
    .tags(.endToEnd), arguments: ["\r", "\r\n", "mixed", "bom"])
  func lineEndings(ending: String) throws {
    let lines = rightAnswers.split(separator: "\n").map(String.init)
    let endings = ending == "mixed" ? ["\r", "\r\n", "\n"] : ending == "bom" ? ["\r\n"] : [ending]
    let input =
      (ending == "bom" ? "\u{FEFF}" : "")
      + lines.enumerated().map { $1 + endings[$0 % endings.count] }.joined()
    let run = try runBinary(["play", "--lesson", "2.4"] + fixed, input: input)
    #expect(run.status == 0, "\(run.stdout)\(run.stderr)")
    #expect(run.stdout.contains("Lesson complete!"))
    #expect(!run.stdout.contains("\r"))
  }

  @Test("match pairs separated by tabs are read like pairs separated by spaces")
  func tabbedPairs() {
    let answers = rightAnswers.replacingOccurrences(
      of: "café=coffee, té=tea, agua=water, pan=bread, leche=milk",
      with: "café=coffee\tté=tea\tagua=water\t\tpan=bread,\tleche=milk")
    let run = lingo(["play", "--lesson", "2.4"] + fixed, input: answers)
    #expect(run.status == 0, "\(run.stdout)")
    #expect(run.stdout.contains("TOTAL XP"))
    #expect(!run.stdout.contains("Type a pair"))
  }

  @Test("a command typed at the app's prompt with tabs between its words reads as with spaces")
  func tabbedCommand() {
    let spaced = lingo(fixed, input: "settings accents off\nquit\n")
    let tabbed = lingo(fixed, input: "settings\taccents \t off\nquit\n")
    #expect(!spaced.stdout.contains("error"))
    // The echoed line shows what was typed; everything else is the same.
    let shown = { (run: Run) in run.stdout.split(separator: "\n").filter { !$0.contains("settings") } }
    #expect(shown(tabbed) == shown(spaced))
    #expect(tabbed.stderr == spaced.stderr)
  }

  @Test(
    "--now refuses times without an offset, impossible offsets and impossible dates",
    arguments: [
      "2026-11-26T18:00:00", "2026-11-26T18:00:00+25:00", "2026-11-26T18:00:00+01:60",
      "2026-11-26T18:00:00+0100",
      "2026-11-26T18:00Z", "2026-11-26T24:00:00Z", "2026-11-26T18:00:60Z", "2026-02-29", "2026-13-01",
      "2026-11-26T18:00:00.Z", "2026-11-26T18:00:00Z ", " 2026-11-26", "26-11-2026", "now", "",
    ])
  func timesRefused(text: String) {
    let run = lingo(["where", "--now", text])
    #expect(run.status == 2)
    #expect(run.stderr.contains("--now wants an ISO 8601 time with its offset"))
  }

  @Test(
    "schedule refuses a card without an id and reviews that go back in time; the other lines go on",
    arguments: [
      (
        #"{"reviews": [{"t": "2026-01-08T07:45:07Z", "rating": 3}]}"#,
        #"{"id":null,"error":"missing \"id\""}"#
      ),
      (
        #"{"id": 1, "reviews": [{"t": "2026-01-08T07:45:07Z", "rating": 3}, {"t": "2026-01-08T07:45:06Z", "rating": 3}]}"#,
        #"{"id":1,"error":"reviews[1].t is earlier than reviews[0].t: reviews must be in time order"}"#
      ),
      (
        #"{"id": 2, "reviews": [{"t": "2026-01-08T07:45:07Z", "rating": 3}, {"t": "2026-01-08T08:45:07+02:00", "rating": 3}]}"#,
        #"{"id":2,"error":"reviews[1].t is earlier than reviews[0].t: reviews must be in time order"}"#
      ),
    ])
  func scheduleRefuses(line: String, expected: String) {
    let good = #"{"id": 9, "reviews": []}"#
    let run = lingo(["schedule"], input: line + "\n" + good + "\n")
    #expect(run.stdout.split(separator: "\n").map(String.init) == [expected, #"{"id":9,"reviews":[]}"#])
    #expect(run.stderr.contains("1 card of 2 could not be replayed"))
  }

  @Test("reviews at the same moment are not going back in time")
  func sameMoment() {
    let line =
      #"{"id": 3, "reviews": [{"t": "2026-01-08T07:45:07Z", "rating": 1}, {"t": "2026-01-08T08:45:07+01:00", "rating": 3}]}"#
    let run = lingo(["schedule"], input: line + "\n")
    #expect(!run.stdout.contains("error"), "\(run.stdout)")
  }

  @Test(
    "TERM=dumb never gets cursor movement, at a real pseudo-terminal",
    .enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/script")), .tags(.endToEnd))
  func dumbTerminal() throws {
    let play = "play --lesson 2.4 --now 2026-11-26T18:00:00Z --seed 1"
    // Two Enters more: at a terminal the complete screen waits at CLAIM XP, then at CONTINUE.
    let answers = rightAnswers + "\n\n"
    let dumb = try atPseudoTerminal(play, input: answers, term: "dumb")
    #expect(dumb.contains("Lesson complete!"), "\(dumb)")
    #expect(!dumb.contains("\u{1B}["), "no escape of any kind: no colour, no cursor")
    // The same run at an xterm does move the cursor: the check above could fail.
    let xterm = try atPseudoTerminal(play, input: answers, term: "xterm")
    #expect(xterm.contains("\u{1B}[6A") || xterm.contains("\u{1B}[K"))
    let demo = try atPseudoTerminal("demo --speed 100", input: "", term: "dumb")
    #expect(demo.contains("Lesson complete") || demo.contains("streak"), "\(demo)")
    #expect(!demo.contains("\u{1B}["))
  }

  @Test(
    "a relative XDG_DATA_HOME or XDG_STATE_HOME is ignored, as the XDG specification says", .tags(.endToEnd))
  func relativeXDG() throws {
    let variables = ["HOME": "/home/ana", "XDG_DATA_HOME": "data", "XDG_STATE_HOME": "./state"]
    #expect(StoreLocation.path(variables: variables) == "/home/ana/.local/share/lingo/progress.sqlite3")
    #expect(ReadlineLineReader.historyPath(variables: variables) == "/home/ana/.local/state/lingo/history")
    let absolute = ["HOME": "/home/ana", "XDG_DATA_HOME": "/d", "XDG_STATE_HOME": "/s"]
    #expect(StoreLocation.path(variables: absolute) == "/d/lingo/progress.sqlite3")
    #expect(ReadlineLineReader.historyPath(variables: absolute) == "/s/lingo/history")
    let sandbox = Sandbox()
    let home = try #require(sandbox.variables["HOME"])
    let run = try runBinary(
      ["where"], input: "", variables: ["LINGO_HOME": "", "XDG_DATA_HOME": "relative/data"], sandbox: sandbox)
    #expect(run.stdout == home + "/.local/share/lingo/progress.sqlite3\n")
  }

  @Test(
    "24-bit colour only when COLORTERM declares it; 256 colours when TERM names them; else the basic 16",
    arguments: [
      (["COLORTERM": "truecolor"], "38;2;"), (["COLORTERM": "24bit", "TERM": "xterm"], "38;2;"),
      (["TERM": "xterm-256color"], "38;5;"), (["TERM": "xterm-256color", "COLORTERM": "yes"], "38;5;"),
      (["TERM": "xterm"], "\u{1B}[1;33m"), ([:], "\u{1B}[1;33m"),
    ])
  func colourDepth(variables: [String: String], marker: String) {
    let run = lingo(["play", "--color", "always"] + fixed, input: rightAnswers, variables: variables)
    #expect(run.status == 0)
    #expect(run.stdout.contains(marker))
    for other in ["38;2;", "38;5;"] where other != marker {
      #expect(!run.stdout.contains(other), "\(other) sent to \(variables)")
    }
  }

  @Test("the 24-bit colours map to their nearest palette entries")
  func paletteMapping() {
    #expect(ColorDepth.palette256.convert("1;38;2;88;204;2") == "1;38;5;76")
    #expect(ColorDepth.basic16.convert("1;38;2;88;204;2") == "1;32")
    #expect(ColorDepth.basic16.convert("1;38;2;255;255;255;48;2;255;200;0") == "1;97;43")
    #expect(ColorDepth.palette256.convert("38;2;175;175;175") == "38;5;145")
    #expect(ColorDepth.trueColor.convert("38;2;1;2;3") == "38;2;1;2;3")
  }
}
