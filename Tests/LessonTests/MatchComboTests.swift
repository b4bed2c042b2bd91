import Course
import Testing

@testable import Lesson

/// A match has no CHECK: a wrong pair misses the exercise but leaves the combo as it was (docs/app.md).
@Suite struct MatchComboTests {
  /// Three images, then the drinks board; the seed puts the board last.
  static let exercises = Array(repeating: OrderFood.coffeeImage, count: 3) + [MatchTests.drinks]

  @Test func aFailedMatchNeitherAddsToNorBreaksTheCombo() throws {
    var lesson = makeLesson(Self.exercises, seed: 1)
    try #require(lesson.prompts.last?.isMatch == true)
    for _ in 0..<3 { #expect(lesson.answer("coffee").grade?.correct == true) }
    try #require(lesson.board != nil)
    #expect(lesson.combo == 3)
    #expect(lesson.isOnFire)
    #expect(lesson.answer("café=tea") == [.pairTried(left: "café", right: "tea", correct: false)])
    let grade = try #require(lesson.answer("café=coffee, té=tea, agua=water").grade)
    #expect(!grade.correct)
    #expect(grade.comesBack)
    #expect(lesson.combo == 3)
    #expect(lesson.isOnFire)
  }

  @Test func aRightMatchAddsNothingEither() throws {
    var lesson = makeLesson(Self.exercises, seed: 1)
    try #require(lesson.prompts.last?.isMatch == true)
    for _ in 0..<3 { _ = lesson.answer("coffee") }
    #expect(lesson.answer("café=coffee, té=tea, agua=water").grade?.correct == true)
    #expect(lesson.combo == 3)
  }
}
