import Course
import Foundation
import Learner
import Review
import TestSupport
import Testing

@testable import Store

/// Each test gets a database file of its own.
private func temporaryPath() -> String {
  temporaryItem("lingo-store").appendingPathComponent("progress.sqlite3").path
}

private let today = Day(year: 2026, month: 11, day: 26)
private let now = Date(timeIntervalSince1970: 1_795_975_200)
private func sample() -> Learner { Learner.sample(today: today, now: now) }

@Suite("the SQLite store")
struct SQLiteStoreTests {
  @Test("first use writes the sample learner; a second connection reads it back")
  func firstUse() throws {
    let path = temporaryPath()
    let store = try SQLiteProgressStore(path: path)
    let learner = try store.learner(makeLearner: sample)
    #expect(learner == sample())
    let again = try SQLiteProgressStore(path: path).learner { Learner.new(name: "x", today: today, now: now) }
    #expect(again == sample())
  }

  @Test("a change is saved in one transaction and survives reopening")
  func saves() throws {
    let path = temporaryPath()
    let lesson = CompletedLesson(
      courseID: "spanish", nodeID: "order-food", position: PathPosition(unit: 2, node: 4),
      next: PathPosition(unit: 2, node: 5), xp: 15, accuracy: 86, checks: [], words: ["quiero", "pan"])
    let outcome = try SQLiteProgressStore(path: path).update(makeLearner: sample) {
      $0.complete(lesson, on: today)
    }
    #expect(outcome.streak == StreakChange(from: 27, to: 28, extended: true))
    let learner = try SQLiteProgressStore(path: path).learner(makeLearner: sample)
    #expect(learner.streakCount == 28)
    #expect(learner.position == PathPosition(unit: 2, node: 5))
    #expect(learner.stars[NodeKey(course: "spanish", node: "order-food")] == 2)
    #expect(learner.wordsMet.count == 2)
    #expect(learner.dailyXP[today] == 15)
    #expect(learner.quests.progress(of: .earnXP) == 15)
    #expect(learner.leagueXP == 300)
  }

  @Test("reset replaces everything")
  func reset() throws {
    let store = try SQLiteProgressStore(path: temporaryPath())
    _ = try store.learner(makeLearner: sample)
    _ = try store.replace(with: Learner.new(name: "Ana", today: today, now: now), backupStamp: "1")
    let learner = try store.learner(makeLearner: sample)
    #expect(learner.name == "Ana")
    #expect(learner.dailyXP.isEmpty)
  }

  @Test("migrations are named and recorded")
  func migrations() throws {
    let path = temporaryPath()
    _ = try SQLiteProgressStore(path: path)
    let names = try SQLiteDatabase(path: path).query("SELECT name FROM migrations ORDER BY name").compactMap {
      $0.first?.string
    }
    #expect(names == Migrations.all.map(\.name))
    #expect(try SQLiteProgressStore(path: path).integrityCheck() == "ok")
  }

  @Test("a file from a newer lingo is refused and left as it was")
  func newerVersion() throws {
    let path = temporaryPath()
    _ = try SQLiteProgressStore(path: path)
    try SQLiteDatabase(path: path).query("INSERT INTO migrations (name) VALUES ('99-future')")
    #expect(throws: StoreError.self) { try SQLiteProgressStore(path: path) }
    do {
      _ = try SQLiteProgressStore(path: path)
    } catch {
      #expect(error.kind == .newerVersion)
      #expect(error.explanation.contains("upgrade lingo"))
    }
  }

  @Test("a damaged file is refused and never overwritten")
  func corrupt() throws {
    let path = temporaryPath()
    let folder = URL(fileURLWithPath: path).deletingLastPathComponent()
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let garbage = Data((0..<4096).map { UInt8(truncatingIfNeeded: $0 &* 31 &+ 7) })
    try garbage.write(to: URL(fileURLWithPath: path))
    do {
      _ = try SQLiteProgressStore(path: path)
      Issue.record("a damaged file was opened")
    } catch {
      #expect(error.kind == .corrupt)
      #expect(error.explanation.contains("left untouched"))
      // SQLite's own code and message are kept: 26 is SQLITE_NOTADB.
      #expect(error.sqliteCode.map { $0 & 0xFF } == 26)
      #expect(error.message.contains("not a database"))
    }
    #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == garbage)
  }

  @Test("a file locked past the busy timeout gives a clear error, and nothing is written")
  func locked() throws {
    let path = temporaryPath()
    _ = try SQLiteProgressStore(path: path).learner(makeLearner: sample)
    let holder = try SQLiteDatabase(path: path)
    try holder.execute("BEGIN IMMEDIATE")
    defer { try? holder.execute("ROLLBACK") }
    let store = try SQLiteProgressStore(path: path, busyTimeout: 50)
    do {
      _ = try store.update(makeLearner: sample) { $0.gems = 0 }
      Issue.record("a locked file was written")
    } catch {
      #expect(error.kind == .locked)
    }
    try holder.execute("ROLLBACK")
    #expect(try store.learner(makeLearner: sample).gems == 505)
  }

  @Test("a folder that cannot be created gives a clear error")
  func cannotOpen() {
    #expect(throws: StoreError.self) { try SQLiteProgressStore(path: "/proc/lingo/progress.sqlite3") }
  }

  @Test("the location follows LINGO_HOME, then XDG_DATA_HOME, then HOME")
  func location() {
    #expect(StoreLocation.path(variables: ["LINGO_HOME": "/a", "HOME": "/h"]) == "/a/progress.sqlite3")
    #expect(
      StoreLocation.path(variables: ["XDG_DATA_HOME": "/d", "HOME": "/h"]) == "/d/lingo/progress.sqlite3")
    #expect(StoreLocation.path(variables: ["HOME": "/h"]) == "/h/.local/share/lingo/progress.sqlite3")
    #expect(StoreLocation.path(variables: [:]) == nil)
  }

  @Test("the in-memory twin behaves the same")
  func memory() throws {
    let store = MemoryProgressStore()
    #expect(try store.learner(makeLearner: sample) == sample())
    try store.update(makeLearner: sample) { $0.gems = 1 }
    #expect(try store.learner(makeLearner: sample).gems == 1)
  }
}

@Suite("review cards in the store")
struct ReviewCardStoreTests {
  @Test("cards and the review log are written with the learner, in one transaction, and reset clears them")
  func cardsAndLog() throws {
    let path = temporaryPath()
    let store = try SQLiteProgressStore(path: path)
    let scheduler = try Scheduler()
    var generator = SystemRandomNumberGenerator()
    try store.update(makeLearner: sample, reviewing: "spanish") { learner, book in
      learner.gems += 1
      book.review("café", rating: .good, at: now, scheduler: scheduler, using: &generator)
      book.review(
        "café", rating: .again, at: now.addingTimeInterval(60), scheduler: scheduler, using: &generator)
    }
    let book = try SQLiteProgressStore(path: path).reviewBook(course: "spanish")
    #expect(book.cards.keys.sorted() == ["café"])
    #expect(book.cards["café"]?.lastReview == now.addingTimeInterval(60))
    let logged = try SQLiteDatabase(path: path).query("SELECT word, rating FROM reviews ORDER BY id")
    #expect(logged.map { $0[1].int } == [3, 1])
    #expect(try store.learner(makeLearner: sample).gems == 506)
    _ = try store.replace(with: sample(), backupStamp: "1")
    #expect(try store.reviewBook(course: "spanish").cards.isEmpty)
  }
}
