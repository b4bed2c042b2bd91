import Course
import Foundation
import Testing

@testable import Learner

/// A completed lesson's plays and mistakes, as the learner keeps them.
@Suite struct LessonPlayTests {
  private let now = Date(timeIntervalSince1970: 1_795_975_200)
  private func ref(_ node: String, _ index: Int) -> ExerciseRef { ExerciseRef(node: node, index: index) }
  private func learner() -> Learner { Learner.sample(today: Day(year: 2026, month: 11, day: 26), now: now) }

  @Test func aDrawBecomesTheNodesLastPlay() {
    var learner = learner()
    learner.keep(LessonPlay(course: "c", drawn: ("n", [4, 1]), missed: [], right: []), at: now)
    #expect(learner.lastPlays[NodeKey(course: "c", node: "n")] == [4, 1])
    learner.keep(LessonPlay(course: "c", drawn: ("n", [2]), missed: [], right: []), at: now)
    #expect(learner.lastPlays[NodeKey(course: "c", node: "n")] == [2])
  }

  @Test func missesGoToTheFrontNewestFirstAndOnceEach() {
    var learner = learner()
    learner.keep(LessonPlay(course: "c", missed: [ref("n", 0), ref("n", 1)], right: []), at: now)
    learner.keep(
      LessonPlay(course: "c", missed: [ref("m", 5), ref("n", 0)], right: []), at: now.addingTimeInterval(1))
    #expect(learner.mistakes(in: "c") == [ref("n", 0), ref("m", 5), ref("n", 1)])
    #expect(learner.mistakes(in: "other").isEmpty)
  }

  @Test func aRightAnswerLaterClearsTheMistake() {
    var learner = learner()
    learner.keep(LessonPlay(course: "c", missed: [ref("n", 0), ref("n", 1)], right: []), at: now)
    learner.keep(LessonPlay(course: "c", missed: [], right: [ref("n", 1)]), at: now)
    #expect(learner.mistakes(in: "c") == [ref("n", 0)])
    // The same exercise in another course is another exercise.
    learner.keep(LessonPlay(course: "d", missed: [], right: [ref("n", 0)]), at: now)
    #expect(learner.mistakes(in: "c") == [ref("n", 0)])
  }

  @Test func onlyTheNewestMistakesAreKept() {
    var learner = learner()
    for index in 0..<(Mistake.kept + 10) {
      learner.keep(
        LessonPlay(course: "c", missed: [ref("n", index)], right: []),
        at: now.addingTimeInterval(Double(index)))
    }
    #expect(learner.mistakes.count == Mistake.kept)
    #expect(learner.mistakes.first?.exercise == ref("n", Mistake.kept + 9))
    #expect(learner.mistakes.last?.exercise == ref("n", 10))
  }
}
