import Foundation
import Learner
import SQLite
import TestSupport
import Testing

@testable import Store

@Suite("every SQLite handle the store opens is closed exactly once")
struct OpenClosesOnceTests {
  @Test("a progress file that is not SQLite is refused as damaged, its one handle closed once")
  func notSQLiteProgressFile() throws {
    let folder = temporaryItem("lingo-not-sqlite")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let path = folder.appendingPathComponent("progress.sqlite3").path
    try Data(String(repeating: "plain text, not a database\n", count: 200).utf8).write(
      to: URL(fileURLWithPath: path))
    SQLiteOpenCount.watch(path)
    defer { SQLiteOpenCount.unwatch(path) }
    #expect {
      _ = try SQLiteProgressStore(path: path)
    } throws: { error in
      (error as? StoreError)?.kind == .corrupt
    }
    #expect(SQLiteOpenCount.counts(of: path) == SQLiteOpenCount.Counts(opened: 1, closed: 1))
    // Reading it for `lingo status` opens and closes it once too.
    #expect(throws: StoreError.self) { _ = try ProgressSnapshot.learner(path: path) }
    #expect(SQLiteOpenCount.counts(of: path) == SQLiteOpenCount.Counts(opened: 2, closed: 2))
  }

  @Test("a store used and released leaves no handle open on its file")
  func usedStoreClosesOnce() throws {
    let path = temporaryItem("lingo-store").appendingPathComponent("progress.sqlite3").path
    SQLiteOpenCount.watch(path)
    defer { SQLiteOpenCount.unwatch(path) }
    do {
      let store = try SQLiteProgressStore(path: path)
      let today = Day(year: 2026, month: 11, day: 26)
      _ = try store.learner { Learner.sample(today: today, now: Date(timeIntervalSince1970: 1_795_975_200)) }
    }
    let counts = try #require(SQLiteOpenCount.counts(of: path))
    #expect(counts.opened > 0)
    #expect(counts.closed == counts.opened)
  }
}

@Suite("the learner row is read and written by column name")
struct LearnerColumnsTests {
  @Test("the columns selected are the columns written, and the table has each of them")
  func columnsMatch() throws {
    let today = Day(year: 2026, month: 11, day: 26)
    let learner = Learner.sample(today: today, now: Date(timeIntervalSince1970: 1_795_975_200))
    let rows = try LearnerRows.storedRows(learner, replacing: nil, path: "x")
    #expect(rows.learner.columns == LearnerRows.columns)
    let path = temporaryItem("lingo-store").appendingPathComponent("progress.sqlite3").path
    let store = try SQLiteProgressStore(path: path)
    let table = try store.database.query("SELECT name FROM pragma_table_info('learner')")
      .compactMap { $0.first?.string }
    #expect(table == ["id"] + LearnerRows.columns)
  }
}
