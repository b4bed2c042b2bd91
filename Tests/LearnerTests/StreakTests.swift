import Foundation
import Learner
import Testing

@Suite("days and the streak")
struct StreakTests {
  let thursday = Day(year: 2026, month: 11, day: 26)

  @Test("a day's date round-trips and knows its weekday")
  func dayParts() {
    #expect(thursday.description == "2026-11-26")
    #expect(thursday.weekday == 4)
    #expect(Day(year: 1970, month: 1, day: 1).ordinal == 0)
    #expect(Day(year: 2024, month: 2, day: 29).adding(1).description == "2024-03-01")
    #expect(Day(year: 2026, month: 12, day: 31).adding(1).description == "2027-01-01")
  }

  @Test("the same instant is a different day in another time zone")
  func timeZones() throws {
    let instant = try #require(ISO8601DateFormatter().date(from: "2026-11-27T03:00:00Z"))
    #expect(Day(instant, in: try #require(TimeZone(identifier: "UTC"))).description == "2026-11-27")
    #expect(
      Day(instant, in: try #require(TimeZone(identifier: "America/New_York"))).description == "2026-11-26")
  }

  @Test("the sample learner: 27 days ending yesterday, extended to 28 today")
  func sampleExtends() {
    var sam = Learner.sample(today: thursday, now: Date(timeIntervalSince1970: 0))
    #expect(sam.streak(on: thursday) == 27)
    let change = sam.recordLesson(xp: 15, on: thursday)
    #expect(change == StreakChange(from: 27, to: 28, extended: true))
    #expect(sam.totalXP == 4_135)
    #expect(sam.recordLesson(xp: 15, on: thursday) == StreakChange(from: 28, to: 28, extended: false))
  }

  @Test("a day without a lesson breaks the streak; the next lesson starts at 1")
  func broken() {
    var sam = Learner.sample(today: thursday, now: Date(timeIntervalSince1970: 0))
    let saturday = thursday.adding(2)
    #expect(sam.streak(on: saturday) == 0)
    #expect(sam.recordLesson(xp: 10, on: saturday) == StreakChange(from: 0, to: 1, extended: true))
  }

  @Test("a clock set back never extends the streak twice")
  func clockBackwards() {
    var sam = Learner.sample(today: thursday, now: Date(timeIntervalSince1970: 0))
    _ = sam.recordLesson(xp: 10, on: thursday)
    let change = sam.recordLesson(xp: 10, on: thursday.adding(-3))
    #expect(change.to == 28)
    #expect(!change.extended)
  }

  @Test("the week row runs Sunday to Saturday, filled up to today")
  func weekRow() {
    var sam = Learner.sample(today: thursday, now: Date(timeIntervalSince1970: 0))
    _ = sam.recordLesson(xp: 10, on: thursday)
    let week = sam.week(of: thursday)
    #expect(week.map(\.day.weekday) == Array(0...6))
    #expect(week.map(\.isActive) == [true, true, true, true, true, false, false])
    #expect(week.filter(\.isToday).map(\.day) == [thursday])
  }
}
