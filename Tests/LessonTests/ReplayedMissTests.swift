import Course
import Testing

@testable import Lesson

/// A missed exercise comes back once, at the end of the lesson.
@Suite struct ReplayedMissTests {
  static let three = [OrderFood.coffeeImage, OrderFood.appleImage, OrderFood.likeCoffee]

  @Test func aMissGoesToTheBackOfTheQueue() throws {
    var lesson = makeLesson(Self.three)
    let grade = try #require(lesson.answer("tea").grade)
    #expect(!grade.correct)
    #expect(grade.comesBack)
    #expect(grade.solution == "coffee")
    #expect(lesson.queue == [1, 2, 0])
    #expect(lesson.missed == [0])
    #expect(lesson.settled == 0)
    #expect(lesson.isReplay == false)
  }

  @Test func theMissComesBackAfterTheOthers() throws {
    var lesson = makeLesson(Self.three)
    #expect(lesson.answer("tea").grade?.correct == false)
    #expect(lesson.answer("apple").grade?.correct == true)
    #expect(lesson.answer("I like coffee").summary == nil)
    #expect(lesson.current?.exercise == OrderFood.coffeeImage)
    #expect(lesson.isReplay)
    let effects = lesson.answer("coffee")
    #expect(effects.grade?.correct == true)
    #expect(effects.grade?.comesBack == false)
    #expect(effects.summary?.mistakes == 1)
    #expect(lesson.settled == 3)
  }

  @Test func missedAgainOnTheReplayItDoesNotComeBackAThirdTime() throws {
    var lesson = makeLesson(Self.three)
    #expect(lesson.skip().grade?.correct == false)
    #expect(lesson.answer("apple").grade?.correct == true)
    #expect(lesson.answer("I like coffee").grade?.correct == true)
    #expect(lesson.isReplay)
    let effects = lesson.answer("milk")
    let grade = try #require(effects.grade)
    #expect(!grade.correct)
    #expect(!grade.comesBack)
    #expect(lesson.queue.isEmpty)
    #expect(lesson.isFinished)
    let summary = try #require(effects.summary)
    #expect(summary.mistakes == 1)
    #expect(summary.accuracy == 67)
  }

  @Test func twoMissesComeBackInTheOrderTheyWereMissed() {
    var lesson = makeLesson(Self.three)
    #expect(lesson.answer("water").grade?.correct == false)
    #expect(lesson.answer("apple").grade?.correct == true)
    #expect(lesson.answer("coffee like I").grade?.correct == false)
    #expect(lesson.queue == [0, 2])
    #expect(lesson.missed == [0, 2])
  }
}
