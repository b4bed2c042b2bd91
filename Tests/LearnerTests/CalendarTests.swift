import Foundation
import Learner
import Testing

/// The streak across the clock's awkward moments: DST, midnight, a move of time zone, a clock set back.
@Suite("the streak calendar")
struct CalendarTests {
  private func instant(_ text: String) throws -> Date {
    try #require(ISO8601DateFormatter().date(from: text))
  }

  private func zone(_ identifier: String) throws -> TimeZone {
    try #require(TimeZone(identifier: identifier))
  }

  /// Sam's streak after lessons at `instants`, each read as a day in its own time zone.
  private func streak(after lessons: [(String, String)]) throws -> (changes: [StreakChange], count: Int) {
    let first = Day(try instant(lessons[0].0), in: try zone(lessons[0].1))
    var sam = Learner.sample(today: first, now: try instant(lessons[0].0))
    var changes: [StreakChange] = []
    for (time, zoneName) in lessons {
      changes.append(sam.recordLesson(xp: 10, on: Day(try instant(time), in: try zone(zoneName))))
    }
    return (changes, sam.streakCount)
  }

  @Test("spring forward in New York: late lessons on consecutive days count one day each")
  func springForward() throws {
    // 2026-03-08 02:00 EST jumps to 03:00 EDT.
    let result = try streak(after: [
      ("2026-03-08T04:30:00Z", "America/New_York"),  // Mar 7, 23:30 EST
      ("2026-03-09T03:30:00Z", "America/New_York"),  // Mar 8, 23:30 EDT
      ("2026-03-09T04:30:00Z", "America/New_York"),  // Mar 9, 00:30 EDT
    ])
    #expect(result.changes.map(\.to) == [28, 29, 30])
    #expect(result.changes.allSatisfy { $0.extended })
  }

  @Test("fall back in New York: the repeated hour is one day, never two")
  func fallBack() throws {
    // 2026-11-01 02:00 EDT falls back to 01:00 EST; 01:30 happens twice.
    let result = try streak(after: [
      ("2026-11-01T05:30:00Z", "America/New_York"),  // Nov 1, 01:30 EDT
      ("2026-11-01T06:30:00Z", "America/New_York"),  // Nov 1, 01:30 EST, again
      ("2026-11-02T04:59:00Z", "America/New_York"),  // Nov 1, 23:59 EST
      ("2026-11-02T05:00:00Z", "America/New_York"),  // Nov 2, 00:00 EST
    ])
    #expect(result.changes.map(\.extended) == [true, false, false, true])
    #expect(result.count == 29)
  }

  @Test("midnight: 23:59 and 00:00 are two days")
  func midnight() throws {
    let result = try streak(after: [("2026-11-26T23:59:59Z", "UTC"), ("2026-11-27T00:00:00Z", "UTC")])
    #expect(result.changes.map(\.to) == [28, 29])
  }

  @Test("moving east keeps the days in order; moving west back into yesterday counts nothing twice")
  func timeZoneMove() throws {
    let east = try streak(after: [
      ("2026-11-27T07:00:00Z", "America/Los_Angeles"),  // Nov 26, 23:00 in Los Angeles
      ("2026-11-27T08:00:00Z", "Asia/Tokyo"),  // Nov 27, 17:00 in Tokyo
    ])
    #expect(east.changes.map(\.to) == [28, 29])
    let west = try streak(after: [
      ("2026-11-26T16:00:00Z", "Asia/Tokyo"),  // Nov 27, 01:00 in Tokyo
      ("2026-11-27T04:00:00Z", "America/Los_Angeles"),  // Nov 26, 20:00 in Los Angeles
    ])
    #expect(west.changes.map(\.extended) == [true, false])
    #expect(west.count == 28)
  }

  @Test("a clock set back neither extends nor breaks the streak")
  func clockBackwards() throws {
    let result = try streak(after: [
      ("2026-11-26T12:00:00Z", "UTC"), ("2026-11-20T12:00:00Z", "UTC"), ("2026-11-27T12:00:00Z", "UTC"),
    ])
    #expect(result.changes.map(\.to) == [28, 28, 29])
  }
}

@Suite("energy")
struct EnergyTests {
  let start = Date(timeIntervalSince1970: 1_000_000)

  @Test("one point comes back every half hour, up to 25")
  func refills() {
    var energy = Energy.full(at: start)
    for _ in 0..<5 {
      let spent = energy.spend(at: start)
      #expect(spent)
    }
    #expect(energy.current(at: start) == 20)
    #expect(energy.current(at: start.addingTimeInterval(29 * 60)) == 20)
    #expect(energy.current(at: start.addingTimeInterval(30 * 60)) == 21)
    #expect(energy.current(at: start.addingTimeInterval(10 * 3600)) == 25)
    #expect(energy.nextPoint(at: start) == start.addingTimeInterval(30 * 60))
  }

  @Test("at zero nothing can be spent; a clock set back refills nothing")
  func empty() {
    var energy = Energy(stored: 0, asOf: start)
    let spent = energy.spend(at: start)
    #expect(!spent)
    #expect(energy.current(at: start.addingTimeInterval(-3600)) == 0)
    energy.refill(at: start)
    #expect(energy.current(at: start) == Energy.maximum)
  }

  @Test("spending keeps the part of a half hour already waited")
  func partialWait() {
    var energy = Energy(stored: 10, asOf: start)
    let spent = energy.spend(at: start.addingTimeInterval(45 * 60))  // 11 refilled, then 10
    #expect(spent)
    #expect(energy.current(at: start.addingTimeInterval(60 * 60)) == 11)
  }
}
