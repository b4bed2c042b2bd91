import Foundation
import Learner
import Review
import TestSupport
import Testing

@testable import Store

/// Issue 22, class 3: every save checks what loading checks, so the store never writes a file it would
/// call damaged.
@Suite("a save checks every value against the ranges loading checks")
struct SaveChecksTests {
  let today = Day(year: 2026, month: 11, day: 26)
  let now = Date(timeIntervalSince1970: 1_795_975_200)

  func sample() -> Learner { Learner.sample(today: today, now: now) }

  /// A store holding the sample learner and one card, and its file's bytes.
  func storeWithSam() throws -> (SQLiteProgressStore, String, Data) {
    let path = temporaryItem("lingo-store").appendingPathComponent("progress.sqlite3").path
    let store = try SQLiteProgressStore(path: path)
    try store.update(makeLearner: sample, reviewing: "spanish") { _, book in
      book.cards["gato"] = Card(due: now)
    }
    return (store, path, try Data(contentsOf: URL(fileURLWithPath: path)))
  }

  /// The learner values past their ranges, each with the column the refusal names.
  static let badLearners: [(String, @Sendable (inout Learner) -> Void)] = [
    ("learner.gems", { $0.gems = -1 }),
    ("learner.total_xp", { $0.totalXP = 1_000_000_000_001 }),
    ("learner.streak_count", { $0.streakCount = 1_000_001 }),
    ("learner.energy_as_of", { $0.energy.asOf = Date(timeIntervalSince1970: 253_402_300_800) }),
    ("learner.quest_day", { $0.quests.day = Day(ordinal: -1) }),
    ("learner.league_week", { $0.leagueWeek = Day(year: 10_000, month: 1, day: 3) }),
    ("learner.freezes", { $0.freezes = 3 }),
    ("learner.retention", { $0.settings.retention = .nan }),
    ("daily_xp.day", { $0.dailyXP[Day(ordinal: -3)] = 10 }),
    ("frozen_days.day", { $0.frozenDays.insert(Day(ordinal: 2_932_897)) }),
    ("words_met.first_day", { $0.wordsMet[WordKey(course: "spanish", word: "x")] = Day(ordinal: -1) }),
    (
      "learner.league_result",
      { $0.leagueResult = WeekResult(week: Day(ordinal: -3), rank: 1, from: 0, to: 1) }
    ),
  ]

  @Test("a learner value outside its range is refused, and the file is unchanged", arguments: 0..<12)
  func learnerRefused(_ index: Int) throws {
    let (column, spoil) = Self.badLearners[index]
    let (store, path, before) = try storeWithSam()
    #expect {
      try store.update(makeLearner: sample) { spoil(&$0) }
    } throws: { error in
      guard let error = error as? StoreError else { return false }
      return error.kind == .other && error.message.contains("refused to save \(column) = ")
        && error.message.contains("nothing was written")
    }
    #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == before)
    #expect(try store.learner(makeLearner: sample) == sample(), "the stored learner still loads")
  }

  /// Card values past their ranges, with the column the refusal names.
  static let badCards: [(String, Card)] = [
    ("cards.due", Card(due: Date(timeIntervalSince1970: 253_402_300_800))),
    ("cards.due", Card(due: Date(timeIntervalSince1970: -1))),
    (
      "cards.stability",
      Card(stability: 1_000_001, difficulty: 5, state: .review, step: nil, due: Date(), lastReview: nil)
    ),
    (
      "cards.difficulty",
      Card(stability: 1, difficulty: 0.5, state: .review, step: nil, due: Date(), lastReview: nil)
    ),
    (
      "cards.step",
      Card(stability: nil, difficulty: nil, state: .learning, step: 1_001, due: Date(), lastReview: nil)
    ),
    (
      "cards.last_review",
      Card(
        stability: 1, difficulty: 5, state: .review, step: nil, due: Date(),
        lastReview: Date(timeIntervalSince1970: 253_402_300_800))
    ),
  ]

  @Test("a card value outside its range is refused, and the file is unchanged", arguments: 0..<6)
  func cardRefused(_ index: Int) throws {
    let (column, card) = Self.badCards[index]
    let (store, path, before) = try storeWithSam()
    #expect {
      try store.update(makeLearner: sample, reviewing: "spanish") { learner, book in
        learner.gems += 1
        book.cards["perro"] = card
      }
    } throws: { error in
      (error as? StoreError)?.message.contains("refused to save \(column) = ") ?? false
    }
    #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == before)
    #expect(try store.reviewBook(course: "spanish").cards.keys.sorted() == ["gato"])
  }

  @Test("a review logged outside the time range is refused")
  func reviewLogRefused() throws {
    let (store, path, before) = try storeWithSam()
    var generator = SystemRandomNumberGenerator()
    #expect(throws: StoreError.self) {
      try store.update(makeLearner: sample, reviewing: "spanish") { _, book in
        book.review(
          "gato", rating: .good, at: Date(timeIntervalSince1970: -86_400), scheduler: WordReviews.standard,
          using: &generator)
      }
    }
    #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == before)
  }

  @Test("a reset to a learner outside the ranges refuses before it makes a backup")
  func replaceRefused() throws {
    let (store, path, before) = try storeWithSam()
    var spoiled = sample()
    spoiled.leagueWeek = Day(ordinal: -3)
    #expect(throws: StoreError.self) { try store.replace(with: spoiled, backupStamp: "20261126T180000Z") }
    #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == before)
    #expect(SQLiteProgressStore.backups(of: path).isEmpty)
  }

  @Test("a league result whose week lies outside the day range is damage when read: no day arithmetic traps")
  func leagueResultRead() throws {
    let (_, path, _) = try storeWithSam()
    let database = try SQLiteDatabase(path: path, create: false)
    try database.execute("UPDATE learner SET league_result = '9223372036854775807,1,0,1'")
    #expect {
      _ = try SQLiteProgressStore(path: path).learner(makeLearner: sample)
    } throws: { error in
      (error as? StoreError).map { $0.kind == .corrupt && $0.message.hasPrefix("learner.league_result") }
        ?? false
    }
    #expect(
      WeekResult(stored: "20000,3,4,5") == WeekResult(week: Day(ordinal: 20_000), rank: 3, from: 4, to: 5))
    #expect(WeekResult(stored: "20000,,4,4")?.rank == nil)
    #expect(WeekResult(stored: "-1,3,4,5") == nil)
  }

  @Test("the ranges loading and saving share are the rules' own and the scheduler's")
  func sharedRanges() {
    #expect(StoredRange.seconds == Card.timeRange)
    #expect(StoredRange.stability == Card.stabilityRange)
    #expect(StoredRange.count == ValueLimits.count && StoredRange.streak == ValueLimits.streak)
    #expect(StoredRange.day == ValueLimits.day)
    #expect(StoredRange.day.upperBound == Day(year: 9999, month: 12, day: 31).ordinal)
    #expect(StoredRange.seconds.upperBound == Double((StoredRange.day.upperBound + 1) * 86_400 - 1))
  }
}
