import Foundation
import Testing

/// Issue 22, class 8: through lingo itself, the streak counts the learner's calendar days at a day the
/// time zone skipped and at clock changes.
@Suite("the streak through lingo, at the calendar's edges")
struct CalendarEdgeTests {
  /// The streak `lingo status` shows at `now` in `zone`, after a lesson at `lesson` there.
  private func streak(lessonAt lesson: String, statusAt now: String, in zone: String) throws -> (Run, Run) {
    let (variables, home) = (["TZ": zone], MemoryHome())
    let played = lingo(
      ["play", "--lesson", "2.4", "--seed", "1", "--now", lesson], input: rightAnswers, variables: variables,
      home: home)
    let status = lingo(
      ["status", "--format", "{streak} {xp}", "--now", now], input: "", variables: variables, home: home)
    return (played, status)
  }

  @Test("Pacific/Apia skipped 2011-12-30: after a lesson on the 29th the streak is kept on the 31st")
  func apia() throws {
    let (played, status) = try streak(
      lessonAt: "2011-12-29T18:00:00-10:00", statusAt: "2011-12-31T10:00:00+14:00", in: "Pacific/Apia")
    #expect(played.status == 0)
    #expect(status.stdout == "28 0\n")
    // A lesson on the 31st extends it.
    let (variables, home) = (["TZ": "Pacific/Apia"], MemoryHome())
    for now in ["2011-12-29T18:00:00-10:00", "2011-12-31T10:00:00+14:00"] {
      let run = lingo(
        ["play", "--lesson", "2.4", "--seed", "1", "--now", now], input: rightAnswers, variables: variables,
        home: home)
      #expect(run.status == 0)
    }
    let after = lingo(
      ["status", "--format", "{streak}", "--now", "2011-12-31T20:00:00+14:00"], input: "",
      variables: variables, home: home)
    #expect(after.stdout == "29\n")
  }

  @Test(
    "a day of 23 or 25 hours: a lesson late the day before keeps the streak late on the day of the change",
    arguments: [
      ("America/New_York", "2026-03-07T23:30:00-05:00", "2026-03-08T23:30:00-04:00"),
      ("America/New_York", "2026-10-31T23:30:00-04:00", "2026-11-01T23:30:00-05:00"),
      ("Europe/London", "2026-03-28T23:30:00Z", "2026-03-29T23:30:00+01:00"),
      ("Europe/London", "2026-10-24T23:30:00+01:00", "2026-10-25T23:30:00Z"),
    ])
  func clockChange(_ zone: String, _ lesson: String, _ later: String) throws {
    let (played, status) = try streak(lessonAt: lesson, statusAt: later, in: zone)
    #expect(played.status == 0)
    #expect(status.stdout == "28 0\n", "a new day: the streak kept, the day's XP from zero")
  }

  @Test("the day after the change, with no lesson on it, the streak is gone")
  func dayMissedAfterAChange() throws {
    let (_, status) = try streak(
      lessonAt: "2026-10-31T23:30:00-04:00", statusAt: "2026-11-02T00:30:00-05:00", in: "America/New_York")
    #expect(status.stdout == "0 0\n")
  }
}
