import Course
import Foundation
import Testing

@testable import Lesson

/// When a lesson passes and what it pays: half right the first time for a node's lesson, anything right
/// for a review, which pays its share.
@Suite("passing a lesson")
struct PassingTests {
  /// Four images of coffee: `right` of them answered right the first time, the rest wrong, then right.
  func played(right: Int, scoring: Lesson.Scoring = .lesson) -> LessonSummary? {
    var lesson = makeLesson(Array(repeating: OrderFood.coffeeImage, count: 4), scoring: scoring)
    var last: LessonSummary?
    for number in 0..<4 {
      for case .completed(let summary) in lesson.answer(number < right ? "coffee" : "tea") { last = summary }
    }
    while lesson.current != nil {
      for case .completed(let summary) in lesson.answer("coffee") { last = summary }
    }
    return last
  }

  @Test("a node's lesson passes at half right: XP and the word from there, nothing below", arguments: 0...4)
  func passFloor(right: Int) throws {
    let summary = try #require(played(right: right))
    #expect(summary.accuracy == right * 25)
    #expect(summary.passed == (right >= 2))
    #expect(summary.xp == (right == 4 ? 15 : right >= 2 ? 10 : 0))
    let word = ["NOT YET", "NOT YET", "GOOD", "GREAT", "PERFECT"][right]
    #expect(summary.accuracyWord == word)
  }

  @Test("a review pays its share of what was right; nothing right, nothing paid", arguments: 0...4)
  func reviewShare(right: Int) throws {
    let summary = try #require(played(right: right, scoring: .review))
    #expect(summary.passed == (right > 0))
    #expect(summary.xp == [0, 3, 5, 8, 15][right])
  }
}
