import Course
import Foundation
import Learner
import Testing

@Suite("the day at a glance")
struct DailyStatusTests {
  let today = Day(year: 2026, month: 11, day: 26)
  let now = Date(timeIntervalSince1970: 1_795_975_200)
  let course = Course(
    id: "spanish", title: "Test", language: Language(code: "es", name: "Spanish", flag: ""),
    fromLanguage: Language(code: "en", name: "English", flag: ""),
    units: [
      PathUnit(
        id: "u2", section: 1, number: 2, title: "Unit two",
        nodes: (1...6).map { Node(id: "n\($0)", title: "Node \($0)", exercises: []) })
    ])

  @Test("the sample learner: 27 days, nothing yet today, the current node next")
  func launch() {
    let status = DailyStatus(learner: .sample(today: today, now: now), course: course, today: today, now: now)
    #expect(status.streak == 27 && status.xpToday == 0 && status.goal == 30 && status.energy == 25)
    #expect(status.next == "Node 4")
    #expect(!status.doneToday)
  }

  @Test("after a lesson today: 28 days, its XP, done")
  func afterLesson() {
    var learner = Learner.sample(today: today, now: now)
    _ = learner.recordLesson(xp: 15, on: today)
    learner.position = PathPosition(unit: 2, node: 5)
    let status = DailyStatus(learner: learner, course: course, today: today, now: now)
    #expect(status.streak == 28 && status.xpToday == 15 && status.doneToday)
    #expect(status.next == "Node 5")
  }

  @Test("a day missed breaks the streak; past the course's end there is no next node")
  func brokenAndFinished() {
    var learner = Learner.sample(today: today, now: now)
    learner.position = PathPosition(unit: 9, node: 1)
    let later = today.adding(2)
    let status = DailyStatus(learner: learner, course: course, today: later, now: now)
    #expect(status.streak == 0 && !status.doneToday)
    #expect(status.next == nil)
  }
}
