import Foundation
import Learner
import Testing

@Suite("leagues: tiers, weeks, rivals and the rollover")
struct LeagueTests {
  let thursday = Day(year: 2026, month: 11, day: 26)
  /// The launch moment: Thursday 26 November 2026, 18:00.
  var launch: Moment {
    Moment(date: Date(timeIntervalSince1970: 1_795_975_200), day: thursday, elapsed: 3.75)
  }

  /// A moment `days` after Monday 23 November 2026's midnight.
  func moment(_ days: Double) -> Moment {
    let monday = Day(year: 2026, month: 11, day: 23)
    let whole = Int(days.rounded(.down))
    return Moment(
      date: Date(timeIntervalSince1970: 0), day: monday.adding(whole), elapsed: days - Double(7 * (whole / 7))
    )
  }

  @Test("ten tiers, Bronze to Diamond, Ruby the sample's")
  func tiers() {
    #expect(League.names.count == 10)
    #expect(League.name(of: 0) == "Bronze")
    #expect(League.name(of: 9) == "Diamond")
    #expect(League.name(of: League.ruby) == "Ruby")
    #expect(League.name(of: 42) == "Diamond")
  }

  @Test("ranks 1–10 go up, 26–30 go down; not past Diamond, not below Bronze")
  func promotionAndDemotion() {
    #expect(League.tier(after: 1, in: 4) == 5)
    #expect(League.tier(after: 10, in: 4) == 5)
    #expect(League.tier(after: 11, in: 4) == 4)
    #expect(League.tier(after: 25, in: 4) == 4)
    #expect(League.tier(after: 26, in: 4) == 3)
    #expect(League.tier(after: 30, in: 4) == 3)
    #expect(League.tier(after: 1, in: 9) == 9)
    #expect(League.tier(after: 30, in: 0) == 0)
  }

  @Test("a week runs Monday to Sunday: 3 days left on Thursday, none on Sunday")
  func weeks() {
    #expect(thursday.monday == Day(year: 2026, month: 11, day: 23))
    #expect(League.daysLeft(on: thursday) == 3)
    #expect(League.daysLeft(on: Day(year: 2026, month: 11, day: 29)) == 0)
    #expect(League.daysLeft(on: Day(year: 2026, month: 11, day: 30)) == 6)
    #expect(Day(year: 2026, month: 11, day: 29).monday == Day(year: 2026, month: 11, day: 23))
  }

