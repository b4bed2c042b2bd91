import Foundation
import TestSupport
import Testing

@Suite("lingo status")
struct StatusTests {
  let now = ["--now", "2026-11-26T18:00:00Z"]

  @Test("at launch 🔥 27 and exit 1, without creating a learner; after the lesson 🔥 28 and exit 0")
  func launchThenLesson() throws {
    let home = MemoryHome()

    let launch = lingo(["status"] + now, home: home)
    #expect(launch.stdout == "🔥 27 · 0/30 XP · ⚡ 25 · next: Order food\n")
    #expect(launch.status == 1)
    #expect(home.learner == nil, "status must not create a learner")

    let play = lingo(
      ["play", "--lesson", "2.4", "--seed", "1"] + now, input: oneMistakeAnswers, home: home)
    #expect(play.status == 0)
    let before = home.learner

    let after = lingo(["status"] + now, home: home)
    #expect(after.stdout == "🔥 28 · 15/30 XP · ⚡ 18 · next: At the café\n")
    #expect(after.status == 0)
    #expect(lingo(["status", "--format", "{streak}"] + now, home: home).stdout == "28\n")
    #expect(
      lingo(
        ["status", "--format", "{xp}/{goal} {energy} {done} {{next}}: {next}"] + now, home: home
      )
      .stdout == "15/30 18 yes {next}: At the café\n")
    #expect(home.learner == before, "status must not write the store")
  }

  @Test("--ascii has no emoji; --plain reads as a sentence")
  func asciiAndPlain() {
    let ascii = lingo(["status", "--ascii"] + now)
    #expect(ascii.stdout == "streak 27 · 0/30 XP · energy 25 · next: Order food\n")
    let plain = lingo(["status", "--plain"] + now)
    #expect(plain.stdout == "Streak 27 days. Today 0 of 30 XP. Energy 25. Next lesson: Order food.\n")
    #expect(plain.stdout.unicodeScalars.allSatisfy { $0.isASCII })
  }

  @Test("an unknown field or argument is bad usage, exit 2")
  func badUsage() {
    let unknown = lingo(["status", "--format", "{streek}"] + now)
    #expect(unknown.status == 2)
    #expect(unknown.stderr.contains("no field 'streek'") && unknown.stderr.contains("{streak}"))
    #expect(unknown.stdout.isEmpty)
    #expect(lingo(["status", "extra"]).status == 2)
    #expect(lingo(["status", "--format", "{streak"] + now).status == 2)
  }

  /// On disk: the damage is in the progress file's bytes.
  @Test("a damaged progress file is reported with exit 7 and left as it was", .tags(.endToEnd))
  func damagedStore() throws {
    let home = temporaryHome()
    try FileManager.default.createDirectory(atPath: home, withIntermediateDirectories: true)
    let garbage = Data("this is not a database, not at all, not even close to one".utf8)
    let file = URL(fileURLWithPath: home + "/progress.sqlite3")
    try garbage.write(to: file)
    let run = lingo(onDisk: ["status"] + now, variables: ["LINGO_HOME": home])
    #expect(run.status == 7)
    #expect(run.stderr.contains("damaged"))
    #expect(try Data(contentsOf: file) == garbage)
  }
}
