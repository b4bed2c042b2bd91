import Foundation
import Testing

@Suite("lingo status")
struct StatusTests {
  let now = ["--now", "2026-11-26T18:00:00Z"]

  @Test("at launch 🔥 27 and exit 1, without creating a learner; after the lesson 🔥 28 and exit 0")
  func launchThenLesson() throws {
    let home = temporaryHome()
    let variables = ["LINGO_HOME": home]
    let file = home + "/progress.sqlite3"

    let launch = lingo(["status"] + now, variables: variables)
    #expect(launch.stdout == "🔥 27 · 0/30 XP · ⚡ 25 · next: Order food\n")
    #expect(launch.status == 1)
    #expect(!FileManager.default.fileExists(atPath: home), "status must not create the progress folder")

    let play = lingo(
      ["play", "--lesson", "2.4", "--seed", "1"] + now, input: oneMistakeAnswers, variables: variables)
    #expect(play.status == 0)
    let before = try Data(contentsOf: URL(fileURLWithPath: file))

    let after = lingo(["status"] + now, variables: variables)
    #expect(after.stdout == "🔥 28 · 15/30 XP · ⚡ 18 · next: At the café\n")
    #expect(after.status == 0)
    #expect(lingo(["status", "--format", "{streak}"] + now, variables: variables).stdout == "28\n")
    #expect(
      lingo(
        ["status", "--format", "{xp}/{goal} {energy} {done} {{next}}: {next}"] + now, variables: variables
      )
      .stdout == "15/30 18 yes {next}: At the café\n")
    #expect(try Data(contentsOf: URL(fileURLWithPath: file)) == before, "status must not write the store")
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

  @Test("a damaged progress file is reported with exit 7 and left as it was")
  func damagedStore() throws {
    let home = temporaryHome()
    try FileManager.default.createDirectory(atPath: home, withIntermediateDirectories: true)
    let garbage = Data("this is not a database, not at all, not even close to one".utf8)
    let file = URL(fileURLWithPath: home + "/progress.sqlite3")
    try garbage.write(to: file)
    let run = lingo(["status"] + now, variables: ["LINGO_HOME": home])
    #expect(run.status == 7)
    #expect(run.stderr.contains("damaged"))
    #expect(try Data(contentsOf: file) == garbage)
  }
}
