import Foundation
import Learner
import Testing

/// Issue 22, class 8: the rules count calendar days at a day a time zone skipped, at clock changes and at
/// both ends of the progress file's range; class 3: the totals they keep stop at the file's ranges.
@Suite("days at the calendar's edges")
struct DayEdgeTests {
  private func instant(_ text: String) throws -> Date {
    try #require(ISO8601DateFormatter().date(from: text))
  }

  private func zone(_ identifier: String) throws -> TimeZone {
    try #require(TimeZone(identifier: identifier))
  }

  private let lesson = CompletedLesson(
    courseID: "spanish", nodeID: nil, position: nil, next: nil, xp: 10, accuracy: 100, checks: [],
    words: [])

  /// Sam after a lesson at `first`, then brought up to `later` (both in `zone`), with `freezes` equipped.
  private func sam(lessonAt first: String, then later: String, in zoneName: String, freezes: Int = 2)
    throws -> (Learner, Moment)
  {
    let tz = try zone(zoneName)
    let start = Moment(try instant(first), in: tz)
    var sam = Learner.sample(at: start)
    sam.freezes = freezes
    _ = sam.complete(lesson, at: start)
    let moment = Moment(try instant(later), in: tz)
    sam.catchUp(to: moment)
    return (sam, moment)
  }

  @Test("Pacific/Apia skipped 2011-12-30: a lesson on the 29th keeps the streak on the 31st, no freeze spent")
  func apiaSkippedDay() throws {
    let apia = try zone("Pacific/Apia")
    let thirtyFirst = Moment(try instant("2011-12-31T10:00:00+14:00"), in: apia)
    #expect(thirtyFirst.day == Day(year: 2011, month: 12, day: 31))
    #expect(thirtyFirst.skipped == [Day(year: 2011, month: 12, day: 30)])
    var (sam, moment) = try sam(
      lessonAt: "2011-12-29T18:00:00-10:00", then: "2011-12-31T10:00:00+14:00", in: "Pacific/Apia")
    #expect(sam.lastActiveDay == Day(year: 2011, month: 12, day: 29))
    #expect(sam.streak(on: moment.day) == 28)
    #expect(sam.freezes == 2 && sam.frozenDays.isEmpty, "no freeze for a day that never was")
    let change = sam.complete(lesson, at: moment).streak
    #expect(change == StreakChange(from: 28, to: 29, extended: true))
  }

  @Test("after the skipped day, a day that existed and was missed still ends the streak")
  func apiaMissedDayAfter() throws {
    let (sam, moment) = try sam(
      lessonAt: "2011-12-29T18:00:00-10:00", then: "2012-01-01T10:00:00+14:00", in: "Pacific/Apia",
      freezes: 0)
    #expect(moment.skipped == [Day(year: 2011, month: 12, day: 30)], "skips are looked for a week back")
    #expect(sam.streak(on: moment.day) == 0)
    // With one freeze the missed 31st is frozen, and the skipped 30th needs none.
    let (frozen, later) = try self.sam(
      lessonAt: "2011-12-29T18:00:00-10:00", then: "2012-01-01T10:00:00+14:00", in: "Pacific/Apia",
      freezes: 1)
    #expect(frozen.frozenDays == [Day(year: 2011, month: 12, day: 31)])
    #expect(frozen.freezes == 0 && frozen.streak(on: later.day) == 28)
  }

  @Test(
    "a day of 23 or 25 hours is one day: no day is skipped, none is missed",
    arguments: [
      ("America/New_York", "2026-03-07T23:30:00-05:00", "2026-03-08T23:30:00-04:00"),
      ("America/New_York", "2026-10-31T23:30:00-04:00", "2026-11-01T23:30:00-05:00"),
      ("Europe/London", "2026-03-28T23:30:00Z", "2026-03-29T23:30:00+01:00"),
      ("Europe/London", "2026-10-24T23:30:00+01:00", "2026-10-25T23:30:00Z"),
    ])
  func clockChanges(_ zoneName: String, _ before: String, _ changeDay: String) throws {
    let (sam, moment) = try sam(lessonAt: before, then: changeDay, in: zoneName, freezes: 2)
    #expect(moment.skipped.isEmpty)
    #expect(moment.day == Day(try instant(before), in: try zone(zoneName)).adding(1))
    #expect(sam.streak(on: moment.day) == 28)
    #expect(sam.freezes == 2 && sam.frozenDays.isEmpty)
    #expect(sam.quests.day == moment.day && sam.quests.xpToday == 0, "the day's quests renew once")
    #expect(moment.elapsed > Double(moment.day.daysSinceMonday) + 0.9)
  }

