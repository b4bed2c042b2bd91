import Foundation
import Testing

@testable import Review

/// Issue 22: a card's due date at the ends of the progress file's range and across clock changes.
@Suite("due dates at the calendar's edges")
struct DueEdgeTests {
  static let scheduler = Scheduler.defaults(fuzz: false)
  static let last = Date(timeIntervalSince1970: Card.timeRange.upperBound)  // 9999-12-31T23:59:59Z

  private func instant(_ text: String) throws -> Date {
    try #require(ISO8601DateFormatter().date(from: text))
  }

  /// The card after each of `ratings` at `times`, starting new.
  private func replay(_ ratings: [Rating], at times: [Date], scheduler: Scheduler = scheduler) -> [Card] {
    var generator = SystemRandomNumberGenerator()
    var card = Card(due: times[0])
    return zip(ratings, times).map { rating, time in
      card = scheduler.review(card, rating: rating, at: time, using: &generator)
      return card
    }
  }

  @Test("a review near 9999-12-31 is due no later than 9999-12-31T23:59:59Z")
  func dueStopsAtTheEnd() throws {
    let christmas = try instant("9999-12-25T00:00:00Z")
    let cards = replay([.easy, .easy, .easy], at: [christmas, christmas + 60, christmas + 86_400 * 5])
    #expect(cards.allSatisfy { $0.due <= Self.last })
    #expect(cards.last?.due == Self.last)
    // A learning step that would cross the end stops there too.
    let final = replay([.again], at: [Self.last - 30])
    #expect(final.first?.due == Self.last)
    // Fuzz spreads a long interval; it still stops at the end.
    let fuzzed = replay(
      [.easy, .easy], at: [christmas, christmas + 86_400], scheduler: .defaults(fuzz: true))
    #expect(fuzzed.allSatisfy { $0.due <= Self.last })
  }

  @Test("stability stops at a million days, however many easy reviews")
  func stabilityStops() {
    var card = Card(
      stability: 999_000, difficulty: 1, state: .review, step: nil, due: .init(), lastReview: nil)
    var generator = SystemRandomNumberGenerator()
    var time = Date(timeIntervalSince1970: 1_000_000_000)
    for _ in 0..<5 {
      card.lastReview = time
      time += 86_400 * 36_500
      card = Self.scheduler.review(card, rating: .easy, at: time, using: &generator)
    }
    #expect(card.stability == Card.stabilityRange.upperBound)
  }

  @Test(
    "an interval is whole 24-hour days across a clock change: a card reviewed at 18:00 is due k days on",
    arguments: [
      ("America/New_York", "2026-03-07T18:00:00-05:00"), ("America/New_York", "2026-10-31T18:00:00-04:00"),
      ("Europe/London", "2026-03-28T18:00:00Z"), ("Europe/London", "2026-10-24T18:00:00+01:00"),
    ])
  func acrossClockChanges(_ zone: String, _ reviewed: String) throws {
    let tz = try #require(TimeZone(identifier: zone))
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = tz
    let now = try instant(reviewed)
    // Easy on a new card graduates it straight to review, some days ahead.
    let card = try #require(replay([.easy], at: [now]).first)
    let seconds = card.due.timeIntervalSince(now)
    #expect(seconds.truncatingRemainder(dividingBy: 86_400) == 0 && seconds >= 86_400)
    let days = Int(seconds / 86_400)
    let reviewDay = calendar.dateComponents([.year, .month, .day], from: now)
    let dueDay = calendar.dateComponents([.year, .month, .day], from: card.due)
    let start = try #require(calendar.date(from: reviewDay))
    #expect(
      calendar.date(byAdding: .day, value: days, to: start).map {
        calendar.dateComponents([.year, .month, .day], from: $0)
      } == dueDay)
    // The hour moves with the clock, by one at most, and the card is due from that instant.
    #expect(abs(calendar.component(.hour, from: card.due) - 18) <= 1)
    var book = ReviewBook(cards: ["gato": card])
    #expect(book.due(at: card.due) == ["gato"])
    #expect(book.due(at: card.due - 1).isEmpty)
    book.cards["perro"] = Card(due: now)
    #expect(book.nextDue(after: now) == card.due)
  }
}
