import Foundation
import Learner
import Testing

@Suite("streak freezes and the shop")
struct FreezeAndShopTests {
  let thursday = Day(year: 2026, month: 11, day: 26)
  let now = Date(timeIntervalSince1970: 1_795_975_200)

  var sam: Learner { Learner.sample(today: thursday, now: now) }

  @Test("a freeze costs 200 gems; two at most")
  func buying() {
    var learner = sam
    #expect(learner.buyFreeze() == .bought(price: 200, gemsLeft: 305))
    #expect(learner.buyFreeze() == .bought(price: 200, gemsLeft: 105))
    #expect(learner.buyFreeze() == .notNeeded)
    #expect(learner.freezes == 2)
    learner.freezes = 0
    #expect(learner.buyFreeze() == .notEnoughGems(price: 200, gems: 105))
    #expect(learner.freezes == 0 && learner.gems == 105)
  }

  @Test("a refill is a result: bought, not needed when full, or not enough gems")
  func refill() {
    var learner = sam
    #expect(learner.buyRefill(at: now) == .notNeeded)
    _ = learner.energy.spend(at: now)
    #expect(learner.buyRefill(at: now) == .bought(price: 350, gemsLeft: 155))
    #expect(learner.energy.current(at: now) == 25)
    _ = learner.energy.spend(at: now)
    #expect(learner.buyRefill(at: now) == .notEnoughGems(price: 350, gems: 155))
  }

  @Test("an equipped freeze covers one missed day: used up, the day frozen, the streak kept")
  func coversOneDay() {
    var learner = sam
    _ = learner.buyFreeze()
    // Today (Thursday) is missed; on Friday the freeze covers it.
    let friday = thursday.adding(1)
    #expect(learner.streak(on: friday) == 0)
    #expect(learner.applyFreezes(on: friday) == [thursday])
    #expect(learner.freezes == 0)
    #expect(learner.streak(on: friday) == 27)
    #expect(learner.week(of: friday).first { $0.day == thursday }?.isFrozen == true)
    #expect(learner.recordLesson(xp: 10, on: friday) == StreakChange(from: 27, to: 28, extended: true))
  }

  @Test("two missed days and one freeze: the streak ends and the freeze is kept")
  func tooFew() {
    var learner = sam
    _ = learner.buyFreeze()
    let saturday = thursday.adding(2)
    #expect(learner.applyFreezes(on: saturday).isEmpty)
    #expect(learner.freezes == 1)
    #expect(learner.streak(on: saturday) == 0)
    _ = learner.buyFreeze()
    #expect(learner.applyFreezes(on: saturday) == [thursday, thursday.adding(1)])
    #expect(learner.streak(on: saturday) == 27)
  }

  @Test("no missed day, or no streak: nothing is spent")
  func nothingMissed() {
    var learner = sam
    _ = learner.buyFreeze()
    #expect(learner.applyFreezes(on: thursday).isEmpty)
    var fresh = Learner.new(name: "Ana", today: thursday, now: now)
    fresh.freezes = 2
    #expect(fresh.applyFreezes(on: thursday.adding(5)).isEmpty)
    #expect(fresh.freezes == 2)
  }
}
