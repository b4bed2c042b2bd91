import Course
import Foundation
import Testing

@testable import LingoCLI

/// The glossary at work outside the checker: the Words view shows meanings, review rounds pair words with them.
@Suite struct GlossaryUseTests {
  static let course = Course(
    id: "g", title: "G", language: Language(code: "es", name: "Spanish", flag: ""),
    fromLanguage: Language(code: "en", name: "English", flag: ""),
    units: [
      PathUnit(
        id: "u", section: 1, number: 1, title: "U",
        nodes: [
          Node(
            id: "n", kind: .lesson, title: "N", teaches: ["perro", "gato", "casa"],
            exercises: [
              .selectImage(
                SelectImage(
                  prompt: "el perro",
                  choices: [Picture(name: "dog", emoji: "🐶"), Picture(name: "cat", emoji: "🐱")], answer: "dog"
                ))
            ])
        ])
    ],
    glossary: Glossary([
      .init(word: "perro", meanings: ["dog"]), .init(word: "gato", meanings: ["cat"]),
      .init(word: "casa", meanings: ["house", "home"]),
    ]))

  @Test func wordsNoExerciseTestsAreReviewedAsGlossaryPairs() throws {
    let exercises = ReviewRound.cover(["gato", "perro", "casa"], in: Self.course)
    #expect(exercises.count == 2)
    guard case .match(let match) = try #require(exercises.last) else {
      Issue.record("no glossary pairs")
      return
    }
    #expect(match.pairs == [Pair("gato", "cat"), Pair("casa", "house"), Pair("perro", "dog")])
  }

  @Test func noPairsWhenEveryWordHasAnExercise() {
    #expect(ReviewRound.cover(["perro"], in: Self.course).count == 1)
    #expect(ReviewRound.glossaryPairs([], then: ["perro"], in: Self.course) == nil)
  }

  @Test("the Words view shows each word met with its meaning")
  func wordsViewShowsMeanings() {
    let variables = ["LINGO_HOME": temporaryHome(), "COLUMNS": "80"]
    _ = lingo(
      ["play", "--now", "2026-11-26T18:00:00Z", "--seed", "1"], input: rightAnswers, variables: variables)
    let words = lingo(["words", "--now", "2026-11-26T18:05:00Z"], variables: variables)
    #expect(words.stdout.contains("quiero"))
    #expect(words.stdout.range(of: "quiero +I want", options: .regularExpression) != nil, "\(words.stdout)")
    #expect(words.stdout.range(of: "manzana +apple", options: .regularExpression) != nil)
  }
}
