import Foundation
import Learner
import Terminal
import TestSupport
import Testing

@testable import Store

/// Class 1 of issue 12: every number from an option, the environment or the progress file has a range,
/// checked where it enters, so nothing downstream can trap on it.
@Suite("numbers from outside have ranges")
struct OutsideNumbersTests {
  @Test(
    "an option out of its range is bad usage (exit 2), for every command",
    arguments: [
      ["demo", "--speed", "1e-5"], ["demo", "--speed", "0.01"], ["demo", "--speed", "1e300"],
      ["demo", "--speed", "nan"],
      ["schedule", "--learning-steps", "300000000000d"], ["schedule", "--learning-steps", "366d"],
      ["schedule", "--relearning-steps", "9223372036854775807s"],
      ["schedule", "--learning-steps", Array(repeating: "1m", count: 101).joined(separator: ",")],
      ["schedule", "--retention", "nan"], ["schedule", "--retention", "1e308"],
      ["schedule", "--fuzz", "--seed", "18446744073709551616"], ["schedule", "--fuzz", "--seed", "-1"],
      ["where", "--now", "10000-01-01T00:00:00Z"], ["where", "--now", "1969-12-31T23:59:59Z"],
      ["profile", "--now", "+275760-09-13T00:00:00Z"], ["play", "--seed", "-1", "--ephemeral"],
      ["reset", "--now", "2026-11-26T18:00:00+99:00"],
    ])
  func optionOutOfRange(_ arguments: [String]) {
    let run = lingo(arguments)
    #expect(run.status == 2, "\(run.stdout)\(run.stderr)")
    #expect(run.stderr.hasPrefix("lingo: error: "))
    #expect(run.stdout.isEmpty)
  }

  @Test(
    "COLUMNS is clamped to 20…500, whatever it holds",
    arguments: [
      ("9223372036854775807", 500), ("99999999999999999999999", 500), ("501", 500), ("5", 20), ("1", 20),
      ("80", 80), ("0", 80), ("-3", 80), ("wide", 80), ("", 80),
    ])
  func columnsClamped(text: String, expected: Int) {
    #expect(TerminalSize.columns(variables: ["COLUMNS": text], isTerminal: false) == expected)
  }

  @Test(
    "a huge COLUMNS draws the views without a crash",
    arguments: ["passport", "learn", "profile", "leaderboard"])
  func hugeColumns(view: String) {
    let run = lingo([view] + fixed, variables: ["COLUMNS": "9223372036854775807"])
    #expect(run.status == 0, "\(run.stderr)")
    #expect(run.stdout.split(separator: "\n").allSatisfy { $0.count <= 500 })
  }

  /// On disk: the values out of range are written into the progress file with SQL.
  @Test(
    "a progress file value out of range ends every command with exit 7 and leaves the file alone",
    .tags(.endToEnd),
    arguments: [
      ("UPDATE learner SET total_xp = 4611686018427387904", "profile"),
      ("UPDATE learner SET energy_as_of = -1e308", "play"),
      ("UPDATE learner SET gems = 9223372036854775807", "refill"),
      ("UPDATE learner SET streak_count = -1", "passport"),
      ("UPDATE learner SET retention = 'x'", "review"),
    ])
  func storeOutOfRange(sql: String, command: String) throws {
    let home = temporaryHome()
    #expect(
      lingo(onDisk: ["profile", "--now", "2026-11-26T18:00:00Z"], variables: ["LINGO_HOME": home]).status == 0
    )
    let path = home + "/progress.sqlite3"
    try SQLiteDatabase(path: path, create: false).execute(sql)
    let before = try SQLiteDatabase(path: path, create: false).query("SELECT * FROM learner")
    let run = lingo(
      onDisk: [command, "--now", "2026-11-26T18:00:00Z"], input: rightAnswers, variables: ["LINGO_HOME": home]
    )
    #expect(run.status == 7, "\(run.stdout)\(run.stderr)")
    // One error line and one hint: the damage, then how to bring back a backup.
    let lines = run.stderr.split(separator: "\n")
    #expect(lines.count == 2, "\(run.stderr)")
    #expect(lines.first?.hasPrefix("lingo: error: progress file '\(path)' is damaged") == true)
    #expect(lines.last?.hasPrefix("lingo: hint: 'lingo reset --undo' brings back") == true)
    #expect(try SQLiteDatabase(path: path, create: false).query("SELECT * FROM learner") == before)
  }
}