  @Test("the week is the learner's: Sunday night in New York is already Monday in UTC")
  func timeZones() throws {
    let instant = try #require(ISO8601DateFormatter().date(from: "2026-11-30T03:00:00Z"))
    let utc = Moment(instant, in: try #require(TimeZone(identifier: "UTC")))
    let newYork = Moment(instant, in: try #require(TimeZone(identifier: "America/New_York")))
    #expect(utc.week == Day(year: 2026, month: 11, day: 30))
    #expect(abs(utc.elapsed - 0.125) < 1e-9)
    #expect(newYork.week == Day(year: 2026, month: 11, day: 23))
    #expect(abs(newYork.elapsed - (6 + 22.0 / 24)) < 1e-9)
  }

  @Test("ties go to the rival; rivals tied keep the cohort's order")
  func ties() {
    let rows = League.standings(rivals: [("A", 10), ("B", 20), ("C", 20)], name: "Sam", xp: 20)
    #expect(rows.map(\.name) == ["B", "C", "Sam", "A"])
    #expect(rows.map(\.rank) == [1, 2, 3, 4])
    #expect(rows[2].isLearner)
  }

  @Test("the launch week: the fixed launch table exactly at the launch moment, Sam 6th of 30")
  func launchTable() throws {
    let sam = Learner.sample(at: launch)
    let rows = try #require(sam.standings(at: launch))
    #expect(rows.count == 30)
    #expect(rows.filter { !$0.isLearner }.map(\.xp) == Cohort.launchTable.map(\.xp))
    #expect(sam.leagueRank(at: launch) == 6)
    #expect(League.name(of: sam.leagueTier) == "Ruby")
  }

  @Test("rivals earn XP as the week goes on, never less than they had")
  func rivalsEarn() throws {
    let sam = Learner.sample(at: launch)
    let now = try #require(sam.standings(at: launch)).map(\.xp).reduce(0, +)
    var later = launch
    later.elapsed = 6.9
    later.day = thursday.adding(3)
    let after = try #require(sam.standings(at: later)).map(\.xp).reduce(0, +)
    #expect(after > now)
    for rival in sam.rivals { #expect(rival.xp(at: 6.9) >= rival.xp(at: 3.75)) }
  }

  @Test("a week's cohort is the same every time, and a new week or tier brings another")
  func cohorts() {
    let week = Day(year: 2026, month: 11, day: 30)
    #expect(Cohort.rivals(week: week, tier: 5) == Cohort.rivals(week: week, tier: 5))
    #expect(
      Cohort.rivals(week: week, tier: 5).map(\.name)
        != Cohort.rivals(week: week.adding(7), tier: 5).map(\.name))
    #expect(Cohort.rivals(week: week, tier: 5) != Cohort.rivals(week: week, tier: 6))
    #expect(Set(Cohort.rivals(week: week, tier: 5).map(\.name)).count == 29)
  }

  @Test("some grind, some barely play, some play at weekends")
  func habits() {
    let rivals = Cohort.rivals(week: Day(year: 2026, month: 11, day: 30), tier: 4)
    let grinders = rivals.filter { $0.habit == .grinder }
    let idle = rivals.filter { $0.habit == .idle }
    let weekenders = rivals.filter { $0.habit == .weekender }
    #expect(grinders.count == 4 && idle.count == 4 && weekenders.count == 6)
    #expect(grinders.allSatisfy { $0.plan.allSatisfy { $0 >= 40 } })
    #expect(idle.allSatisfy { $0.plan.reduce(0, +) <= 8 })
    #expect(weekenders.allSatisfy { $0.plan[5] + $0.plan[6] > $0.plan[0..<5].reduce(0, +) })
  }

  @Test("a rival's day counts from 07:00 to 23:00")
  func playingHours() {
    let rival = Rival(name: "R", habit: .steady, plan: [32, 0, 0, 0, 0, 0, 0])
    #expect(rival.xp(at: 0.25) == 0)
    #expect(rival.xp(at: 15.0 / 24) == 16)
    #expect(rival.xp(at: 1) == 32)
    #expect(rival.xp(at: 7) == 32)
  }

  @Test("no XP this week, no league: the table is nil until the first lesson")
  func joinOnFirstXP() {
    var sam = Learner.sample(at: launch)
    let monday = moment(7.5)
    sam.rollLeague(to: monday)
    #expect(sam.standings(at: monday) == nil)
    let move = sam.addLeagueXP(15, at: monday)
    #expect(move.from == nil)
    #expect(sam.leagueRank(at: monday) == move.to)
  }

  @Test("the week's end: the top ten move up, a top three is counted, the result waits to be shown")
  func promoted() throws {
    var sam = Learner.sample(at: launch)
    sam.leagueXP = 2_000
    sam.rollLeague(to: moment(7.3))
    #expect(sam.leagueTier == 5)
    #expect(sam.topThreeFinishes == 3)
    let result = try #require(sam.leagueResult)
    #expect(result == WeekResult(week: Day(year: 2026, month: 11, day: 23), rank: 1, from: 4, to: 5))
    #expect(result.isTopThree)
    #expect(sam.leagueXP == 0 && sam.leagueAnchor == nil)
    #expect(sam.leagueWeek == Day(year: 2026, month: 11, day: 30))
  }

  @Test("one small lesson all week ends in the demotion zone")
  func demoted() {
    var learner = Learner.new(
      name: "Ana", today: Day(year: 2026, month: 11, day: 30), now: Date(timeIntervalSince1970: 0))
    learner.leagueTier = 5
    let week = moment(7.5)
    _ = learner.addLeagueXP(15, at: week)
    learner.rollLeague(to: moment(14.5))
    #expect(learner.leagueResult?.rank.map { $0 > 25 } == true)
    #expect(learner.leagueTier == 4)
    #expect(learner.topThreeFinishes == 0)
  }

  @Test("a week with no XP keeps the league; weeks skipped say so")
  func noXP() {
    var sam = Learner.sample(at: launch)
    sam.leagueXP = 2_000
    sam.rollLeague(to: moment(7.5))
    sam.leagueResult = nil
    sam.rollLeague(to: moment(14.5))
    #expect(
      sam.leagueResult == WeekResult(week: Day(year: 2026, month: 11, day: 30), rank: nil, from: 5, to: 5))
    #expect(sam.leagueTier == 5)
    // Played in week one, then three weeks away: the tier moves for week one, the result is of last week.
    var away = Learner.sample(at: launch)
    away.leagueXP = 2_000
    away.rollLeague(to: moment(28.5))
    #expect(away.leagueTier == 5)
    #expect(away.leagueResult?.rank == nil)
  }

  @Test("285 XP on Thursday and no more: the rivals pass, and Sam stays in Ruby")
  func launchWeekWithoutMore() {
    var sam = Learner.sample(at: launch)
    sam.rollLeague(to: moment(7.5))
    #expect(sam.leagueResult?.rank.map { $0 > 10 && $0 < 26 } == true)
    #expect(sam.leagueTier == League.ruby)
  }

  @Test("a clock set back rolls nothing")
  func clockBack() {
    var sam = Learner.sample(at: launch)
    let before = sam
    sam.rollLeague(to: moment(0.5).with(week: -1))
    #expect(sam == before)
  }

  @Test("ordinals: 1st, 2nd, 3rd, 4th, 11th, 22nd")
  func ordinals() {
    #expect(
      [1, 2, 3, 4, 11, 12, 13, 22, 101].map(League.ordinal) == [
        "1st", "2nd", "3rd", "4th", "11th", "12th", "13th", "22nd", "101st",
      ])
  }
}

extension Moment {
  /// The same time of the week, `weeks` weeks away.
  func with(week weeks: Int) -> Moment {
    Moment(date: date, day: day.adding(7 * weeks), elapsed: elapsed)
  }
}
