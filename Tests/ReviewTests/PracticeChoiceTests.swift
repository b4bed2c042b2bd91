import Course
import Foundation
import Review
import Testing

/// A practice's exercises: the mistakes newest first, then an exercise for each weak word, up to seven.
@Suite struct PracticeChoiceTests {
  static let words = ["perro", "gato", "casa", "mesa", "silla", "libro", "agua", "pan", "leche"]
  static let meanings = ["dog", "cat", "house", "table", "chair", "book", "water", "bread", "milk"]

  /// A node "n" with a picture for each word, in order, and a blank "b" that reviews leave out.
  static let course = Course(
    id: "g", title: "G", language: Language(code: "es", name: "Spanish", flag: ""),
    fromLanguage: Language(code: "en", name: "English", flag: ""),
    units: [
      PathUnit(
        id: "u", section: 1, number: 1, title: "U",
        nodes: [
          Node(
            id: "n", title: "N", teaches: words,
            exercises: zip(words, meanings).map { word, meaning in
              .selectImage(
                SelectImage(
                  prompt: "el \(word)",
                  choices: [Picture(name: meaning, emoji: "🐶"), Picture(name: "other", emoji: "🐱")],
                  answer: meaning))
            }),
          Node(
            id: "b", title: "B",
            exercises: [.complete(Complete(prompt: "el ___", choices: ["perro", "gato"], answer: "perro"))]),
        ])
    ])

  private func ref(_ node: String, _ index: Int) -> ExerciseRef { ExerciseRef(node: node, index: index) }

  @Test func theMistakesComeFirstNewestFirstThenTheWeakWords() {
    let chosen = PracticeChoice.exercises(
      missed: [ref("b", 0), ref("n", 4)], weakest: ["casa", "silla", "perro"], in: Self.course)
    #expect(chosen.map(\.ref) == [ref("b", 0), ref("n", 4), ref("n", 2), ref("n", 0)])
    #expect(chosen.map(\.missed) == [true, true, false, false])
  }

  @Test func aPracticeIsALessonsLengthAtMost() {
    let missed = (0..<5).map { ref("n", $0) }
    let chosen = PracticeChoice.exercises(missed: missed, weakest: Self.words.reversed(), in: Self.course)
    #expect(chosen.count == PracticeChoice.size)
    #expect(chosen.prefix(5).map(\.ref) == missed)
    #expect(chosen.suffix(2).map(\.ref) == [ref("n", 8), ref("n", 7)])
  }

  @Test func aMistakeTheCourseNoLongerHasIsPassedOver() {
    let chosen = PracticeChoice.exercises(
      missed: [ref("gone", 0), ref("n", 99), ref("n", 1), ref("n", 1)], weakest: [], in: Self.course)
    #expect(chosen.map(\.ref) == [ref("n", 1)])
  }

  @Test func nothingMissedAndNoWordsIsNothing() {
    #expect(PracticeChoice.exercises(missed: [], weakest: [], in: Self.course).isEmpty)
  }

  @Test func theWeakestCardsComeFirst() throws {
    let now = Date(timeIntervalSince1970: 1_795_975_200)
    var book = ReviewBook()
    var generator = SystemRandomNumberGenerator()
    let scheduler = WordReviews.standard
    book.review("perro", rating: .easy, at: now, scheduler: scheduler, using: &generator)
    book.review("gato", rating: .again, at: now, scheduler: scheduler, using: &generator)
    let weakest = PracticeChoice.weakest(in: book, at: now.addingTimeInterval(86_400 * 3))
    #expect(weakest == ["gato", "perro"])
  }
}
