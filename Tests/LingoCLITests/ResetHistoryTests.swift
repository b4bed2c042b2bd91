import Foundation
import TestSupport
import Testing

/// Class 6 of issue 22: resets and undos over several steps and several windows lose no state.
///
/// On disk: the states are the progress file and its backup files, read back from copies, moved away and
/// damaged.
@Suite("reset, undo and redo over several steps and windows", .tags(.endToEnd))
struct ResetHistoryTests {
  static let now = ["--now", "2026-11-26T18:00:00Z"]

  /// Runs the built lingo on the progress file in `home`.
  private func run(_ arguments: [String], _ home: String) throws -> Run {
    lingo(onDisk: arguments + Self.now, input: "", variables: ["LINGO_HOME": home])
  }

  /// The learner's username in the progress file `file`, read from a copy of it in a home of its own.
  private func name(ofFile file: String) throws -> String {
    let home = temporaryHome()
    try FileManager.default.createDirectory(atPath: home, withIntermediateDirectories: true)
    try FileManager.default.copyItem(atPath: file, toPath: home + "/progress.sqlite3")
    return try name(home)
  }

  /// The learner's username, as the profile shows it.
  private func name(_ home: String) throws -> String {
    let profile = try run(["profile"], home).stdout
    return profile.split(separator: "\n").first { $0.contains("@") }.map {
      String($0.trimmingCharacters(in: .whitespaces).prefix { $0 != " " })
    } ?? ""
  }

  /// The backups beside the progress file in `home`.
  private func backups(_ home: String) throws -> [String] {
    try FileManager.default.contentsOfDirectory(atPath: home).filter {
      $0.hasPrefix("progress.sqlite3.backup-")
    }
    .map { home + "/" + $0 }
  }

  /// Every learner kept in `home`: the store's and each backup's, sorted.
  private func everyState(_ home: String) throws -> [String] {
    try ([name(home)] + backups(home).map { try name(ofFile: $0) }).sorted()
  }

  /// A home whose learner is Ana.
  private func anaHome() throws -> String {
    let home = temporaryHome()
    let made = try run(["reset", "--new", "Ana", "--yes"], home)
    #expect(made.status == 0, "\(made.stderr)")
    return home
  }

  @Test("reset, reset, undo, undo reaches the first state; redo, redo comes back; every state is kept")
  func severalSteps() throws {
    let home = try anaHome()
    #expect(try run(["reset", "--new", "Bo", "--yes"], home).status == 0)
    #expect(try run(["reset", "--new", "Cy", "--yes"], home).status == 0)
    #expect(try name(home) == "@Cy")
    #expect(try run(["reset", "--undo"], home).status == 0)
    #expect(try name(home) == "@Bo")
    let second = try run(["reset", "--undo"], home)
    #expect(second.status == 0, "\(second.stderr)")
    #expect(try name(home) == "@Ana", "the second undo goes one step further back, not back to Cy")
    let third = try run(["reset", "--undo"], home)
    #expect(third.status == 7, "nothing older than the first state")
    #expect(third.stderr.contains("no backup"))
    #expect(try everyState(home) == ["@Ana", "@Bo", "@Cy"], "every state reached is kept")
    #expect(try run(["reset", "--redo"], home).status == 0)
    #expect(try name(home) == "@Bo")
    #expect(try run(["reset", "--redo"], home).status == 0)
    #expect(try name(home) == "@Cy")
    #expect(try run(["reset", "--redo"], home).status == 7, "nothing left to redo")
    #expect(try run(["reset", "--undo"], home).status == 0)
    #expect(try name(home) == "@Bo")
    #expect(try everyState(home) == ["@Ana", "@Bo", "@Cy"])
  }

  @Test("an undo where the progress file was moved away keeps no empty backup for a redo to stop at")
  func undoOverMissingStore() throws {
    let home = try anaHome()
    #expect(try run(["reset", "--new", "Bo", "--yes"], home).status == 0)
    try FileManager.default.moveItem(atPath: home + "/progress.sqlite3", toPath: home + "/moved-away.sqlite3")
    let undo = try run(["reset", "--undo"], home)
    #expect(undo.status == 0, "\(undo.stderr)")
    #expect(try name(home) == "@Ana")
    #expect(try backups(home).isEmpty, "the empty store this undo made was not backed up")
    #expect(try run(["reset", "--redo"], home).status == 7)
  }

