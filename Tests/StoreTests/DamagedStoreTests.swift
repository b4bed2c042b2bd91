import Foundation
import Learner
import Review
import TestSupport
import Testing

@testable import Store

/// A store file of its own, with the sample learner and a review card written.
private func seededStore() throws -> String {
  let path = temporaryItem("lingo-damage")
    .appendingPathComponent("progress.sqlite3").path
  let today = Day(year: 2026, month: 11, day: 26)
  let now = Date(timeIntervalSince1970: 1_795_975_200)
  let store = try SQLiteProgressStore(path: path)
  let sample = { Learner.sample(today: today, now: now) }
  try store.update(makeLearner: sample, reviewing: "spanish") { _, book in book.cards["café"] = Card(due: now)
  }
  return path
}

/// Runs raw SQL on the file, as a hostile or broken program might.
private func tamper(_ path: String, _ sql: String) throws {
  let database = try SQLiteDatabase(path: path, create: false)
  try database.execute(sql)
}

/// Reading the learner and the cards, as every command does.
private func read(_ path: String) throws(StoreError) {
  let store = try SQLiteProgressStore(path: path)
  _ = try store.learner { Learner.new(name: "x", today: Day(ordinal: 0), now: Date()) }
  _ = try store.reviewBook(course: "spanish")
}

