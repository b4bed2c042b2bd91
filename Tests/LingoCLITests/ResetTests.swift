import App
import Foundation
import LingoCLI
import TestSupport
import Testing

/// Runs lingo in-process as if at a terminal, answering each question with the next of `answers`.
private func atTerminal(_ arguments: [String], answers: [String], home: String) -> Run {
  var output = ""
  var errors = ""
  var next = answers.makeIterator()
  let sandbox = Sandbox()
  let environment = AppEnvironment(
    variables: sandbox.variables.merging(["TZ": "UTC", "LINGO_HOME": home]) { $1 }, inputIsTerminal: true,
    outputIsTerminal: true, now: { Date(timeIntervalSince1970: 0) }, readLine: { next.next() },
    write: { output += $0 }, writeError: { errors += $0 })
  let status = withExtendedLifetime(sandbox) { Lingo.run(arguments, environment: environment) }
  return Run(status: status, stdout: output, stderr: errors)
}

/// Class 4 of issue 12: nothing a learner did is lost without asking; every reset keeps a backup.
///
/// On disk: what it proves is about the progress file and the backup files beside it (a store in memory
/// keeps no backup, as `--ephemeral`).
@Suite("reset asks, keeps a backup, and can be undone", .tags(.endToEnd))
struct ResetTests {
  static let now = ["--now", "2026-11-26T18:00:00Z"]

  /// A home whose learner is Ana, two lessons in.
  private func anaHome() -> String {
    let home = temporaryHome()
    let made = lingo(onDisk: ["reset", "--new", "Ana", "--yes"] + Self.now, variables: ["LINGO_HOME": home])
    #expect(made.status == 0, "\(made.stderr)")
    return home
  }

  /// The learner's username, as the profile shows it.
  private func name(_ home: String) -> String {
    let profile = lingo(onDisk: ["profile"] + Self.now, variables: ["LINGO_HOME": home]).stdout
    return profile.split(separator: "\n").first { $0.contains("@") }.map {
      String($0.trimmingCharacters(in: .whitespaces).prefix { $0 != " " })
    } ?? ""
  }

  @Test(
    "piped without --yes, reset and reset --new refuse (exit 10) and change nothing",
    arguments: [
      ["reset"], ["reset", "--new", "Bo"],
    ])
  func pipedRefuses(_ arguments: [String]) throws {
    let home = anaHome()
    let before = try Data(contentsOf: URL(fileURLWithPath: home + "/progress.sqlite3"))
    let run = lingo(onDisk: arguments + Self.now, variables: ["LINGO_HOME": home])
    #expect(run.status == 10)
    #expect(run.stderr.contains("--yes"))
    #expect(run.stdout.isEmpty)
    #expect(name(home) == "@Ana")
    #expect(try Data(contentsOf: URL(fileURLWithPath: home + "/progress.sqlite3")) == before)
  }

  @Test("at a terminal reset asks; anything but yes keeps the profile", arguments: ["n", "", "no", "sí"])
  func terminalDeclines(answer: String) {
    let home = anaHome()
    let run = atTerminal(["reset"] + Self.now, answers: [answer], home: home)
    #expect(run.status == 10)
    #expect(run.stdout.contains("Reset now? [y/N]"))
    #expect(run.stdout.contains("Nothing was changed."))
    #expect(name(home) == "@Ana")
  }

  @Test("at a terminal y resets, keeping a timestamped backup that --undo brings back")
  func terminalConfirmsAndUndo() throws {
    let home = anaHome()
    let run = atTerminal(["reset"] + Self.now, answers: ["y"], home: home)
    #expect(run.status == 0, "\(run.stderr)")
    #expect(run.stdout.contains("Back to the launch state"))
    let backup = home + "/progress.sqlite3.backup-20261126T180000Z"
    #expect(run.stdout.contains(backup))
    #expect(FileManager.default.fileExists(atPath: backup))
    #expect(name(home) == "@SamRivera927")
    let undo = lingo(onDisk: ["reset", "--undo"] + Self.now, variables: ["LINGO_HOME": home])
    #expect(undo.status == 0, "\(undo.stderr)")
    #expect(name(home) == "@Ana")
    // The undo can be redone: Sam comes back. (A second --undo goes one step further back instead.)
    #expect(lingo(onDisk: ["reset", "--redo"] + Self.now, variables: ["LINGO_HOME": home]).status == 0)
    #expect(name(home) == "@SamRivera927")
  }

  @Test("--undo with no backup says so (exit 7); --undo and --new don't mix (exit 2)")
  func undoWithout() {
    let home = temporaryHome()
    let none = lingo(onDisk: ["reset", "--undo"] + Self.now, variables: ["LINGO_HOME": home])
    #expect(none.status == 7)
    #expect(none.stderr.contains("no backup"))
    #expect(lingo(onDisk: ["reset", "--undo", "--new", "Bo"] + Self.now).status == 2)
  }

  @Test(
    "an empty progress file is damaged (exit 7), never reseeded; reset --undo brings back the last backup")
  func emptyFile() throws {
    let home = anaHome()
    #expect(lingo(onDisk: ["reset", "--yes"] + Self.now, variables: ["LINGO_HOME": home]).status == 0)
    let path = home + "/progress.sqlite3"
    for suffix in ["-wal", "-shm"] { unlink(path + suffix) }
    try Data().write(to: URL(fileURLWithPath: path))
    for command in ["profile", "learn", "play", "settings"] {
      let run = lingo(onDisk: [command] + Self.now, input: "coffee\n", variables: ["LINGO_HOME": home])
      #expect(run.status == 7, "\(command): \(run.stdout)")
      #expect(run.stderr.contains("empty"))
    }
    #expect(try FileManager.default.attributesOfItem(atPath: path)[.size] as? Int == 0)
    let undo = lingo(onDisk: ["reset", "--undo"] + Self.now, variables: ["LINGO_HOME": home])
    #expect(undo.status == 0, "\(undo.stderr)")
    #expect(undo.stdout.contains("damaged file is kept"))
    #expect(name(home) == "@Ana")
  }

  @Test("in the app, reset only warns until it is confirmed with 'reset yes'")
  func appReset() {
    let home = anaHome()
    let warned = lingo(onDisk: Self.now, input: "reset\nquit\n", variables: ["LINGO_HOME": home])
    #expect(warned.stdout.contains("Type 'reset yes' to go ahead."))
    #expect(name(home) == "@Ana")
    let done = lingo(onDisk: Self.now, input: "reset yes\nquit\n", variables: ["LINGO_HOME": home])
    #expect(done.stdout.contains("Back to the launch state"))
    #expect(done.stdout.contains("lingo reset --undo"))
    #expect(name(home) == "@SamRivera927")
  }
}
