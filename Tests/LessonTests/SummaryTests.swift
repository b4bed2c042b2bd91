import Course
import Foundation
import Testing

@testable import Lesson

/// "Lesson complete!": total XP, accuracy and time.
@Suite struct SummaryTests {
  /// Plays "Order food" right, except the exercises at `misses` are skipped once; returns the final effects.
  static func playOrderFood(missing misses: Set<Int>, finishingAfter seconds: TimeInterval)
    -> (Lesson, [LessonEffect])
  {
    var lesson = makeLesson(OrderFood.all)
    var effects: [LessonEffect] = []
    while let index = lesson.queue.first {
      let isLast = lesson.queue.count == 1
      let time: TimeInterval = isLast ? seconds : 1
      if misses.contains(index) && !lesson.isReplay {
        effects = lesson.skip(after: time)
      } else {
        effects = lesson.answer(OrderFood.rightLines[index], after: time)
      }
    }
    return (lesson, effects)
  }

  @Test func oneMissInSevenIsAmazing86AndEarnsTheBonus() throws {
    let (lesson, effects) = Self.playOrderFood(missing: [2], finishingAfter: 134)
    let summary = try #require(effects.summary)
    #expect(summary.exercises == 7)
    #expect(summary.mistakes == 1)
    #expect(summary.accuracy == 86)
    #expect(summary.xp == 15)
    #expect(summary.accuracyWord == "AMAZING")
    #expect(summary.seconds == 134)
    #expect(summary.clock == "2:14")
    #expect(summary.timeWord == "SPEEDY")
    #expect(lesson.summary(at: lessonStart.addingTimeInterval(134)) == summary)
  }

  @Test func allRightIsPerfect() throws {
    let (_, effects) = Self.playOrderFood(missing: [], finishingAfter: 61.9)
    let summary = try #require(effects.summary)
    #expect(summary.mistakes == 0)
    #expect(summary.accuracy == 100)
    #expect(summary.accuracyWord == "PERFECT")
    #expect(summary.xp == 15)
    #expect(summary.seconds == 61)
    #expect(summary.clock == "1:01")
  }

  @Test func twoMissesInSevenEarnNoBonus() throws {
    let (_, effects) = Self.playOrderFood(missing: [0, 6], finishingAfter: 200)
    let summary = try #require(effects.summary)
    #expect(summary.accuracy == 71)
    #expect(summary.accuracyWord == "GREAT")
    #expect(summary.xp == 10)
    #expect(summary.timeWord == "COMMITTED")
  }

  @Test func eightyPercentStillEarnsTheBonus() throws {
    var lesson = makeLesson(Array(OrderFood.all.prefix(5)), baseXP: 20)
    #expect(lesson.skip().grade?.correct == false)
    for index in 1..<5 { #expect(lesson.answer(OrderFood.rightLines[index]).grade?.correct == true) }
    let summary = try #require(lesson.answer("coffee", after: 45).summary)
    #expect(summary.accuracy == 80)
    #expect(summary.xp == 25)
    #expect(summary.accuracyWord == "GREAT")
    #expect(summary.seconds == 45)
  }

  @Test func theSecondsRunFromTheStartToTheCompletingEvent() throws {
    var lesson = makeLesson([OrderFood.coffeeImage, OrderFood.appleImage])
    #expect(lesson.answer("coffee", after: 5).grade?.correct == true)
    let summary = try #require(lesson.answer("apple", after: 77.5).summary)
    #expect(summary.seconds == 77)
  }
}
