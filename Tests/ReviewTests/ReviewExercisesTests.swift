import Course
import Review
import Testing

/// Review rounds: exercises that test the words due, and glossary pairs for the words none tests.
@Suite struct ReviewExercisesTests {
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
    let exercises = ReviewChoice.exercises(covering: ["gato", "perro", "casa"], in: Self.course)
    #expect(exercises.count == 2)
    guard case .match(let match) = try #require(exercises.last) else {
      Issue.record("no glossary pairs")
      return
    }
    #expect(match.pairs == [Pair("gato", "cat"), Pair("casa", "house"), Pair("perro", "dog")])
  }

  @Test func everySecondTranslationOfARoundIsTyped() {
    let into = Translate(
      prompt: "The dog", answer: "El perro", bank: ["El", "perro", "gato"], answerLanguage: .taught)
    let back = Translate(prompt: "El gato", answer: "The cat", bank: ["The", "cat", "dog"])
    let pairs = Exercise.match(Match(pairs: [Pair("perro", "dog"), Pair("gato", "cat")]))
    let round = ReviewChoice.typingEveryOther([.translate(into), pairs, .translate(back), .translate(into)])
    #expect(round == [.translate(into), pairs, .type(TypeIn(back)), .translate(into)])
    #expect(TypeIn(into).answerLanguage == .taught && TypeIn(into).answer == "El perro")
  }

  @Test func noPairsWhenEveryWordHasAnExercise() {
    #expect(ReviewChoice.exercises(covering: ["perro"], in: Self.course).count == 1)
    #expect(ReviewChoice.glossaryPairs([], then: ["perro"], in: Self.course) == nil)
  }
}
