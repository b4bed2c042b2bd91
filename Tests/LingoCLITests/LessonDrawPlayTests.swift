import Foundation
import TestSupport
import Testing

/// A node that holds more exercises than a lesson plays (`plays`) draws its set with the seed; a lesson
/// with mistakes leaves them for `lingo practice`.
@Suite("lessons that vary, and practice of one's mistakes")
struct LessonDrawPlayTests {
  /// A course whose first node holds 12 exercises (each answered "coffee") and plays 5.
  static let course = packageRoot.appendingPathComponent(
    "Tests/LingoCLITests/Fixtures/twelve-plays-five.json"
  )
  .path
  static let now = ["--now", "2026-11-26T18:00:00Z"]
  static let fiveAnswers = String(repeating: "coffee\n", count: 5)

  /// The prompts of the exercises a `--json` run showed, in order.
  static func prompts(_ run: Run) -> [String] {
    run.stdout.split(separator: "\n").compactMap { line in
      let object = try? JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any]
      return object?["type"] as? String == "exercise" ? object?["prompt"] as? String : nil
    }
  }

  func play(seed: Int, home: MemoryHome, json: Bool = true) -> Run {
    lingo(
      ["play", Self.course, "--lesson", "1.1", "--seed", "\(seed)"] + Self.now + (json ? ["--json"] : []),
      input: Self.fiveAnswers, home: home)
  }

  @Test("the same seed plays the same bytes; another seed, or the next play, another set")
  func drawnSets() {
    let first = play(seed: 1, home: MemoryHome(), json: false)
    let again = play(seed: 1, home: MemoryHome(), json: false)
    #expect(first.status == 0, "\(first.stderr)")
    #expect(first.stdout == again.stdout)
    let one = Set(Self.prompts(play(seed: 1, home: MemoryHome())))
    let other = Set(Self.prompts(play(seed: 2, home: MemoryHome())))
    #expect(one.count == 5)
    #expect(other.count == 5)
    #expect(one != other)
    // The next play of the node leaves out the last one's five: the pool of 12 allows it.
    let home = MemoryHome()
    let before = Set(Self.prompts(play(seed: 1, home: home)))
    let next = Set(Self.prompts(play(seed: 1, home: home)))
    #expect(before.count == 5)
    #expect(next.count == 5)
    #expect(before.isDisjoint(with: next))
  }

  @Test("lesson 2.4, which has no plays, still plays its seven exercises in course order")
  func noPlaysPlaysAll() {
    let run = lingo(["play", "--lesson", "2.4", "--json", "--seed", "1"] + Self.now, input: rightAnswers)
    let prompts = Self.prompts(run)
    // The match has no prompt of its own: six prompts, in the course's order.
    #expect(
      prompts == [
        "el café", "Un café con leche, por favor.", "Yo ___ un café.", "la manzana",
        "Quiero un café, por favor.",
        "Me gusta el café.",
      ], "\(prompts)")
    #expect(run.status == 0)
  }

  /// Lesson 2.4 with two mistakes (tea for "el café", bread for "la manzana"), their replays right.
  static let twoMistakes = """
    tea
    A coffee with milk please
    café=coffee, té=tea, agua=water, pan=bread, leche=milk
    quiero
    bread
    I want a coffee, please
    I like coffee
    coffee
    apple

    """

  @Test("lingo practice after a lesson with two mistakes plays both missed exercises")
  func practiceMistakes() {
    let home = MemoryHome()
    let lesson = lingo(
      ["play", "--lesson", "2.4", "--seed", "1"] + Self.now, input: Self.twoMistakes, home: home)
    #expect(lesson.status == 0, "\(lesson.stdout)\(lesson.stderr)")
    // The newest mistake first; input ends after the two answers (the top-ups are not answered).
    let practice = lingo(
      ["practice", "--json", "--seed", "1"] + Self.now, input: "apple\ncoffee\n", home: home)
    let prompts = Self.prompts(practice)
    #expect(prompts.contains("el café"), "\(practice.stdout)")
    #expect(prompts.contains("la manzana"), "\(practice.stdout)")
    #expect(practice.stdout.contains("\"lesson\":\"practice\""), "\(practice.stdout)")
    #expect(Array(prompts.prefix(2)) == ["la manzana", "el café"], "\(prompts)")
    let text = lingo(["practice", "--seed", "1"] + Self.now, input: "apple\ncoffee\n", home: home)
    #expect(text.stdout.contains("Practice"))
    #expect(text.stdout.contains("el café"))
    #expect(text.stdout.contains("la manzana"))
  }

  @Test("practice with nothing missed and nothing due says so, what to do instead, and exits 0")
  func nothingToPractise() {
    let home = MemoryHome()
    let fresh = lingo(["reset", "--new", "Alex", "--course", "spanish", "--goal", "10", "--yes"], home: home)
    #expect(fresh.status == 0, "\(fresh.stderr)")
    let run = lingo(["practice"] + Self.now, home: home)
    #expect(run.status == 0, "\(run.stderr)")
    #expect(run.stdout.contains("Nothing to practise"))
    #expect(run.stdout.contains("lingo play"))
  }
}
