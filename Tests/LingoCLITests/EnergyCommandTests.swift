import Foundation
import Learner
import Store
import Testing

/// Energy at zero: no lesson, a message saying when it returns, and a refill for gems.
@Suite("out of energy")
struct EnergyCommandTests {
  private func drained(_ home: MemoryHome) throws {
    let store = home.store
    let now = try #require(ISO8601DateFormatter().date(from: "2026-11-26T18:00:00Z"))
    try store.update(
      makeLearner: { Learner.sample(today: Day(now, in: .gmt), now: now) },
      { $0.energy = Energy(stored: 0, asOf: now) })
  }

  @Test("at zero a lesson does not start; the message says when energy returns and how to refill")
  func noLesson() throws {
    let home = MemoryHome()
    try drained(home)
    let run = lingo(
      ["play", "--now", "2026-11-26T18:10:00Z"], input: rightAnswers, home: home)
    #expect(run.status == 5)
    #expect(run.stdout.contains("You're out of energy. One point comes back at 18:30"))
    #expect(run.stdout.contains("lingo refill"))
    #expect(!run.stdout.contains("Select the correct image"))
  }

  @Test("refill costs 350 gems and fills the battery; without the gems it says so")
  func refill() throws {
    let home = MemoryHome()
    try drained(home)
    let run = lingo(["refill", "--now", "2026-11-26T18:10:00Z"], home: home)
    #expect(run.status == 0)
    #expect(run.stdout.contains("Energy refilled to 25 for 350 gems; 155 gems left."))
    try drained(home)
    let poor = lingo(["refill", "--now", "2026-11-26T18:10:00Z"], home: home)
    #expect(poor.status == 5)
    #expect(poor.stdout.contains("Not enough gems"))
  }
}