@Suite("a damaged progress file is refused, never reseeded or trusted")
struct DamagedStoreTests {
  @Test(
    "a value out of its documented range or of the wrong type is damage",
    arguments: [
      ("UPDATE learner SET energy_as_of = -1e308", "learner.energy_as_of"),
      ("UPDATE learner SET total_xp = 4611686018427387904", "learner.total_xp"),
      ("UPDATE learner SET gems = -1", "learner.gems"),
      ("UPDATE learner SET energy = 26", "learner.energy"),
      ("UPDATE learner SET unit = 0", "learner.unit"),
      ("UPDATE learner SET streak_count = 'many'", "learner.streak_count"),
      ("UPDATE learner SET retention = 5", "learner.retention"),
      ("UPDATE learner SET quest_day = 99999999", "learner.quest_day"),
      ("UPDATE learner SET daily_goal = 0", "learner.daily_goal"),
      ("INSERT INTO daily_xp VALUES (20000, -5)", "daily_xp.xp"),
      ("INSERT INTO stars VALUES ('spanish', 'x', 9)", "stars.stars"),
      ("INSERT INTO words_met VALUES ('spanish', 'x', -1)", "words_met.first_day"),
      ("UPDATE cards SET due = 1e300", "cards.due"),
      ("UPDATE cards SET state = 9", "cards.state"),
      ("UPDATE cards SET difficulty = 0.5", "cards.difficulty"),
      ("UPDATE cards SET stability = -1", "cards.stability"),
      ("UPDATE cards SET step = 100000", "cards.step"),
    ])
  func outOfRange(sql: String, column: String) throws {
    let path = try seededStore()
    try tamper(path, sql)
    let before = try Data(contentsOf: URL(fileURLWithPath: path))
    #expect {
      try read(path)
    } throws: { error in
      guard let error = error as? StoreError else { return false }
      return error.kind == .corrupt && error.message.hasPrefix(column)
        && error.explanation.contains("damaged")
    }
    #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == before, "the file was left as it was")
  }

  @Test("an empty file is damaged and stays empty: it is not taken for a new store")
  func emptyFile() throws {
    let path = try seededStore()
    for suffix in ["-wal", "-shm"] { unlink(path + suffix) }
    try Data().write(to: URL(fileURLWithPath: path))
    #expect(throws: StoreError.self) { try read(path) }
    let size = try FileManager.default.attributesOfItem(atPath: path)[.size] as? Int
    #expect(size == 0)
  }

  @Test(
    "a store without exactly one learner is damaged and never reseeded",
    arguments: [
      "DELETE FROM learner",
      "DELETE FROM learner; DELETE FROM daily_xp; DELETE FROM stars; DELETE FROM cards; DELETE FROM reviews; "
        + "INSERT INTO words_met VALUES ('spanish', 'pan', 20000)",
      "PRAGMA ignore_check_constraints = 1; INSERT INTO learner SELECT 2, name, username, joined, course_id, "
        + "gems, energy, energy_as_of, total_xp, streak_count, unit, node, lessons_completed, quest_day, quest_xp, "
        + "quest_combo, quest_high_scores, quests_opened, league_week, league_xp, top_three_finishes, "
        + "accent_forgiveness, sound, daily_goal, retention, voice, league_tier, league_anchor, league_result, "
        + "freezes, best_streak, quest_run, streak_news, keyboard FROM learner",
      "PRAGMA ignore_check_constraints = 1; UPDATE learner SET id = 5",
    ])
  func notOneLearner(sql: String) throws {
    let path = try seededStore()
    try tamper(path, sql)
    #expect(throws: StoreError.self) { try read(path) }
    let count = try SQLiteDatabase(path: path, create: false).query("SELECT COUNT(*) FROM learner")
    #expect(count.first?.first != .integer(1) || sql.contains("id = 5"), "no learner was added")
  }

  @Test("a new store is made whole before it appears; a brand-new one is seeded once")
  func newStore() throws {
    let folder = temporaryItem("lingo-new")
    let path = folder.appendingPathComponent("progress.sqlite3").path
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    // A half-made store left by a lingo killed long ago (no such process) is cleared away.
    FileManager.default.createFile(atPath: path + ".new-2147483646", contents: Data("x".utf8))
    let store = try SQLiteProgressStore(path: path)
    let learner = try store.learner { Learner.new(name: "Ana", today: Day(ordinal: 20_000), now: Date()) }
    #expect(learner.name == "Ana")
    let names = try FileManager.default.contentsOfDirectory(atPath: folder.path)
    #expect(!names.contains { $0.contains(".new-") }, "\(names)")
  }

  @Test("reset keeps a backup; undo brings it back and keeps the undone state, which a redo brings back")
  func backupAndUndo() throws {
    let path = try seededStore()
    let store = try SQLiteProgressStore(path: path)
    let ana = Learner.new(name: "Ana", today: Day(ordinal: 20_000), now: Date(timeIntervalSince1970: 1e9))
    let backup = try #require(try store.replace(with: ana, backupStamp: "20261126T180000Z"))
    #expect(backup == path + ".backup-20261126T180000Z")
    #expect(try store.learner { ana }.name == "Ana")
    #expect(try store.reviewBook(course: "spanish").cards.isEmpty)
    #expect(try store.restoreNewestBackup(stamp: "20261126T190000Z") == backup)
    #expect(try store.learner { ana }.name == "Sam Rivera")
    #expect(try store.reviewBook(course: "spanish").cards.keys.sorted() == ["café"])
    #expect(!FileManager.default.fileExists(atPath: backup), "the backup brought back is now the store")
    // Undone, not lost: a redo brings it back (a second undo would go one step further back).
    #expect(try store.redo(stamp: "20261126T190001Z") == path + ".backup-20261126T190000Z")
    #expect(try SQLiteProgressStore(path: path).learner { ana }.name == "Ana")
    #expect(try store.integrityCheck() == "ok")
  }

  @Test("two resets with the same stamp keep both backups; the newest comes first")
  func sameStamp() throws {
    let path = try seededStore()
    let store = try SQLiteProgressStore(path: path)
    let ana = Learner.new(name: "Ana", today: Day(ordinal: 20_000), now: Date(timeIntervalSince1970: 1e9))
    let first = try #require(try store.replace(with: ana, backupStamp: "1"))
    let second = try #require(try store.replace(with: ana, backupStamp: "1"))
    #expect(first == path + ".backup-1")
    #expect(second == path + ".backup-1-2")
    #expect(SQLiteProgressStore.backups(of: path) == [second, first])
  }

  @Test("undo when the file is too damaged to open puts the newest backup in its place and keeps the damage")
  func undoOverDamage() throws {
    let path = try seededStore()
    let store = try SQLiteProgressStore(path: path)
    let ana = Learner.new(name: "Ana", today: Day(ordinal: 20_000), now: Date(timeIntervalSince1970: 1e9))
    _ = try store.replace(with: ana, backupStamp: "1")
    for suffix in ["-wal", "-shm"] { unlink(path + suffix) }
    try Data().write(to: URL(fileURLWithPath: path))
    #expect(
      try SQLiteProgressStore.restoreNewestBackup(replacingDamaged: path, stamp: "2") == path + ".backup-1")
    #expect(FileManager.default.fileExists(atPath: path + ".damaged-2"))
    #expect(try SQLiteProgressStore(path: path).learner { ana }.name == "Sam Rivera")
    #expect(try SQLiteProgressStore.restoreNewestBackup(replacingDamaged: path, stamp: "3") == nil)
  }
}
