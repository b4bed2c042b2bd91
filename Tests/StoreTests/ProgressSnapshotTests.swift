import Foundation
import Learner
import TestSupport
import Testing

@testable import Store

@Suite("reading the store without writing")
struct ProgressSnapshotTests {
  let today = Day(year: 2026, month: 11, day: 26)
  let now = Date(timeIntervalSince1970: 1_795_975_200)

  func path() -> String {
    temporaryItem("lingo-snapshot").appendingPathComponent("progress.sqlite3")
      .path
  }

  @Test("no file: nil, and nothing is created")
  func missing() throws {
    let file = path()
    #expect(try ProgressSnapshot.learner(path: file) == nil)
    #expect(
      !FileManager.default.fileExists(atPath: URL(fileURLWithPath: file).deletingLastPathComponent().path))
  }

  @Test("reads back what the store wrote, the voice setting included, leaving the file's bytes alone")
  func readsBack() throws {
    let file = path()
    let store = try SQLiteProgressStore(path: file)
    let makeLearner = { Learner.sample(today: today, now: now) }
    let learner = try store.update(makeLearner: makeLearner) { learner in
      learner.settings.voice = .fast
      learner.gems = 42
      return learner
    }
    let before = try Data(contentsOf: URL(fileURLWithPath: file))
    let read = try #require(try ProgressSnapshot.learner(path: file))
    #expect(read == learner)
    #expect(read.settings.voice == .fast)
    #expect(try Data(contentsOf: URL(fileURLWithPath: file)) == before)
  }

  @Test("a file from a newer lingo is refused as newer")
  func newer() throws {
    let file = path()
    _ = try SQLiteProgressStore(path: file).learner { Learner.sample(today: today, now: now) }
    let database = try SQLiteDatabase(path: file)
    try database.query("INSERT INTO migrations (name) VALUES ('99-from-the-future')")
    #expect(throws: StoreError.self) { try ProgressSnapshot.learner(path: file) }
    do {
      _ = try ProgressSnapshot.learner(path: file)
    } catch {
      #expect(error.kind == .newerVersion)
    }
  }
}

@Suite("reading a store an older lingo wrote")
struct OlderSnapshotTests {
  @Test("a file missing a migration is not migrated by a read; it says to run lingo once")
  func older() throws {
    let file = temporaryItem("lingo-old", pathExtension: "sqlite3")
      .path
    let day = Day(year: 2026, month: 11, day: 26)
    let makeLearner = { Learner.sample(today: day, now: Date(timeIntervalSince1970: 1_795_975_200)) }
    _ = try SQLiteProgressStore(path: file).learner(makeLearner: makeLearner)
    try SQLiteDatabase(path: file).query("DELETE FROM migrations WHERE name = '4-voice'")
    do {
      _ = try ProgressSnapshot.learner(path: file)
      Issue.record("an older file was read as if it were up to date")
    } catch {
      #expect(error.message.contains("run 'lingo' once"))
    }
    let left = try SQLiteDatabase(path: file).query("SELECT name FROM migrations WHERE name = '4-voice'")
    #expect(left.isEmpty)
  }
}
