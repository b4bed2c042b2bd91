import Foundation
import TestSupport
import Testing

@testable import App
@testable import LingoCLI

@Suite("--plain and reduced motion")
struct PlainModeTests {
  /// The characters plain output must never hold: ESC, box drawing and block elements, emoji.
  func noise(in text: String) -> [Unicode.Scalar] {
    text.unicodeScalars.filter { scalar in
      scalar == "\u{1B}" || (0x2500...0x259F).contains(scalar.value)
        || scalar.properties.isEmojiPresentation || (0x1F000...0x1FAFF).contains(scalar.value)
        || scalar.value == 0xFE0F
    }
  }

  @Test("the lesson in plain mode: labelled lines, golden")
  func lesson() {
    let run = lingo(["play", "--lesson", "2.4", "--plain"] + fixed, input: oneMistakeAnswers)
    #expect(run.status == 0)
    #expect(
      run.stdout.contains(
        "Exercise 2 of 7. Energy 24.\nTranslate this sentence: Un café con leche, por favor."))
    #expect(run.stdout.contains("Word bank: "))
    #expect(run.stdout.contains("Lesson complete! Total XP 15. Accuracy 86 percent"))
    #expect(noise(in: run.stdout).isEmpty, "noise: \(noise(in: run.stdout))")
    assertGolden(run.stdout, "plain-lesson.txt")
  }

  @Test("the path and the leaderboard in plain mode, golden")
  func views() {
    let path = lingo(["learn", "--plain"] + fixed)
    #expect(
      path.stdout.contains("Node 4, lesson: Order food. Current: type start (lingo play at the shell)."))
    #expect(noise(in: path.stdout).isEmpty)
    assertGolden(path.stdout, "plain-path.txt")
    let board = lingo(["leaderboard", "--plain"] + fixed)
    #expect(board.stdout.contains("6. Sam Rivera (you), 285 XP."))
    #expect(noise(in: board.stdout).isEmpty)
    assertGolden(board.stdout, "plain-leaderboard.txt")
  }

  @Test("LINGO_PLAIN=1 is --plain; a whole visit has no ESC, box drawing or emoji, even with --color always")
  func wholeVisit() {
    let visit = """
      learn
      open 5
      guide
      quests
      profile
      words
      passport
      settings
      start
      \(rightAnswers)leaderboard
      words
      quit

      """
    let byOption = lingo(fixed + ["--plain", "--color", "always"], input: visit)
    let byVariable = lingo(fixed, input: visit, variables: ["LINGO_PLAIN": "1"])
    #expect(byOption.status == 0)
    #expect(byOption.stdout == byVariable.stdout)
    #expect(byOption.stdout.contains("You moved up to 4th place"))
    #expect(noise(in: byOption.stdout).isEmpty, "noise: \(noise(in: byOption.stdout))")
    #expect(!byOption.stdout.contains("___"))
  }

  /// An environment that looks like a terminal both ways, counting the pauses animations take.
  func terminal(
    _ variables: [String: String], output: @escaping (String) -> Void, pause: @escaping (Double) -> Void
  )
    -> AppEnvironment
  {
    AppEnvironment(
      variables: ["TZ": "UTC"].merging(variables) { $1 },
      inputIsTerminal: true,
      outputIsTerminal: true, now: { Date(timeIntervalSince1970: 0) }, readLine: { nil }, write: output,
      writeError: { _ in }, pause: pause, services: inMemory(["TZ": "UTC"].merging(variables) { $1 }))
  }

  @Test("LINGO_REDUCE_MOTION=1 stops the demo's animation: its final screen only, no pauses")
  func reducedMotionDemo() {
    var pauses = 0
    var still = ""
    _ = Lingo.run(
      ["demo"],
      environment: terminal(["LINGO_REDUCE_MOTION": "1"], output: { still += $0 }) { _ in pauses += 1 })
    #expect(pauses == 0)
    #expect(still.contains("Keep it up!") && !still.contains("\u{1B}[H"))
    var moving = 0
    _ = Lingo.run(["demo"], environment: terminal([:], output: { _ in }) { _ in moving += 1 })
    #expect(moving > 0)
  }

  @Test("at a terminal lessons and views animate unless reduced motion or plain output asks")
  func animationGate() throws {
    func animates(_ variables: [String: String], _ words: [String] = []) throws -> Bool {
      let environment = terminal(variables, output: { _ in }, pause: { _ in })
      let options = try CommonOptions(
        Arguments(words + ["--ephemeral"], flags: CommonOptions.flags, options: CommonOptions.valued))
      return try AppContext.open(options, environment).animates
    }
    #expect(try animates([:]))
    #expect(try !animates(["LINGO_REDUCE_MOTION": "1"]))
    #expect(try !animates(["LINGO_PLAIN": "1"]))
    #expect(try !animates([:], ["--plain"]))
  }
}
