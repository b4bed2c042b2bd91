import Foundation
import TestSupport
import Testing

/// A "complete the sentence" answered wrong: the correction is the whole sentence with the right word in
/// its blank, and the sentence's translation follows, in each of the three outputs.
@Suite("complete the sentence: the whole sentence and its translation")
struct CompleteSentenceTests {
  /// Lesson 2.4 up to its blank "Yo ___ un café.", answered `quiere`, then left.
  static let input = """
    coffee
    A coffee with milk please
    café=coffee, té=tea, agua=water, pan=bread, leche=milk
    quiere
    :quit

    """

  @Test("text: the sentence, then its translation, grey, under the banner")
  func text() throws {
    let run = lingo(["play", "--lesson", "2.4"] + fixed, input: Self.input)
    #expect(run.status == 4)
    #expect(
      run.stdout.contains(
        "› quiere\n✘ Correct solution:\n  Yo quiero un café.\n  I want a coffee.\n"
          + "  This one comes back at the end.\n"),
      "\(run.stdout)")
    let colour = lingo(["play", "--lesson", "2.4", "--color", "always"] + fixed, input: Self.input)
    let lines = colour.stdout.components(separatedBy: "\n")
    let grey = try #require(lines.first { $0.contains("I want a coffee.") })
    #expect(grey.hasPrefix("  \u{1B}["), "\(grey)")
  }

  @Test("plain: the sentence in the banner, a Meaning line after it")
  func plain() {
    let run = lingo(["play", "--lesson", "2.4", "--plain"] + fixed, input: Self.input)
    #expect(run.status == 4)
    #expect(
      run.stdout.contains(
        "Answer: quiere\nWrong. Correct solution: Yo quiero un café. This one comes back at the end.\n"
          + "Meaning: I want a coffee.\n"),
      "\(run.stdout)")
  }

  @Test("--json: the result event's solution is the sentence and its translation a field")
  func json() throws {
    let run = lingo(["play", "--lesson", "2.4", "--json"] + fixed, input: Self.input)
    let events = try run.stdout.split(separator: "\n").map { line in
      try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
    }
    let results = events.filter { $0["type"] as? String == "result" }
    #expect(results.count == 4)
    let wrong = try #require(results.last)
    #expect(wrong["correct"] as? Bool == false)
    #expect(wrong["solution"] as? String == "Yo quiero un café.")
    #expect(wrong["translation"] as? String == "I want a coffee.")
    // Exercises without a translation carry none.
    #expect(results.dropLast().allSatisfy { $0["translation"] == nil })
  }
}
