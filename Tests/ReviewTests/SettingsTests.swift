import Foundation
import Randomness
import Testing

@testable import Review

/// The scheduler's settings: what it refuses, and fuzz.
@Suite struct SettingsTests {
  @Test func defaultsAreFSRS6() throws {
    let scheduler = try Scheduler()
    #expect(scheduler.parameters.weights.count == 21)
    #expect(scheduler.parameters.weights[20] == 0.1542)
    #expect(scheduler.retention == 0.9)
    #expect(scheduler.learningSteps == [60, 600])
    #expect(scheduler.relearningSteps == [600])
    #expect(scheduler.maximumInterval == 36_500)
    #expect(!scheduler.fuzz)
  }

  @Test func refusesBadSettings() {
    #expect(throws: ReviewError.retentionOutOfRange(0.98)) { try Scheduler(retention: 0.98) }
    #expect(throws: ReviewError.retentionOutOfRange(0.69)) { try Scheduler(retention: 0.69) }
    #expect(throws: ReviewError.badStep(-1)) { try Scheduler(learningSteps: [-1]) }
    #expect(throws: ReviewError.maximumIntervalTooShort(0)) { try Scheduler(maximumInterval: 0) }
    #expect(throws: ReviewError.wrongWeightCount(20)) { try Parameters(Array(repeating: 1, count: 20)) }
    var weights = Parameters.defaults.weights
    weights[4] = 11
    #expect(throws: ReviewError.weightOutOfRange(index: 4, value: 11, range: 1...10)) {
      try Parameters(weights)
    }
    #expect(
      ReviewError.retentionOutOfRange(0.5).errorDescription == "desired retention 0.5 is outside 0.7–0.97")
  }

  @Test func retentionLimitsAreAccepted() throws {
    #expect(try Scheduler(retention: 0.7).retention == 0.7)
    #expect(try Scheduler(retention: 0.97).retention == 0.97)
  }

  /// As in py-fsrs: an interval of d days is spread over round(d ± δ) and one day more (the draw
  /// covers max − min + 1 days and is rounded), δ growing 0.15, 0.1 and 0.05 a day past 2.5, 7 and 20 days.
  @Test func fuzzSpreadsReviewIntervalsWithinTheirRange() throws {
    let scheduler = try Scheduler(fuzz: true)
    var generator = TestGenerator(seed: 42)
    #expect(scheduler.fuzzed(2, using: &generator) == 2)
    var seen: [Int: Set<Int>] = [:]
    for _ in 0..<400 {
      for days in [3, 10, 100] { seen[days, default: []].insert(scheduler.fuzzed(days, using: &generator)) }
    }
    #expect(seen[3] == Set(2...5))
    #expect(seen[10] == Set(8...13))
    #expect(seen[100] == Set(93...108))
    let limited = try Scheduler(maximumInterval: 100, fuzz: true)
    for _ in 0..<50 { #expect(limited.fuzzed(100, using: &generator) <= 100) }
  }

  @Test func fuzzIsRepeatableWithTheSameSeed() throws {
    let scheduler = try Scheduler(fuzz: true)
    let start = Date(timeIntervalSince1970: 1_767_858_307)
    func dues(seed: UInt64) -> [Date] {
      var generator = TestGenerator(seed: seed)
      var card = Card(due: start)
      return (0..<8).map { index in
        card = scheduler.review(card, rating: .good, at: card.due, using: &generator)
        return card.due
      }
    }
    #expect(dues(seed: 7) == dues(seed: 7))
    #expect(dues(seed: 7) != dues(seed: 8))
  }

  @Test func learningStepsAreNeverFuzzed() throws {
    let scheduler = try Scheduler(fuzz: true)
    let start = Date(timeIntervalSince1970: 0)
    var generator = TestGenerator(seed: 3)
    let card = scheduler.review(Card(due: start), rating: .good, at: start, using: &generator)
    #expect(card.due == start + 600)
  }
}

/// SplitMix64, the tests' seeded generator.
struct TestGenerator: RandomNumberGenerator {
  var state: UInt64

  init(seed: UInt64) { state = seed }

  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
}
