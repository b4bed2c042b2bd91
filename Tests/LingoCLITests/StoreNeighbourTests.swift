import Foundation
import TestSupport
import Testing

@testable import Store

/// Class 6 of issue 22: the files beside the progress store, and the history file, are never trusted as
/// they are found.
@Suite("the files beside the progress file", .tags(.endToEnd))
struct StoreNeighbourTests {
  static let now = ["--now", "2026-11-26T18:00:00Z"]

  /// Runs the built lingo on the progress file in `home`, stopping it after 20 seconds; nil when it hung.
  private func run(_ arguments: [String], _ home: String, input: String = "") throws -> Run? {
    let sandbox = Sandbox()
    defer { withExtendedLifetime(sandbox) {} }
    let (process, stdout, stderr) = try startBinary(
      arguments + Self.now, input: input, variables: ["LINGO_HOME": home], sandbox: sandbox)
    let deadline = Date().addingTimeInterval(20)
    while process.isRunning && Date() < deadline { usleep(10_000) }
    let hung = process.isRunning
    if hung { process.terminate() }
    let out = stdout.fileHandleForReading.readDataToEndOfFile()
    let err = stderr.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    if hung { return nil }
    return Run(
      status: process.terminationStatus, stdout: String(decoding: out, as: UTF8.self),
      stderr: String(decoding: err, as: UTF8.self))
  }

  /// A home whose learner is Ana, and the path of its progress file.
  private func anaHome() throws -> (home: String, store: String) {
    let home = temporaryHome()
    let made = try #require(try run(["reset", "--new", "Ana", "--yes"], home))
    #expect(made.status == 0, "\(made.stderr)")
    return (home, home + "/progress.sqlite3")
  }

  /// A file outside the home that a planted link points at; its content must never change.
  private func precious() throws -> (path: String, content: Data) {
    let path = temporaryItem("lingo-precious").path
    let content = Data("the learner's other file\n".utf8)
    try content.write(to: URL(fileURLWithPath: path))
    return (path, content)
  }

  private func bytes(_ path: String) -> Data? { FileManager.default.contents(atPath: path) }

