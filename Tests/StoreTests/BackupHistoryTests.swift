import Foundation
import Learner
import TestSupport
import Testing

@testable import Store

/// A store file of its own, in a folder of its own, with the sample learner.
private func sampleStore() throws -> (path: String, store: SQLiteProgressStore) {
  let path = temporaryItem("lingo-history").appendingPathComponent("progress.sqlite3").path
  let store = try SQLiteProgressStore(path: path)
  _ = try store.learner {
    Learner.sample(today: Day(year: 2026, month: 11, day: 26), now: Date(timeIntervalSince1970: 1.8e9))
  }
  return (path, store)
}

private func learner(_ name: String) -> Learner {
  Learner.new(name: name, today: Day(ordinal: 20_000), now: Date(timeIntervalSince1970: 1e9))
}

/// Class 6 of issue 22: backups form a history by the order they were made in; the files lingo makes
/// beside a store take names no one could have planted a link at.
@Suite("the backup history and the files made beside a store")
struct BackupHistoryTests {
  @Test("each backup records its sequence and whether an undo made it; the list follows the sequence")
  func sequence() throws {
    let (path, store) = try sampleStore()
    _ = try store.replace(with: learner("Ana"), backupStamp: "b")
    _ = try store.replace(with: learner("Bo"), backupStamp: "a")
    _ = try store.restoreNewestBackup(stamp: "c")
    let entries = BackupHistory.entries(of: path)
    #expect(entries.map(\.sequence) == [3, 1])
    #expect(entries.map(\.undone) == [true, false])
    #expect(entries.map(\.path) == [path + ".backup-c", path + ".backup-b"])
    #expect(try store.learner { learner("x") }.name == "Ana")
  }

  @Test("a backup from before they were numbered comes after every numbered one, and is still undone to")
  func legacyBackup() throws {
    let (path, store) = try sampleStore()
    _ = try store.replace(with: learner("Ana"), backupStamp: "1")
    let legacy = path + ".backup-0"
    try FileManager.default.copyItem(atPath: path + ".backup-1", toPath: legacy)
    try SQLiteDatabase(path: legacy, create: false, plain: true).execute("DROP TABLE lingo_backup")
    _ = try store.replace(with: learner("Bo"), backupStamp: "2")
    #expect(BackupHistory.entries(of: path).map(\.sequence) == [2, 1, 0])
    #expect(try store.restoreNewestBackup(stamp: "3") == path + ".backup-2")
    #expect(try store.restoreNewestBackup(stamp: "4") == path + ".backup-1")
    #expect(try store.restoreNewestBackup(stamp: "5") == legacy)
    #expect(try store.learner { learner("x") }.name == "Sam Rivera")
  }

  @Test("the next sequence number never overflows")
  func noOverflow() {
    let last = BackupHistory.Entry(path: "x", sequence: .max, undone: false)
    #expect(BackupHistory.nextSequence(after: [last]) == nil)
    #expect(BackupHistory.nextSequence(after: []) == 1)
  }

  @Test("a link planted at the names a new store or a restored one is built under is never followed")
  func temporaryNames() throws {
    let folder = temporaryItem("lingo-names")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let path = folder.appendingPathComponent("progress.sqlite3").path
    let target = folder.appendingPathComponent("target").path
    let content = Data("keep me\n".utf8)
    try content.write(to: URL(fileURLWithPath: target))
    for name in [".new-\(getpid())", ".restoring-\(getpid())", ".damaged-s"] {
      try FileManager.default.createSymbolicLink(atPath: path + name, withDestinationPath: target)
    }
    let store = try SQLiteProgressStore(path: path)
    _ = try store.learner { learner("Cy") }
    _ = try store.replace(with: learner("Ana"), backupStamp: "1")
    try Data().write(to: URL(fileURLWithPath: path))
    let done = try #require(try SQLiteProgressStore.restore(replacingDamaged: path, stamp: "s"))
    #expect(done.damaged == path + ".damaged-s-2")
    #expect(FileManager.default.contents(atPath: target) == content)
    #expect(try SQLiteProgressStore(path: path).learner { learner("x") }.name == "Cy")
  }

  @Test("a half-restored store a killed lingo left is removed by the next undo over damage")
  func abandonedRestore() throws {
    let (path, store) = try sampleStore()
    _ = try store.replace(with: learner("Ana"), backupStamp: "1")
    let abandoned = path + ".restoring-2147483646-1f"
    #expect(FileManager.default.createFile(atPath: abandoned, contents: Data("half".utf8)))
    try Data().write(to: URL(fileURLWithPath: path))
    #expect(
      try SQLiteProgressStore.restore(replacingDamaged: path, stamp: "2")?.damaged == path + ".damaged-2")
    #expect(!FileManager.default.fileExists(atPath: abandoned))
    let names = try FileManager.default.contentsOfDirectory(
      atPath: (path as NSString).deletingLastPathComponent)
    #expect(!names.contains { $0.contains(".restoring-") }, "\(names)")
  }

  @Test("a file that is not SQLite fails to open, closing its handle once, every time")
  func failedOpenClosesOnce() throws {
    let path = temporaryItem("lingo-text").path
    try Data(String(repeating: "plain text, not a database\n", count: 20).utf8).write(
      to: URL(fileURLWithPath: path))
    for _ in 0..<200 {
      #expect {
        _ = try SQLiteDatabase(path: path, create: false)
      } throws: { error in
        (error as? StoreError)?.kind == .corrupt
      }
    }
  }

  @Test("a backup's neighbour that is a link makes it no backup")
  func backupWithLinkedJournal() throws {
    let (path, store) = try sampleStore()
    _ = try store.replace(with: learner("Ana"), backupStamp: "1")
    try FileManager.default.createSymbolicLink(
      atPath: path + ".backup-1-journal", withDestinationPath: "/dev/null")
    #expect(BackupHistory.entries(of: path).isEmpty)
    #expect(try store.restoreNewestBackup(stamp: "2") == nil)
  }
}