  @Test("both ends of the range: offsets of ±23:59 reach outside it, and so do local days")
  func rangeEnds() throws {
    // An offset of ±23:59 is read in full (TimeZone holds none past ±18:00, so it is taken off by hand).
    let early = try #require(Timestamp.parse("1970-01-01T00:00:00+23:59"))
    let late = try #require(Timestamp.parse("9999-12-31T23:59:59-23:59"))
    #expect(early.timeIntervalSince1970 == -86_340)
    #expect(late.timeIntervalSince1970 == ValueLimits.seconds.upperBound + 86_340)
    #expect(Timestamp.parse("2026-11-26T18:00:00+19:30")?.timeIntervalSince1970 == 1_795_645_800)
    #expect(!Timestamp.usable.contains(early) && !Timestamp.usable.contains(late))
    // The farthest a time zone goes is ±18:00: at the range's very ends its local day is outside the range.
    let west = try #require(TimeZone(secondsFromGMT: -18 * 3600))
    let east = try #require(TimeZone(secondsFromGMT: 18 * 3600))
    let first = Date(timeIntervalSince1970: ValueLimits.seconds.lowerBound)
    let last = Date(timeIntervalSince1970: ValueLimits.seconds.upperBound)
    #expect(Day(first, in: west) == Day(year: 1969, month: 12, day: 31))
    #expect(Day(last, in: east) == Day(year: 10_000, month: 1, day: 1))
    #expect(!ValueLimits.day.contains(Day(first, in: west).ordinal))
    #expect(!ValueLimits.day.contains(Day(last, in: east).ordinal))
    // Which is why --now keeps a margin: at its ends, everything Sam is made of lies in the range.
    for (date, tz) in [
      (Timestamp.usable.lowerBound, west), (Timestamp.usable.upperBound, east),
      (Timestamp.usable.lowerBound, east), (Timestamp.usable.upperBound, west),
    ] {
      let sam = Learner.sample(at: Moment(date, in: tz))
      let days = Array(sam.dailyXP.keys) + [sam.quests.day, sam.leagueWeek]
      #expect(days.allSatisfy { ValueLimits.day.contains($0.ordinal) })
      #expect(ValueLimits.seconds.contains(sam.energy.asOf.timeIntervalSince1970))
    }
    // The streak still counts days out there: the rules are pure arithmetic on days.
    var sam = Learner.sample(at: Moment(last, in: east))
    #expect(sam.streak(on: Day(last, in: east)) == 27)
    #expect(sam.recordLesson(xp: 10, on: Day(last, in: east)).to == 28)
  }

  @Test("the sample history has no day before 1970-01-01, and the first league week starts on it")
  func sampleNearTheStart() {
    let sam = Learner.sample(
      today: Day(year: 1970, month: 1, day: 5), now: Date(timeIntervalSince1970: 345_600))
    #expect(sam.dailyXP.keys.allSatisfy { $0.ordinal >= 0 })
    #expect(sam.dailyXP.count == 4)
    #expect(Day(year: 1970, month: 1, day: 2).monday == Day(ordinal: 0))
    #expect(Day(year: 1970, month: 1, day: 5).monday == Day(year: 1970, month: 1, day: 5))
    #expect(Day(year: 2026, month: 11, day: 26).monday == Day(year: 2026, month: 11, day: 23))
    #expect(Day(year: 1969, month: 12, day: 31).monday == Day(year: 1969, month: 12, day: 29))
  }

  @Test("totals stop at the file's ranges instead of overflowing")
  func saturatingTotals() {
    var sam = Learner.sample(today: Day(year: 2026, month: 11, day: 26), now: Date(timeIntervalSince1970: 0))
    sam.totalXP = ValueLimits.count.upperBound - 5
    sam.streakCount = ValueLimits.streak.upperBound
    sam.gems = ValueLimits.count.upperBound
    sam.lessonsCompleted = ValueLimits.count.upperBound
    let outcome = sam.complete(lesson, on: Day(year: 2026, month: 11, day: 26))
    #expect(sam.totalXP == ValueLimits.count.upperBound)
    #expect(
      sam.streakCount == ValueLimits.streak.upperBound && outcome.streak.to == ValueLimits.streak.upperBound)
    #expect(sam.bestStreak == ValueLimits.streak.upperBound)
    #expect(sam.lessonsCompleted == ValueLimits.count.upperBound)
    #expect(sam.gems == ValueLimits.count.upperBound)
    #expect(Int.max.adding(Int.max, within: ValueLimits.count) == ValueLimits.count.upperBound)
    #expect(Int.min.adding(-1, within: ValueLimits.count) == 0)
  }

  @Test("--now's range: 1970-03-01T00:00:00Z to 9999-10-31T23:59:59Z")
  func usableRange() throws {
    #expect(Timestamp.usable.lowerBound == Timestamp.parse("1970-03-01"))
    #expect(Timestamp.usable.upperBound == Timestamp.parse("9999-10-31T23:59:59Z"))
    #expect(!Timestamp.usable.contains(try #require(Timestamp.parse("1970-01-05"))))
    #expect(!Timestamp.usable.contains(try #require(Timestamp.parse("9999-12-25"))))
  }
}