  /// Plants `kind` at `path`: a symbolic link to `target`, a FIFO, or a folder.
  private func plant(_ kind: String, at path: String, target: String) throws {
    switch kind {
    case "symlink": try FileManager.default.createSymbolicLink(atPath: path, withDestinationPath: target)
    case "fifo": #expect(mkfifo(path, 0o600) == 0)
    default: try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: false)
    }
  }

  @Test(
    "a link, FIFO or folder planted beside the store is refused (exit 7) without touching anything",
    arguments: ["-wal", "-shm", "-journal"], ["symlink", "fifo", "folder"])
  func plantedSideFile(suffix: String, kind: String) throws {
    let (home, store) = try anaHome()
    let target = try precious()
    let before = bytes(store)
    try plant(kind, at: store + suffix, target: target.path)
    for command in [["profile"], ["status"], ["reset", "--undo"]] {
      let run = try #require(try run(command, home), "\(command) hung on a \(kind)")
      #expect(run.status == 7, "\(command): \(run.stdout)\(run.stderr)")
      #expect(run.stderr.contains("progress.sqlite3\(suffix)' is a"), "\(run.stderr)")
    }
    #expect(bytes(target.path) == target.content, "the link's target is unchanged")
    #expect(bytes(store) == before, "the store is unchanged")
  }

  @Test("a rollback journal beside the WAL store is refused before SQLite could play it back")
  func hotJournal() throws {
    let (home, store) = try anaHome()
    let before = bytes(store)
    let journal = Data(repeating: 0xD9, count: 4096)
    try journal.write(to: URL(fileURLWithPath: store + "-journal"))
    let run = try #require(try run(["profile"], home))
    #expect(run.status == 7)
    #expect(run.stderr.contains("rollback journal"), "\(run.stderr)")
    #expect(bytes(store) == before)
    #expect(bytes(store + "-journal") == journal)
  }

  @Test("another database's log planted as the store's -wal is refused, and the store is unchanged")
  func foreignLog() throws {
    let (home, store) = try anaHome()
    let before = bytes(store)
    let other = temporaryItem("lingo-other", pathExtension: "sqlite3").path
    do {
      // Held open, so its log still holds the table it made.
      let database = try SQLiteDatabase(path: other)
      try database.execute("CREATE TABLE notes (text TEXT); INSERT INTO notes VALUES ('not lingo')")
      try FileManager.default.copyItem(atPath: other + "-wal", toPath: store + "-wal")
    }
    let run = try #require(try run(["profile"], home))
    #expect(run.status == 7)
    #expect(run.stderr.contains("is not its log"), "\(run.stderr)")
    #expect(bytes(store) == before, "the log was not checkpointed into the store")
  }

  @Test("a side file of another user is refused", .enabled(if: geteuid() == 0))
  func otherOwner() throws {
    let (home, store) = try anaHome()
    try Data().write(to: URL(fileURLWithPath: store + "-shm"))
    #expect(chown(store + "-shm", 65_534, 65_534) == 0)
    let run = try #require(try run(["profile"], home))
    #expect(run.status == 7)
    #expect(run.stderr.contains("belongs to another user"), "\(run.stderr)")
  }

  @Test(
    "the store itself a FIFO, a link or a folder: exit 7, no hang, nothing followed",
    arguments: [
      "fifo", "symlink", "folder",
    ])
  func storeNotAFile(kind: String) throws {
    let (home, store) = try anaHome()
    let target = try precious()
    try FileManager.default.removeItem(atPath: store)
    try plant(kind, at: store, target: target.path)
    for command in [["profile"], ["status"], ["reset", "--yes"], ["reset", "--undo"]] {
      let run = try #require(try run(command, home), "\(command) hung on a \(kind) store")
      #expect(run.status == 7, "\(command): \(run.stdout)\(run.stderr)")
      #expect(run.stderr.contains("not a regular file"), "\(command): \(run.stderr)")
    }
    #expect(bytes(target.path) == target.content)
  }

  @Test("a progress file that is not SQLite is damaged (exit 7), opened and closed cleanly every time")
  func notSQLite() throws {
    let home = temporaryHome()
    try FileManager.default.createDirectory(atPath: home, withIntermediateDirectories: true)
    let text = Data(String(repeating: "not a database at all\n", count: 40).utf8)
    try text.write(to: URL(fileURLWithPath: home + "/progress.sqlite3"))
    for _ in 0..<3 {
      let run = try #require(try run(["profile"], home))
      #expect(run.status == 7, "a crash would be a signal, not 7: \(run.stderr)")
      #expect(run.stderr.contains("is damaged (file is not a database, SQLite code 26)"), "\(run.stderr)")
    }
    #expect(bytes(home + "/progress.sqlite3") == text)
  }

  @Test("backups that are links, FIFOs, not SQLite or too large are not backups: --undo passes them by")
  func plantedBackups() throws {
    let (home, store) = try anaHome()
    let target = try precious()
    let elsewhere = try anaHome()
    #expect(try run(["reset", "--new", "Bo", "--yes"], home)?.status == 0)
    let stamp = "99991231T000000Z"
    try plant("symlink", at: "\(store).backup-\(stamp)-link", target: target.path)
    try plant("symlink", at: "\(store).backup-\(stamp)-store", target: elsewhere.store)
    try plant("fifo", at: "\(store).backup-\(stamp)-fifo", target: "")
    try Data("text".utf8).write(to: URL(fileURLWithPath: "\(store).backup-\(stamp)-text"))
    let huge = "\(store).backup-\(stamp)-huge"
    #expect(FileManager.default.createFile(atPath: huge, contents: Data("SQLite format 3\0".utf8)))
    #expect(truncate(huge, 2 << 30) == 0)
    let undo = try #require(try run(["reset", "--undo"], home), "--undo hung on a planted backup")
    #expect(undo.status == 0, "\(undo.stderr)")
    #expect(undo.stdout.contains("backup-20261126T180000Z."), "\(undo.stdout)")
    #expect(bytes(target.path) == target.content)
    let again = try #require(try run(["reset", "--undo"], home))
    #expect(again.status == 7, "only planted files are left: \(again.stdout)")
    for name in ["link", "store", "fifo", "text", "huge"] {
      var info = stat()
      #expect(lstat("\(store).backup-\(stamp)-\(name)", &info) == 0, "\(name) was left alone")
    }
  }

  @Test("an undo over a damaged store never overwrites a .damaged file already there")
  func damagedNameTaken() throws {
    let (home, store) = try anaHome()
    #expect(try run(["reset", "--yes"], home)?.status == 0)
    #expect(try run(["reset", "--yes"], home)?.status == 0)
    let planted = store + ".damaged-20261126T180000Z"
    let kept = Data("an earlier damaged file\n".utf8)
    try kept.write(to: URL(fileURLWithPath: planted))
    for expected in ["-2", "-3"] {
      try Data().write(to: URL(fileURLWithPath: store))
      let undo = try #require(try run(["reset", "--undo"], home))
      #expect(undo.status == 0, "\(undo.stderr)")
      #expect(undo.stdout.contains("kept as \(planted)\(expected)."), "\(undo.stdout)")
      #expect(FileManager.default.fileExists(atPath: planted + expected))
    }
    #expect(bytes(planted) == kept)
    #expect(try #require(try run(["profile"], home)).status == 0)
  }

  /// Runs the app at a pseudo-terminal (through `script`) in `home`, typing `profile`, Enter and Ctrl-D as
  /// each prompt appears; its status and screen, or nil when it never got that far in 30 seconds.
  private func session(home: String, typing line: String = "profile") throws -> (Int32, String)? {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/script")
    process.arguments = ["-qefc", "\(lingoBinary.path) --now 2026-11-26T18:00:00Z --seed 1", "/dev/null"]
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
    let prompts = { (text: String) in text.components(separatedBy: "› ").count - 1 }
    var reached = true
    for (count, keys) in [(1, line + "\r"), (2, "\u{04}")] {
      guard screen.wait(until: { prompts($0) >= count }, seconds: 30) else {
        reached = false
        break
      }
      input.fileHandleForWriting.write(Data(keys.utf8))
    }
    if !reached { process.terminate() }
    process.waitUntilExit()
    output.fileHandleForReading.readabilityHandler = nil
    return reached ? (process.terminationStatus, screen.text) : nil
  }

  private static let hasScript = FileManager.default.isExecutableFile(atPath: "/usr/bin/script")

  @Test(
    "a link or FIFO planted as the history file is left alone: no hang, its target unchanged",
    .enabled(if: hasScript), arguments: ["symlink", "fifo"])
  func plantedHistory(kind: String) throws {
    let home = temporaryHome()
    try FileManager.default.createDirectory(atPath: home + "/state/lingo", withIntermediateDirectories: true)
    let target = try precious()
    try plant(kind, at: home + "/state/lingo/history", target: target.path)
    let (status, screen) = try #require(try session(home: home), "the app hung on a \(kind) history")
    #expect(status == 0, "\(screen)")
    #expect(screen.contains("Achievements"), "profile ran")
    #expect(bytes(target.path) == target.content)
  }

  @Test(
    "a huge history is read only in part and cut back; lines keep no control characters",
    .enabled(if: hasScript))
  func hugeHistory() throws {
    let home = temporaryHome()
    let history = home + "/state/lingo/history"
    try FileManager.default.createDirectory(atPath: home + "/state/lingo", withIntermediateDirectories: true)
    let lines = (0..<200_000).map { "line \($0) \u{1B}[31mred\u{07}" }.joined(separator: "\n") + "\n"
    try Data(lines.utf8).write(to: URL(fileURLWithPath: history))
    // Ctrl-V Ctrl-A puts a raw control character in the typed line.
    let (status, screen) = try #require(try session(home: home, typing: "prof\u{16}\u{01}ile"))
    #expect(status == 0, "\(screen)")
    let kept = try #require(bytes(history))
    #expect(kept.count <= 256 * 1024, "cut back to its size: \(kept.count)")
    #expect(!kept.contains { $0 < 0x20 && $0 != 0x0A }, "no control character is written back")
    #expect(String(decoding: kept, as: UTF8.self).hasSuffix("profile\n"))
  }

  @Test("a new history file is readable by its user alone, in a folder of its own", .enabled(if: hasScript))
  func newHistoryMode() throws {
    let home = temporaryHome()
    let (status, _) = try #require(try session(home: home))
    #expect(status == 0)
    let file = try FileManager.default.attributesOfItem(atPath: home + "/state/lingo/history")
    let folder = try FileManager.default.attributesOfItem(atPath: home + "/state/lingo")
    #expect((file[.posixPermissions] as? Int) == 0o600)
    #expect((folder[.posixPermissions] as? Int) == 0o700)
  }
}
