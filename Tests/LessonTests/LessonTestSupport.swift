import Course
import Foundation
import Randomness

@testable import Lesson

/// The moment every test lesson starts.
let lessonStart = Date(timeIntervalSince1970: 1_750_000_000)

/// A lesson of `exercises`, shuffled by a fixed seed, started at `lessonStart`.
func makeLesson(
  _ exercises: [Exercise], baseXP: Int = 10, scoring: Lesson.Scoring = .lesson, energy: Int = 25,
  accentForgiveness: Bool = true, seed: UInt64 = 42, lexicons: Lexicons = .none
) -> Lesson {
  var generator = SplitMix64(seed: seed)
  return Lesson(
    exercises: exercises, baseXP: baseXP, scoring: scoring, energy: energy,
    accentForgiveness: accentForgiveness,
    lexicons: lexicons, startedAt: lessonStart, generator: &generator)
}

extension Lesson {
  /// Submits `line` `seconds` after the lesson started.
  mutating func answer(_ line: String, after seconds: TimeInterval = 1) -> [LessonEffect] {
    handle(.answerSubmitted(line), at: lessonStart.addingTimeInterval(seconds))
  }

  /// Skips the current exercise `seconds` after the lesson started.
  mutating func skip(after seconds: TimeInterval = 1) -> [LessonEffect] {
    handle(.skipped, at: lessonStart.addingTimeInterval(seconds))
  }

  /// The 1-based number the current exercise shows beside `choice`.
  func number(of choice: String) -> Int? {
    current?.choices.firstIndex(of: choice).map { $0 + 1 }
  }

  /// The `1b` a learner types to pair `left` with `right` on the current board.
  func pairCode(_ left: String, _ right: String) -> String? {
    guard let prompt = current, let l = prompt.left.firstIndex(of: left),
      let r = prompt.right.firstIndex(of: right)
    else { return nil }
    return "\(l + 1)\(Character(Unicode.Scalar(UInt8(ascii: "a") + UInt8(r))))"
  }
}

extension [LessonEffect] {
  /// The grade among the effects, if the exercise was graded.
  var grade: Grade? {
    for case .graded(let grade) in self { return grade }
    return nil
  }

  /// The refusal message, if the line was refused.
  var refusal: String? {
    for case .refused(let message) in self { return message }
    return nil
  }

  /// The summary, if the lesson completed.
  var summary: LessonSummary? {
    for case .completed(let summary) in self { return summary }
    return nil
  }

  /// Whether energy was spent.
  var spentEnergy: Bool {
    contains { if case .energySpent = $0 { true } else { false } }
  }
}

/// The "Order food" lesson's exercises a–g, as the bundled course has them.
enum OrderFood {
  static let coffeeImage = Exercise.selectImage(
    SelectImage(
      prompt: "el café",
      choices: [
        Picture(name: "coffee", emoji: "☕"), Picture(name: "tea", emoji: "🍵"),
        Picture(name: "water", emoji: "💧"), Picture(name: "milk", emoji: "🥛"),
      ], answer: "coffee"))

  static let coffeeWithMilk = Exercise.translate(
    Translate(
      prompt: "Un café con leche, por favor.", answer: "A coffee with milk, please",
      bank: ["A", "coffee", "with", "milk", "please", "tea", "the", "water"]))

  static let drinksMatch = Exercise.match(
    Match(pairs: [
      Pair("café", "coffee"), Pair("té", "tea"), Pair("agua", "water"), Pair("pan", "bread"),
      Pair("leche", "milk"),
    ]))

  static let quieroBlank = Exercise.complete(
    Complete(
      prompt: "Yo ___ un café.", choices: ["quiero", "quieres", "quiere"], answer: "quiero",
      translation: "I want a coffee."))

  static let appleImage = Exercise.selectImage(
    SelectImage(
      prompt: "la manzana",
      choices: [
        Picture(name: "apple", emoji: "🍎"), Picture(name: "bread", emoji: "🍞"),
        Picture(name: "cheese", emoji: "🧀"), Picture(name: "orange", emoji: "🍊"),
      ], answer: "apple"))

  static let wantCoffee = Exercise.translate(
    Translate(
      prompt: "Quiero un café, por favor.", answer: "I want a coffee, please",
      bank: ["I", "want", "a", "coffee", "please", "tea", "the", "milk", "water"]))

  static let likeCoffee = Exercise.translate(
    Translate(
      prompt: "Me gusta el café.", answer: "I like coffee",
      bank: ["I", "like", "coffee", "tea", "you", "milk"]))

  /// Exercises a–g in order.
  static let all = [
    coffeeImage, coffeeWithMilk, drinksMatch, quieroBlank, appleImage, wantCoffee, likeCoffee,
  ]

  /// The right answer line for each of a–g, as text; the match clears in one line.
  static let rightLines = [
    "coffee", "A coffee with milk, please", "café=coffee, té=tea, agua=water, pan=bread, leche=milk",
    "quiero", "apple", "I want a coffee, please", "I like coffee",
  ]
}
