import Foundation
import Learner
import Store
import TestSupport
import Testing

/// Issue 22, class 3: every value lingo saves is one it will load. `--now` is refused where what a command
/// makes from it would leave the progress file's range; what is made near the ends is kept inside it.
@Suite("every value saved loads again, at the ends of the range")
struct ValueRangeTests {
  /// The message a refused `--now` names its range in.
  static let range = "1970-03-01T00:00:00Z to 9999-10-31T23:59:59Z"

  /// On disk: what is saved must load again from the progress file.
  @Test(
    "play at --now 9999-12-25 is refused (exit 2) and writes nothing; at the range's end it saves a file that loads",
    .tags(.endToEnd))
  func playNearTheEnd() throws {
    let home = temporaryHome()
    let variables = ["LINGO_HOME": home]
    let refused = lingo(
      onDisk: ["play", "--lesson", "2.4", "--seed", "1", "--now", "9999-12-25"], input: rightAnswers,
      variables: variables)
    #expect(refused.status == 2)
    #expect(refused.stderr.contains(Self.range))
    #expect(refused.stdout.isEmpty)
    #expect(!FileManager.default.fileExists(atPath: home), "a refused --now creates no progress file")

    // The last time accepted: the lesson's review cards are due up to 36,500 days on, kept at 9999-12-31.
    let edge = ["--now", "9999-10-31T23:59:59Z"]
    let played = lingo(
      onDisk: ["play", "--lesson", "2.4", "--seed", "1"] + edge, input: rightAnswers, variables: variables)
    #expect(played.status == 0)
    let status = lingo(
      onDisk: ["status", "--format", "{streak} {xp}"] + edge, input: "", variables: variables)
    #expect(status.status == 0)
    #expect(status.stdout == "28 15\n")
    let review = lingo(onDisk: ["review", "--seed", "1"] + edge, input: "", variables: variables)
    #expect(review.status != 7, "\(review.stderr)")
  }

  /// On disk: a refused `--now` makes no progress file, and what is saved loads again from it.
  @Test(
    "a new store at --now 1970-01-05 is refused up front; at 1970-03-01, west of UTC, it works",
    .tags(.endToEnd))
  func newStoreNearTheStart() throws {
    let home = temporaryHome()
    let variables = ["LINGO_HOME": home]
    let refused = lingo(
      onDisk: ["play", "--lesson", "2.4", "--seed", "1", "--now", "1970-01-05"], input: rightAnswers,
      variables: variables)
    #expect(refused.status == 2)
    #expect(refused.stderr.contains(Self.range))
    #expect(!FileManager.default.fileExists(atPath: home))
    #expect(lingo(onDisk: ["status", "--now", "1970-01-05"], input: "", variables: variables).status == 2)

    // 1970-03-01T00:00Z is still February in UTC-12: Sam's five weeks reach back into January, not 1969.
    let west = variables.merging(["TZ": "Etc/GMT+12"]) { $1 }
    let edge = ["--now", "1970-03-01T00:00:00Z"]
    let played = lingo(
      onDisk: ["play", "--lesson", "2.4", "--seed", "1"] + edge, input: rightAnswers, variables: west)
    #expect(played.status == 0, "\(played.stderr)")
    let status = lingo(onDisk: ["status", "--format", "{streak}"] + edge, input: "", variables: west)
    #expect(status.status == 0, "\(status.stderr)")
    #expect(status.stdout == "28\n")
  }

  @Test("--now with an offset of ±23:59 is read in full, and refused past the range's ends")
  func extremeOffsets() {
    for text in [
      "1970-01-01T00:00:00+23:59", "9999-12-31T23:59:59-23:59", "1970-02-28T23:59:59Z", "9999-11-01",
    ] {
      let run = lingo(["status", "--now", text])
      #expect(run.status == 2, "\(text)")
      #expect(run.stderr.contains(Self.range))
    }
    // 1970-03-01T23:00:00+23:00 is 1970-03-01T00:00:00Z, the first time accepted.
    #expect(lingo(["status", "--now", "1970-03-01T23:00:00+23:00"]).status != 2)
    #expect(lingo(["status", "--now", "1970-03-01T22:59:59+23:00"]).status == 2)
  }