  @Test("a redo works over a damaged progress file too, keeping the damaged file")
  func redoOverDamage() throws {
    let home = try anaHome()
    #expect(try run(["reset", "--new", "Bo", "--yes"], home).status == 0)
    #expect(try run(["reset", "--undo"], home).status == 0)
    try Data().write(to: URL(fileURLWithPath: home + "/progress.sqlite3"))
    #expect(try run(["reset", "--undo"], home).status == 7, "nothing older than Ana")
    let redo = try run(["reset", "--redo"], home)
    #expect(redo.status == 0, "\(redo.stderr)")
    #expect(redo.stdout.contains("The damaged file is kept as"), "\(redo.stdout)")
    #expect(try name(home) == "@Bo")
  }

  @Test("an undo can be redone after a lesson is played; --redo with --new or --undo is bad usage")
  func redoAfterPlay() throws {
    let home = try anaHome()
    #expect(try run(["reset", "--new", "Bo", "--yes"], home).status == 0)
    #expect(try run(["reset", "--undo"], home).status == 0)
    let played = lingo(
      onDisk: ["play", "--lesson", "2.4", "--seed", "1"] + Self.now, input: rightAnswers,
      variables: ["LINGO_HOME": home])
    #expect(played.status == 0, "\(played.stderr)")
    #expect(try run(["reset", "--redo"], home).status == 0)
    #expect(try name(home) == "@Bo")
    // Ana's lesson was kept when the redo replaced her: an undo brings it back.
    #expect(try run(["reset", "--undo"], home).status == 0)
    #expect(try run(["profile"], home).stdout.hasPrefix("🇪🇸  🔥 1 "), "the lesson's streak day is there")
    #expect(try name(home) == "@Ana")
    #expect(try run(["reset", "--redo", "--new", "X"], home).status == 2)
    #expect(try run(["reset", "--redo", "--undo"], home).status == 2)
  }

  @Test(
    "a backup with a later file time is not what --undo brings back: the order is the one they were made in")
  func futureTimeIsNotNewest() throws {
    let home = try anaHome()
    #expect(try run(["reset", "--new", "Bo", "--yes"], home).status == 0)
    #expect(try run(["reset", "--new", "Cy", "--yes"], home).status == 0)
    // A copy of the oldest backup (Ana), dated far in the future.
    let oldest = try #require(try backups(home).first { try name(ofFile: $0) == "@Ana" })
    let planted = home + "/progress.sqlite3.backup-99991231T000000Z"
    try FileManager.default.copyItem(atPath: oldest, toPath: planted)
    try FileManager.default.setAttributes(
      [.modificationDate: Date(timeIntervalSince1970: 4_000_000_000)], ofItemAtPath: planted)
    let undo = try run(["reset", "--undo"], home)
    #expect(undo.status == 0, "\(undo.stderr)")
    #expect(try name(home) == "@Bo", "the newest by sequence, not by file time")
  }

  @Test("four windows resetting at once lose no state, and each backup is whole", .tags(.endToEnd))
  func windowsAtOnce() throws {
    let home = try anaHome()
    // Held until every process it started has ended, so none writes to a removed folder.
    let sandbox = Sandbox()
    defer { withExtendedLifetime(sandbox) {} }
    let names = ["P", "Q", "R", "S"]
    let started = try names.map { name in
      try startBinary(
        ["reset", "--new", name, "--yes"] + Self.now, input: "", variables: ["LINGO_HOME": home],
        sandbox: sandbox)
    }
    for (process, stdout, stderr) in started {
      _ = stdout.fileHandleForReading.readDataToEndOfFile()
      let errors = String(decoding: stderr.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
      process.waitUntilExit()
      #expect(process.terminationStatus == 0, "\(errors)")
    }
    #expect(try everyState(home) == ["@Ana", "@P", "@Q", "@R", "@S"])
    // Two windows undoing at once each take one step back; still nothing is lost.
    let undos = try (0..<2).map { _ in
      try startBinary(
        ["reset", "--undo"] + Self.now, input: "", variables: ["LINGO_HOME": home], sandbox: sandbox)
    }
    for (process, stdout, stderr) in undos {
      _ = stdout.fileHandleForReading.readDataToEndOfFile()
      let errors = String(decoding: stderr.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
      process.waitUntilExit()
      #expect(process.terminationStatus == 0, "\(errors)")
    }
    #expect(try everyState(home) == ["@Ana", "@P", "@Q", "@R", "@S"])
    for _ in 0..<2 { #expect(try run(["reset", "--undo"], home).status == 0) }
    #expect(try name(home) == "@Ana", "five states, four steps back")
  }
}
