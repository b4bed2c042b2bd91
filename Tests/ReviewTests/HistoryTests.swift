import Foundation
import Testing

@testable import Review

@Suite("a learner's past played through the scheduler, and word strength")
struct HistoryTests {
  static let start = Date(timeIntervalSince1970: 1_793_000_000)
  static let day: TimeInterval = 86_400

  static func history(perSession: Int = 2) throws -> ReviewBook {
    let scheduler = try Scheduler(fuzz: true)
    let sessions = (0..<30).map { start + Double($0) * day }
    let met = (0..<20).map { (word: "w\($0)", at: sessions[$0]) }
    var book = ReviewBook()
    var generator = TestGenerator(seed: 7)
    book.replay(met: met, sessions: sessions, perSession: perSession, scheduler: scheduler, using: &generator)
    return book
  }

  @Test("every word met gets a card and a logged history; the same seed gives the same book")
  func replay() throws {
    let book = try Self.history()
    #expect(book.cards.count == 20)
    #expect(book.added.count >= 60)
    #expect(book.added.map(\.at) == book.added.map(\.at).sorted())
    #expect(Set(book.added.map(\.rating)).isSuperset(of: [.good, .hard, .again]))
    #expect(try Self.history() == book)
  }

  @Test("at most a few due words a session: the rest wait, so some are due and some fade")
  func backlog() throws {
    let book = try Self.history()
    let end = Self.start + 30 * Self.day
    let scheduler = try Scheduler(fuzz: true)
    let strengths = book.cards.values.map { scheduler.strength(of: $0, at: end) }
    #expect(!book.due(at: end).isEmpty)
    #expect(book.due(at: end).count < 20)
    #expect(strengths.contains { $0 > 0.75 })
    #expect(strengths.contains { $0 <= 0.75 })
  }

  @Test("strength: 1 just reviewed, ¾ at the retention, 0 never reviewed")
  func strength() throws {
    let scheduler = try Scheduler()
    #expect(scheduler.strength(of: Card(due: Self.start), at: Self.start) == 0)
    var generator = TestGenerator(seed: 1)
    var card = scheduler.review(Card(due: Self.start), rating: .easy, at: Self.start, using: &generator)
    #expect(scheduler.strength(of: card, at: Self.start) == 1)
    let stability = try #require(card.stability)
    // After S days, recall is 0.9 (the retention): strength ¾.
    let due = Self.start + stability.rounded() * Self.day
    #expect(abs(scheduler.strength(of: card, at: due) - 0.75) < 0.02)
    card = scheduler.review(card, rating: .again, at: due, using: &generator)
    #expect(scheduler.strength(of: card, at: due + 60 * Self.day) < 0.5)
  }
}
