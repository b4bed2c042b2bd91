import Course
import Foundation
import Randomness
import Review
import Testing

@Suite("word reviews")
struct WordReviewsTests {
  @Test("right is Good, right with a note is Hard, wrong is Again")
  func ratings() {
    #expect(WordReviews.rating(correct: true, noted: false) == .good)
    #expect(WordReviews.rating(correct: true, noted: true) == .hard)
    #expect(WordReviews.rating(correct: false, noted: false) == .again)
    #expect(WordReviews.rating(correct: false, noted: true) == .again)
  }

  @Test("every word an exercise tests is reviewed with its rating, in order")
  func record() {
    let course = ReviewExercisesTests.course
    let exercise = course.units[0].nodes[0].exercises[0]
    let reviews = WordReviews(course: course, retention: 0.9)
    var book = ReviewBook()
    var generator = SplitMix64(seed: 1)
    let first = Date(timeIntervalSince1970: 1_795_716_000)
    reviews.record(
      [(exercise, .again, first), (exercise, .good, first.addingTimeInterval(60))], in: &book,
      using: &generator)
    #expect(book.added.map(\.word) == ["perro", "perro"])
    #expect(book.added.map(\.rating) == [.again, .good])
    #expect(book.cards.keys.sorted() == ["perro"])
  }

  @Test("a retention out of range falls back to the standard scheduler; the defaults need no check")
  func schedulers() throws {
    #expect(WordReviews(course: ReviewExercisesTests.course, retention: 2).scheduler == WordReviews.standard)
    #expect(WordReviews(course: ReviewExercisesTests.course, retention: 0.8).scheduler.retention == 0.8)
    #expect(Scheduler.defaults(fuzz: false) == (try Scheduler()))
    #expect(Scheduler.defaults(fuzz: true) == (try Scheduler(fuzz: true)))
  }
}
