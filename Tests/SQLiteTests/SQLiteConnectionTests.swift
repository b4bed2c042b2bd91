import Foundation
import TestSupport
import Testing

@testable import SQLite

/// A new database file in a folder of its own.
private func newDatabase() throws -> (SQLiteConnection, String) {
  let folder = temporaryItem("lingo-sqlite")
  try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
  let path = folder.appendingPathComponent("test.sqlite3").path
  return (try SQLiteConnection(path: path, mode: .init(create: true)), path)
}

@Suite("the one SQLite wrapper: checked results, rows by name, one close")
struct SQLiteConnectionTests {
  @Test("a row reads its columns by name, whatever their order in the statement")
  func rowsByName() throws {
    let (database, _) = try newDatabase()
    try database.execute("CREATE TABLE t (a INTEGER, b TEXT, c REAL, d BLOB, e)")
    try database.query(
      "INSERT INTO t VALUES (?, ?, ?, ?, ?)",
      [.integer(7), .text("seven"), .real(0.5), .blob([0, 1, 2]), .null])
    let rows = try database.query("SELECT e, d, c, b, a FROM t")
    #expect(rows.count == 1)
    let row = try #require(rows.first)
    #expect(row["a"] == .integer(7))
    #expect(row["b"] == .text("seven"))
    #expect(row["c"] == .real(0.5))
    #expect(row["d"] == .blob([0, 1, 2]))
    #expect(row["e"] == .null)
    #expect(row["f"] == nil)
    #expect(row[0] == .null)
    #expect(row[5] == nil)
  }

  @Test("every row of a statement shares one lookup of the column names")
  func namesOncePerStatement() throws {
    let (database, _) = try newDatabase()
    try database.execute("CREATE TABLE t (x INTEGER, y INTEGER); INSERT INTO t VALUES (1, 2), (3, 4)")
    let statement = try database.prepare("SELECT y, x FROM t ORDER BY x")
    var seen: [Int64] = []
    while try statement.step() {
      let x = try #require(statement.index(of: "x"))
      seen.append(statement.int(at: x))
    }
    #expect(seen == [1, 3])
    #expect(statement.columns.names == ["y", "x"])
    let rows = try database.query("SELECT y, x FROM t ORDER BY x")
    #expect(rows.map(\.columns) == [rows[0].columns, rows[0].columns])
    #expect(rows.map { $0["y"] } == [.integer(2), .integer(4)])
  }

  @Test("an empty blob is bound as a blob, not NULL")
  func emptyBlob() throws {
    let (database, _) = try newDatabase()
    let rows = try database.query("SELECT typeof(?)", [.blob([])])
    #expect(rows.first?[0] == .text("blob"))
  }

  @Test("a failure keeps SQLite's code and message")
  func failureKeepsMessage() throws {
    let (database, _) = try newDatabase()
    #expect(throws: SQLiteError.self) { try database.execute("SELECT * FROM missing") }
    do {
      _ = try database.query("SELECT * FROM missing")
    } catch {
      #expect(error.primaryCode == 1)
      #expect(error.message == "no such table: missing")
    }
  }

  @Test("a file that is not SQLite fails on first use, and its handle is closed exactly once")
  func notSQLiteClosesOnce() throws {
    let folder = temporaryItem("lingo-sqlite")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let path = folder.appendingPathComponent("text.sqlite3").path
    try Data(repeating: 0x41, count: 4096).write(to: URL(fileURLWithPath: path))
    SQLiteOpenCount.watch(path)
    defer { SQLiteOpenCount.unwatch(path) }
    do {
      let database = try SQLiteConnection(path: path, mode: .init())
      try database.execute("PRAGMA journal_mode = WAL")
      Issue.record("a file of text was read as SQLite")
    } catch {
      #expect(error.primaryCode == 26)
    }
    #expect(SQLiteOpenCount.counts(of: path) == .init(opened: 1, closed: 1))
  }

  @Test("a failed open closes the handle SQLite made for it, once")
  func failedOpenClosesOnce() throws {
    let path = temporaryItem("lingo-sqlite").appendingPathComponent("missing/none.sqlite3").path
    SQLiteOpenCount.watch(path)
    defer { SQLiteOpenCount.unwatch(path) }
    #expect(throws: SQLiteError.self) { _ = try SQLiteConnection(path: path, mode: .init(create: true)) }
    #expect(SQLiteOpenCount.counts(of: path) == .init(opened: 1, closed: 1))
  }

  @Test("a statement keeps its connection open until the statement is done with")
  func statementKeepsConnection() throws {
    let (database, path) = try newDatabase()
    try database.execute("CREATE TABLE t (x); INSERT INTO t VALUES (1)")
    SQLiteOpenCount.watch(path)
    defer { SQLiteOpenCount.unwatch(path) }
    var statement: SQLiteStatement? = try SQLiteConnection(path: path, mode: .init()).prepare(
      "SELECT x FROM t")
    #expect(SQLiteOpenCount.counts(of: path)?.closed == 0)
    #expect(try statement?.step() == true)
    #expect(statement?.int(at: 0) == 1)
    statement = nil
    #expect(SQLiteOpenCount.counts(of: path) == .init(opened: 1, closed: 1))
    _ = database
  }

  @Test("a step budget interrupts a query that never ends")
  func stepBudget() throws {
    let (database, _) = try newDatabase()
    let budget = SQLiteStepBudget(100_000, stepsPerCheck: 1_000)
    database.limitSteps(budget)
    #expect(throws: SQLiteError.self) {
      try database.query(
        "WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n) SELECT count(*) FROM n")
    }
    #expect(budget.spent)
  }
}
