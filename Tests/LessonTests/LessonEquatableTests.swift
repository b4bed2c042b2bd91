import Course
import Foundation
import Testing

@testable import Lesson

/// A lesson's whole state compares: copies are equal until one moves on, and lexicons compare by identity.
@Suite struct LessonEquatableTests {
  @Test func aCopyIsEqualUntilOneOfThemMovesOn() {
    let lesson = makeLesson(OrderFood.all)
    var copy = lesson
    #expect(copy == lesson)
    #expect(copy.answer(OrderFood.rightLines[0]).grade?.correct == true)
    #expect(copy != lesson)
    var again = lesson
    #expect(again.answer(OrderFood.rightLines[0]).grade?.correct == true)
    #expect(again == copy)
  }

  @Test func aMatchBoardComparesByThePairsMatched() throws {
    var lesson = makeLesson([OrderFood.drinksMatch])
    let before = try #require(lesson.board)
    let tried = lesson.answer("café=coffee")
    #expect(tried.contains { if case .pairTried(_, _, true) = $0 { true } else { false } })
    let after = try #require(lesson.board)
    #expect(after != before)
    #expect(after == after)
  }

  @Test func lessonsMadeApartWithTheSameLexiconsAreNotTheSameLesson() {
    let words = Lexicons(taught: WordListLexicon(["café"]), learner: WordListLexicon(["coffee"]))
    let one = makeLesson(OrderFood.all, lexicons: words)
    let other = makeLesson(OrderFood.all, lexicons: words)
    #expect(one != other)
    #expect(one.prompts == other.prompts)
    #expect(one.queue == other.queue)
  }
}