  /// On disk: the file is seeded through the SQLite store, and must load again after the lesson.
  @Test(
    "XP and gems at the top of their range saturate: the lesson saves and the file still loads",
    .tags(.endToEnd))
  func totalsAtTheTop() throws {
    let home = temporaryHome()
    let variables = ["LINGO_HOME": home]
    let store = try SQLiteProgressStore(path: home + "/progress.sqlite3")
    let now = try #require(Timestamp.parse("2026-11-26T18:00:00Z"))
    let top = ValueLimits.count.upperBound
    let sam = { Learner.sample(at: Moment(now, in: .gmt)) }
    try store.update(makeLearner: sam) { learner in
      (learner.totalXP, learner.gems, learner.lessonsCompleted) = (top - 1, top, top)
      learner.streakCount = ValueLimits.streak.upperBound
      learner.dailyXP[Day(year: 2026, month: 11, day: 25)] = ValueLimits.streak.upperBound
    }
    let fixedNow = ["--now", "2026-11-26T18:00:00Z"]
    let played = lingo(
      onDisk: ["play", "--lesson", "2.4", "--seed", "1"] + fixedNow, input: rightAnswers, variables: variables
    )
    #expect(played.status == 0, "\(played.stderr)")
    let status = lingo(
      onDisk: ["status", "--format", "{streak}"] + fixedNow, input: "", variables: variables)
    #expect(status.status == 0, "\(status.stderr)")
    #expect(status.stdout == "\(ValueLimits.streak.upperBound)\n")
    let learner = try store.learner { Learner.new(name: "x", today: Day(ordinal: 0), now: now) }
    #expect(learner.totalXP == top && learner.gems == top && learner.lessonsCompleted == top)
  }

  /// Every `due` in `schedule`'s output.
  private func dues(_ output: String) -> [String] {
    output.split(separator: "\"due\":\"").dropFirst().compactMap {
      $0.split(separator: "\"").first.map(String.init)
    }
  }

  @Test("lingo schedule never writes a time its parser refuses: every due replays through it")
  func scheduleDuesReadBack() throws {
    let input = """
      {"id": 1, "reviews": [{"t": "9999-12-25T00:00:00Z", "rating": 4}, {"t": "9999-12-26T00:00:00Z", "rating": 4}]}
      {"id": 2, "reviews": [{"t": "9999-12-31T23:59:59.999999Z", "rating": 1}]}
      {"id": 3, "reviews": [{"t": "9999-12-31T23:59:59-23:59", "rating": 3}, {"t": "9999-12-31T23:59:59-23:59", "rating": 4}]}
      {"id": 4, "reviews": [{"t": "0001-01-01T00:00:00+23:59", "rating": 1}]}
      {"id": 5, "reviews": [{"t": "9000-01-01T00:00:00Z", "rating": 4}, {"t": "9090-01-01T00:00:00Z", "rating": 4}]}

      """
    for arguments in [["schedule"], ["schedule", "--fuzz", "--seed", "3"]] {
      let run = lingo(arguments, input: input)
      #expect(run.status == 0, "\(run.stderr)")
      #expect(!run.stdout.contains("\"error\""), "\(run.stdout)")
      let written = dues(run.stdout)
      #expect(written.count == 8)
      #expect(written.allSatisfy { !$0.hasPrefix("10000") && !$0.hasPrefix("0000") }, "\(written)")
      #expect(written.contains("9999-12-31T23:59:59Z"))
      let replay = written.enumerated().map {
        #"{"id": \#($0.offset), "reviews": [{"t": "\#($0.element)", "rating": 3}]}"#
      }
      let back = lingo(["schedule"], input: replay.joined(separator: "\n") + "\n")
      #expect(back.status == 0)
      #expect(!back.stdout.contains("\"error\""), "\(back.stdout)")
      #expect(dues(back.stdout).count == written.count)
    }
  }
}
