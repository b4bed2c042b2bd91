import Foundation
import Testing

/// `lingo shop`: streak freezes and the energy refill, bought with gems.
@Suite("the shop")
struct ShopTests {
  let now = ["--now", "2026-11-26T18:00:00Z"]

  @Test("the shop lists a freeze and the refill with their prices")
  func listing() {
    let run = lingo(["shop", "--ephemeral"] + now)
    #expect(run.status == 0)
    #expect(run.stdout.contains("Streak Freeze  200 💎"))
    #expect(run.stdout.contains("0 of 2 equipped"))
    #expect(run.stdout.contains("Energy Refill  350 💎"))
  }

  @Test("two freezes at most; the gems are spent; the profile and passport count them")
  func freezes() {
    let home = MemoryHome()
    #expect(lingo(["shop", "freeze"] + now, home: home).stdout.contains("305 gems left"))
    #expect(lingo(["shop", "freeze"] + now, home: home).stdout.contains("105 gems left"))
    let third = lingo(["shop", "freeze"] + now, home: home)
    #expect(third.status == 0)
    #expect(third.stdout.contains("already have 2 streak freezes"))
    #expect(lingo(["profile"] + now, home: home).stdout.contains("🧊 2/2"))
    #expect(lingo(["passport"] + now, home: home).stdout.contains("freezes, 0 days saved"))
  }

  @Test("a refill: not needed when full; without the gems it exits 5, as refill does")
  func refill() {
    let home = MemoryHome()
    let full = lingo(["shop", "refill"] + now, home: home)
    #expect(full.status == 0)
    #expect(full.stdout.contains("already full"))
    _ = lingo(["shop", "freeze"] + now, home: home)
    _ = lingo(["shop", "freeze"] + now, home: home)
    _ = lingo(["play", "--seed", "1"] + now, input: rightAnswers, home: home)
    let poor = lingo(["shop", "refill"] + now, home: home)
    #expect(poor.status == 5)
    #expect(poor.stdout.contains("Not enough gems: a refill costs 350 and you have 105."))
    #expect(lingo(["refill"] + now, home: home).status == 5)
  }

  @Test("an unknown item is bad usage")
  func unknown() {
    let run = lingo(["shop", "hat"] + now)
    #expect(run.status == 2)
    #expect(run.stderr.contains("the shop sells freeze and refill, not 'hat'"))
  }
}
