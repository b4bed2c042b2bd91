import Foundation
import Testing

@testable import Review

/// `lingo schedule` and the Review API against py-fsrs 6.3.2 on random histories: state, step and due
/// time exactly, stability and difficulty within 1e-9 relative.
@Suite(.serialized) struct ReferenceAgreementTests {
  static let histories = ReferenceHistory.generate(count: 11_000, seed: 6)
  static let input = histories.map(\.line).joined(separator: "\n") + "\n"
  /// py-fsrs's output for `input` with the default settings, made once for the tests that need it.
  static let reference = Result { try ReferenceScheduler.reference(input) }

  @Test func pyFSRSIsInstalled() {
    if let failure = ReferenceScheduler.tool.setupFailure {
      Issue.record("py-fsrs 6.3.2 is not installed: \(failure)")
    }
  }

  @Test func lingoScheduleAgreesOnElevenThousandHistories() throws {
    let reference = try Self.reference.get()
    let lingo = try ReferenceScheduler.lingoSchedule(Self.input)
    let refused = Self.backInTime(Self.histories)
    let compared = try Comparison.compare(lingo, reference, cards: Self.histories.count, refused: refused)
    // About a fifth of the histories set the clock back; lingo refuses those, so 11,000 are made to compare
    // over 100,000 reviews.
    print(
      "lingo schedule and py-fsrs agree on \(compared.cards - refused.count) histories, \(compared.reviews) "
        + "reviews; lingo refused the \(refused.count) whose clock went back")
    #expect(compared.reviews >= 100_000)
  }

  @Test(arguments: [
    ["--retention", "0.8", "--learning-steps", "30s,5m,1h", "--relearning-steps", "5m,20m"],
    ["--retention", "0.97", "--learning-steps", "10m", "--relearning-steps", ""],
    ["--retention", "0.7", "--learning-steps", "", "--relearning-steps", "1d"],
  ])
  func lingoScheduleAgreesWithOtherSettings(_ options: [String]) throws {
    let histories = Array(Self.histories.prefix(2_000))
    let input = histories.map(\.line).joined(separator: "\n")
    let reference = try ReferenceScheduler.reference(input, options: options)
    let lingo = try ReferenceScheduler.lingoSchedule(input, options: options)
    _ = try Comparison.compare(lingo, reference, cards: histories.count, refused: Self.backInTime(histories))
  }

  /// The lines whose reviews go back in time: `lingo schedule` refuses them (py-fsrs replays them anyway);
  /// the in-process test below still compares the Review API on them.
  static func backInTime(_ histories: [ReferenceHistory]) -> Set<Int> {
    Set(
      histories.indices.filter { index in
        let times = histories[index].reviews.map(\.time)
        return zip(times, times.dropFirst()).contains { $1 < $0 }
      })
  }

  /// The Review API on its own, in-process, against the same reference output.
  @Test func schedulerAgreesInProcess() throws {
    let reference = try Self.reference.get()
    let scheduler = try Scheduler()
    var generator = TestGenerator(seed: 0)
    var lines: [String] = []
    for history in Self.histories {
      var card = Card(due: history.reviews[0].time)
      let reviews = history.reviews.map { review -> String in
        card = scheduler.review(
          card, rating: Rating(rawValue: review.rating) ?? .good, at: review.time, using: &generator)
        let step = card.step.map(String.init) ?? "null"
        return
          #"{"stability": \#(card.stability ?? 0), "difficulty": \#(card.difficulty ?? 0), "#
          + #""state": "\#(card.state.name)", "step": \#(step), "due": "\#(Comparison.utc(card.due))"}"#
      }
      lines.append(#"{"id": \#(history.id), "reviews": [\#(reviews.joined(separator: ", "))]}"#)
    }
    _ = try Comparison.compare(
      lines.joined(separator: "\n"), reference, cards: Self.histories.count, times: false)
  }
}

/// Compares two outputs of the `lingo schedule` format review by review.
enum Comparison {
  /// The number of cards and reviews compared; records an issue for each difference, up to 20.
  /// Lines in `refused` must be refused by lingo for reviews out of time order, and are not compared.
  static func compare(
    _ actual: String, _ expected: String, cards: Int, times: Bool = true, refused: Set<Int> = []
  ) throws -> (cards: Int, reviews: Int) {
    let actualLines = actual.split(separator: "\n")
    let expectedLines = expected.split(separator: "\n")
    #expect(actualLines.count == cards)
    #expect(expectedLines.count == cards)
    var reviews = 0
    var differences: [String] = []
    for (number, (mine, theirs)) in zip(actualLines, expectedLines).enumerated() {
      let card = try object(mine)
      let reference = try object(theirs)
      if !isEqual(card["id"], reference["id"]) {
        differences.append("line \(number + 1): id \(card["id"] ?? "nil")")
      }
      if refused.contains(number) {
        if (card["error"] as? String)?.contains("reviews must be in time order") != true {
          differences.append("line \(number + 1): reviews back in time not refused: \(mine.prefix(200))")
        }
        continue
      }
      let expected = reference["reviews"] as? [[String: Any]] ?? []
      let actual = card["reviews"] as? [[String: Any]] ?? []
      if reference["error"] != nil || card["error"] != nil || actual.count != expected.count {
        differences.append("line \(number + 1): \(mine.prefix(200)) vs \(theirs.prefix(200))")
        continue
      }
      for (index, (got, want)) in zip(actual, expected).enumerated() {
        reviews += 1
        let keys = times ? ["t", "rating", "state", "step", "due"] : ["state", "step", "due"]
        let exact = keys.allSatisfy { isEqual(got[$0], want[$0]) }
        let close = ["stability", "difficulty"].allSatisfy { key in
          guard let a = (got[key] as? NSNumber)?.doubleValue, let b = (want[key] as? NSNumber)?.doubleValue
          else {
            return false
          }
          return abs(a - b) <= 1e-9 * abs(b)
        }
        if !exact || !close {
          differences.append("line \(number + 1) review \(index): \(got) vs py-fsrs \(want)")
        }
      }
    }
    for difference in differences.prefix(20) { Issue.record(Comment(rawValue: difference)) }
    #expect(differences.isEmpty, "\(differences.count) differences in \(reviews) reviews")
    return (min(actualLines.count, expectedLines.count), reviews)
  }

  private static func object(_ line: Substring) throws -> [String: Any] {
    try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any] ?? [:]
  }

  private static func isEqual(_ a: Any?, _ b: Any?) -> Bool {
    switch (a, b) {
    case (nil, nil): true
    case (is NSNull, is NSNull): true
    case (let a as NSObject, let b as NSObject): a.isEqual(b)
    default: false
    }
  }

  /// A time as `lingo schedule` and the reference script print it: UTC, microseconds when there are some.
  /// Counted from 2001 as Date keeps it, the microsecond is exact until 2272.
  static func utc(_ date: Date) -> String {
    let reference = date.timeIntervalSinceReferenceDate
    let whole = reference.rounded(.down)
    let microseconds =
      Int64(whole) * 1_000_000 + Int64(((reference - whole) * 1_000_000).rounded()) + 978_307_200_000_000
    let seconds = microseconds.quotientDown(1_000_000)
    let fraction = microseconds - seconds * 1_000_000
    let text = ReferenceHistory.text(seconds * 1_000_000, offset: 0).dropLast()  // its Z
    return text + (fraction == 0 ? "" : String(format: ".%06lld", fraction)) + "Z"
  }
}
