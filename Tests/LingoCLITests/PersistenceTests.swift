import Foundation
import Learner
import Randomness
import Store
import TestSupport
import Testing

/// Progress kept across processes, kills and a second window, through the built binary.
@Suite("progress that lasts", .serialized, .tags(.endToEnd))
struct PersistenceTests {
  private func play(home: String, now: String, input: String = rightAnswers) throws -> Run {
    try runBinary(
      ["play", "--lesson", "2.4", "--now", now, "--seed", "1"], input: input, variables: ["LINGO_HOME": home])
  }

  private func stored(_ home: String) throws -> Learner {
    try SQLiteProgressStore(path: home + "/progress.sqlite3").learner {
      Learner.new(name: "missing", today: Day(ordinal: 0), now: Date())
    }
  }

  @Test("two days in two processes: 27 → 28 → 29; a skipped day breaks it; reset brings back 27")
  func streakAcrossProcesses() throws {
    let home = temporaryHome()
    let first = try play(home: home, now: "2026-11-26T18:00:00Z")
    #expect(first.stdout.contains("🔥 27") && first.stdout.contains("🔥 28"))
    let second = try play(home: home, now: "2026-11-27T18:00:00Z")
    #expect(second.stdout.hasPrefix("🇪🇸  🔥 28"))
    #expect(second.stdout.contains("  🔥 29\n"))
    let broken = try play(home: home, now: "2026-11-29T18:00:00Z")
    // The streak that ended is said first, once, then the lesson starts from 0.
    #expect(broken.stdout.contains("Your 29-day streak ended."))
    #expect(broken.stdout.contains("🇪🇸  🔥 0"))
    #expect(broken.stdout.contains("A new streak starts today!"))
    let reset = try runBinary(
      ["reset", "--yes", "--now", "2026-11-29T18:00:00Z"], input: "", variables: ["LINGO_HOME": home])
    #expect(reset.status == 0)
    #expect(try play(home: home, now: "2026-11-29T18:00:00Z").stdout.hasPrefix("🇪🇸  🔥 27"))
  }

  @Test("energy spent in an abandoned lesson stays spent; nothing else is recorded")
  func abandoned() throws {
    let home = temporaryHome()
    let run = try play(home: home, now: "2026-11-26T18:00:00Z", input: "coffee\nA coffee with milk please\n")
    #expect(run.status == 3)
    let learner = try stored(home)
    #expect(learner.energy.stored == 23)
    #expect(learner.streakCount == 27)
    #expect(learner.totalXP == 4_120)
  }

  @Test(
    "kill -9 during 200 lessons: the file stays sound, every lesson that said complete is kept, some killed after",
    .tags(.endToEnd))
  func killNine() throws {
    let home = temporaryHome()
    let variables = ["LINGO_HOME": home]
    // Seeded, so every run kills at the same fractions of a lesson's time.
    var generator = SplitMix64(seed: 9)
    let start = try #require(ISO8601DateFormatter().date(from: "2026-11-26T18:00:00Z"))
    // The store is made first (Sam and his review history), and the course's check remembered in one
    // sandbox's cache for every run, so the kills land in lessons, not in making the store or checking.
    let sandbox = Sandbox()
    _ = try runBinary(
      ["play", "--lesson", "2.4", "--now", "2026-11-26T14:00:00Z"], input: "", variables: variables,
      sandbox: sandbox)
    // One lesson played to its end, timed: the kills are spread over that time, whatever the machine.
    let began = Date()
    let timed = try runBinary(
      ["play", "--lesson", "2.4", "--now", "2026-11-26T14:00:00Z", "--seed", "1"], input: rightAnswers,
      variables: variables, sandbox: sandbox)
    try #require(timed.status == 0, "\(timed.stderr)")
    let lesson = UInt32(min(max(Date().timeIntervalSince(began), 0.001), 10) * 1_000_000)
    let before = try stored(home)
    var saidComplete = 0
    var killedAfterSaying = 0
    for index in 0..<200 {
      // Four hours apart, so energy has refilled and every lesson can be played to its end.
      let now = ISO8601DateFormatter().string(from: start.addingTimeInterval(Double(index) * 4 * 3600))
      let (process, stdout, _) = try startBinary(
        ["play", "--lesson", "2.4", "--now", now, "--seed", "\(index)"], input: rightAnswers,
        variables: variables, sandbox: sandbox)
      var out = Data()
      if index % 4 == 3 {
        // Every fourth is killed the moment it says the lesson is complete.
        while !String(decoding: out, as: UTF8.self).contains("Lesson complete!") {
          let chunk = stdout.fileHandleForReading.availableData
          if chunk.isEmpty { break }
          out += chunk
        }
      } else {
        usleep(UInt32.random(in: 0...lesson, using: &generator))
      }
      kill(process.processIdentifier, SIGKILL)
      out += stdout.fileHandleForReading.readDataToEndOfFile()
      process.waitUntilExit()
      guard String(decoding: out, as: UTF8.self).contains("Lesson complete!") else { continue }
      saidComplete += 1
      if process.terminationReason == .uncaughtSignal { killedAfterSaying += 1 }
    }
    print("kill -9: \(saidComplete) of 200 lessons said Lesson complete!, \(killedAfterSaying) killed after")
    #expect(killedAfterSaying >= 1, "no lesson was killed after it said it was complete")
    let store = try SQLiteProgressStore(path: home + "/progress.sqlite3")
    #expect(try store.integrityCheck() == "ok")
    let recorded = try stored(home).lessonsCompleted - before.lessonsCompleted
    #expect(
      recorded >= saidComplete && recorded <= 200, "\(recorded) recorded, \(saidComplete) said complete")
  }

  @Test("two processes completing 20 lessons each at once record all 40")
  func twoWindows() async throws {
    let home = temporaryHome()
    _ = try play(home: home, now: "2026-11-26T18:00:00Z", input: "")
    let before = try stored(home)
    let start = try #require(ISO8601DateFormatter().date(from: "2026-11-26T19:00:00Z"))
    var completed = 0
    // Lesson i of both windows runs at the same moment, a day after lesson i - 1, so energy has refilled.
    // Twenty rounds are enough for the two processes' transactions to meet many times; each is a real
    // process, so more rounds only make the suite slower.
    for lesson in 0..<20 {
      let now = ISO8601DateFormatter().string(from: start.addingTimeInterval(Double(lesson) * 86_400))
      try await withThrowingTaskGroup(of: Int32.self) { group in
        for window in 0..<2 {
          group.addTask {
            try runBinary(
              ["play", "--lesson", "2.4", "--now", now, "--seed", "\(window * 100 + lesson)"],
              input: rightAnswers,
              variables: ["LINGO_HOME": home]
            ).status
          }
        }
        for try await status in group where status == 0 { completed += 1 }
      }
    }
    #expect(completed == 40)
    let after = try stored(home)
    #expect(after.lessonsCompleted - before.lessonsCompleted == 40)
    #expect(after.totalXP - before.totalXP == 40 * 15)
    #expect(after.streakCount == before.streakCount + 20)
  }
}
