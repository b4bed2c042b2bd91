import Foundation
import TestSupport
import Testing

@Suite("lingo play")
struct PlayTests {
  @Test("the right run: seven praise banners, 100 %, the streak 27 → 28")
  func rightRun() {
    let run = lingo(["play", "--lesson", "2.4"] + fixed, input: rightAnswers)
    #expect(run.status == 0)
    let praise = run.stdout.components(separatedBy: "\n").filter {
      $0.hasPrefix("✔ Nice job!") || $0.hasPrefix("✔ Amazing!") || $0.hasPrefix("✔ Great job!")
    }
    #expect(praise.count == 7)
    #expect(run.stdout.contains("Lesson complete!"))
    #expect(run.stdout.contains("100%"))
    #expect(run.stdout.contains("🔥 27") && run.stdout.contains("🔥 28"))
    #expect(run.stderr.isEmpty)
    assertGolden(run.stdout, "play-right.txt")
  }

  @Test("one mistake: the solution, the replay, TOTAL XP 15 and 86 %")
  func oneMistake() throws {
    let run = lingo(["play", "--lesson", "2.4"] + fixed, input: oneMistakeAnswers)
    #expect(run.status == 0)
    #expect(run.stdout.contains("Correct solution:"))
    #expect(run.stdout.contains("PREVIOUS MISTAKE"))
    #expect(run.stdout.contains("86%") && run.stdout.contains("AMAZING"))
    let boxes = try #require(run.stdout.components(separatedBy: "\n").first { $0.contains("86%") })
    #expect(boxes.contains(" 15 "))
    #expect(!run.stdout.contains("# a comment"))
    assertGolden(run.stdout, "play-one-mistake.txt")
  }

  @Test("the same input gives the same bytes")
  func deterministic() {
    let first = lingo(["play"] + fixed + ["--json"], input: oneMistakeAnswers)
    let second = lingo(["play"] + fixed + ["--json"], input: oneMistakeAnswers)
    #expect(first.stdout == second.stdout)
    #expect(
      lingo(["play"] + fixed, input: rightAnswers).stdout
        == lingo(["play"] + fixed, input: rightAnswers).stdout)
  }

  @Test("input that ends early exits 3 with a clear line")
  func inputEnded() {
    let run = lingo(["play"] + fixed, input: "coffee\n")
    #expect(run.status == 3)
    #expect(run.stdout.contains("Input ended before the lesson was finished (1 of 7 done)"))
    #expect(!run.stdout.contains("Lesson complete!"))
  }

  @Test(":quit leaves with its own code")
  func quit() {
    let run = lingo(["play"] + fixed, input: "coffee\n:quit\n")
    #expect(run.status == 4)
    #expect(run.stdout.contains("You left the lesson"))
  }

  @Test("a refused word repeats the prompt and spends no energy")
  func refusedWord() {
    let run = lingo(["play"] + fixed, input: "coffee\nA coffee with sugar please\n")
    #expect(run.stdout.contains("“sugar” is not in the word bank."))
    #expect(!run.stdout.contains("energy 23") && !run.stdout.contains("⚡ 23"))
  }

  @Test("--ascii draws no emoji and --color always paints")
  func styles() {
    let ascii = lingo(["play"] + fixed + ["--ascii"], input: rightAnswers)
    #expect(!ascii.stdout.unicodeScalars.contains { $0.properties.isEmojiPresentation })
    #expect(ascii.stdout.contains("ES  streak 27  gems 505  energy 25"))
    let colored = lingo(["play"] + fixed + ["--color", "always"], input: rightAnswers)
    #expect(colored.stdout.contains("\u{1B}["))
    let plain = lingo(["play"] + fixed, input: rightAnswers, variables: ["NO_COLOR": "1"])
    #expect(!plain.stdout.contains("\u{1B}["))
  }
}
