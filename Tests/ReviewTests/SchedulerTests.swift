import Foundation
import Testing

@testable import Review

/// FSRS-6 on histories checked by hand against py-fsrs 6.3.2 (defaults, fuzz off).
@Suite struct SchedulerTests {
  static let start = Date(timeIntervalSince1970: 1_767_858_307)  // 2026-01-08T07:45:07Z
  static let minute: TimeInterval = 60
  static let day: TimeInterval = 86_400

  /// Replays `reviews` (seconds after `start`, rating) on a new card and returns every card after a review.
  static func replay(_ reviews: [(TimeInterval, Rating)], with scheduler: Scheduler? = nil) -> [Card] {
    let scheduler = scheduler ?? (try? Scheduler())
    var generator = TestGenerator(seed: 1)
    var card = Card(due: start)
    return reviews.compactMap { offset, rating in
      guard let scheduler else { return nil }
      card = scheduler.review(card, rating: rating, at: start + offset, using: &generator)
      return card
    }
  }

  @Test(arguments: [
    (Rating.again, 0.212, 6.4133, State.learning, 0 as Int?, 60.0),
    (.hard, 1.2931, 5.112170705601056, .learning, 0, 330),
    (.good, 2.3065, 2.118103970459016, .learning, 1, 600),
    (.easy, 8.2956, 1.0, .review, nil, 8 * 86_400),
  ])
  func firstReview(
    rating: Rating, stability: Double, difficulty: Double, state: State, step: Int?, wait: Double
  ) {
    let card = Self.replay([(0, rating)]).last
    #expect(card?.stability == stability)
    #expect(card?.difficulty == difficulty)
    #expect(card?.state == state)
    #expect(card?.step == step)
    #expect(card?.due == Self.start + wait)
    #expect(card?.lastReview == Self.start)
  }

  @Test func goodTwiceGraduatesWithShortTermStability() {
    let cards = Self.replay([(0, .good), (10 * Self.minute, .good)])
    #expect(cards[1].stability == 2.3065)  // the same-day increase is below 1, and Good never lowers it
    #expect(cards[1].difficulty == 2.111214235785395)
    #expect(cards[1].state == .review)
    #expect(cards[1].step == nil)
    #expect(cards[1].due == Self.start + 10 * Self.minute + 2 * Self.day)
  }

  @Test func aDayIsExactlyTwentyFourHours() {
    let graduated: [(TimeInterval, Rating)] = [(0, .good), (10 * Self.minute, .good)]
    let nextDay = Self.replay(graduated + [(10 * Self.minute + Self.day, .good)]).last
    #expect(nextDay?.stability == 7.319186097840142)
    #expect(nextDay?.due == Self.start + 10 * Self.minute + 8 * Self.day)
    let secondEarly = Self.replay(graduated + [(10 * Self.minute + Self.day - 1, .good)]).last
    #expect(secondEarly?.stability == 2.3065)  // still the same day: short-term formula
    #expect(secondEarly?.difficulty == 2.1043313908464483)
    #expect(secondEarly?.due == Self.start + 10 * Self.minute + 3 * Self.day - 1)
  }

  @Test func aLapseRelearnsThenReturnsToReview() {
    let cards = Self.replay([(0, .easy), (8 * Self.day, .again), (8 * Self.day + 10 * Self.minute, .good)])
    #expect(cards[1].stability == 1.3886324609821161)
    #expect(cards[1].difficulty == 7.0269895692968385)
    #expect(cards[1].state == .relearning)
    #expect(cards[1].step == 0)
    #expect(cards[1].due == Self.start + 8 * Self.day + 10 * Self.minute)
    #expect(cards[2].stability == 1.427881680763876)
    #expect(cards[2].difficulty == 7.0151909490243805)
    #expect(cards[2].state == .review)
    #expect(cards[2].due == Self.start + 9 * Self.day + 10 * Self.minute)
  }

  @Test func hardOnTheOnlyStepWaitsHalfAgainAsLong() throws {
    let scheduler = try Scheduler(learningSteps: [Self.minute])
    let card = Self.replay([(0, .hard)], with: scheduler).last
    #expect(card?.state == .learning)
    #expect(card?.step == 0)
    #expect(card?.due == Self.start + 90)
  }

  @Test func withoutStepsCardsGoStraightToReview() throws {
    let noLearning = Self.replay([(0, .again)], with: try Scheduler(learningSteps: [])).last
    #expect(noLearning?.state == .review)
    #expect(noLearning?.due == Self.start + Self.day)
    let noRelearning = Self.replay(
      [(0, .easy), (8 * Self.day, .again)], with: try Scheduler(relearningSteps: []))
    #expect(noRelearning[1].state == .review)
    #expect(noRelearning[1].step == nil)
    #expect(noRelearning[1].due == Self.start + 9 * Self.day)
  }

  @Test func lowerRetentionMeansLongerIntervals() throws {
    let card = Self.replay([(0, .easy)], with: try Scheduler(retention: 0.8)).last
    #expect(card?.due == Self.start + 28 * Self.day)
  }

  @Test func retrievabilityFallsWithWholeDays() throws {
    let scheduler = try Scheduler()
    let card = try #require(Self.replay([(0, .easy)]).last)
    #expect(scheduler.retrievability(of: Card(due: Self.start), at: Self.start) == 0)
    #expect(scheduler.retrievability(of: card, at: Self.start) == 1)
    #expect(scheduler.retrievability(of: card, at: Self.start + Self.day - 1) == 1)
    #expect(scheduler.retrievability(of: card, at: Self.start + Self.day) == 0.9829234388308534)
    #expect(scheduler.retrievability(of: card, at: Self.start + 8 * Self.day) == 0.9024733005284542)
    #expect(scheduler.retrievability(of: card, at: Self.start + 100 * Self.day) == 0.6748012021535356)
    #expect(scheduler.retrievability(of: card, at: Self.start - Self.day) == 1)
  }

  @Test func intervalsRoundHalfToEvenWithinLimits() throws {
    let scheduler = try Scheduler()
    #expect(scheduler.nextInterval(2.5) == 2)
    #expect(scheduler.nextInterval(3.5) == 4)
    #expect(scheduler.nextInterval(0.001) == 1)
    #expect(scheduler.nextInterval(1e9) == 36_500)
  }

  @Test func meanReversionTargetsTheUnclampedEasyDifficulty() throws {
    let scheduler = try Scheduler()
    #expect(scheduler.initialDifficulty(.easy) < 1)
    #expect(scheduler.nextDifficulty(5, rating: .good) == 4.9902283692968386)
  }

  @Test func wholeDaysRoundDown() {
    let at = Self.start
    #expect(Scheduler.wholeDays(from: at, to: at) == 0)
    #expect(Scheduler.wholeDays(from: at, to: at + Self.day - 0.000_001) == 0)
    #expect(Scheduler.wholeDays(from: at, to: at + Self.day) == 1)
    #expect(Scheduler.wholeDays(from: at, to: at + 3 * Self.day + 5) == 3)
    #expect(Scheduler.wholeDays(from: at, to: at - 1) == -1)
    #expect(Scheduler.wholeDays(from: at, to: at - Self.day) == -1)
    #expect(Scheduler.wholeDays(from: at, to: at - Self.day - 1) == -2)
  }
}
