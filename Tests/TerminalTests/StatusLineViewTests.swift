import Course
import Foundation
import Learner
import Terminal
import Testing

/// The status after the sample lesson: 28 days, 15 of 30 XP, energy 19, "At the café" next.
enum DailyStatusFixture {
  static func make() -> DailyStatus {
    let today = Day(year: 2026, month: 11, day: 26)
    let now = Date(timeIntervalSince1970: 1_795_975_200)
    let titles = ["Drinks", "Practice", "Chest", "Order food", "At the café", "Unit review"]
    let course = Course(
      id: "spanish", title: "Test", language: Language(code: "es", name: "Spanish", flag: ""),
      fromLanguage: Language(code: "en", name: "English", flag: ""),
      units: [
        PathUnit(
          id: "u2", section: 1, number: 2, title: "Unit two",
          nodes: titles.enumerated().map { Node(id: "n\($0.offset)", title: $0.element, exercises: []) })
      ])
    var learner = Learner.sample(today: today, now: now)
    _ = learner.recordLesson(xp: 15, on: today)
    for _ in 0..<6 { _ = learner.energy.spend(at: now) }
    learner.position = PathPosition(unit: 2, node: 5)
    return DailyStatus(learner: learner, course: course, today: today, now: now)
  }
}

@Suite("the status line")
struct StatusLineViewTests {
  @Test("the line, in emoji, ASCII and plain words")
  func line() {
    let status = DailyStatusFixture.make()
    #expect(
      StatusLineView(style: Style(color: false, ascii: false)).line(status)
        == "🔥 28 · 15/30 XP · ⚡ 19 · next: At the café")
    #expect(
      StatusLineView(style: Style(color: false, ascii: true)).line(status)
        == "streak 28 · 15/30 XP · energy 19 · next: At the café")
    #expect(
      StatusLineView(style: Style(color: false, ascii: true), plain: true).line(status)
        == "Streak 28 days. Today 15 of 30 XP. Energy 19. Next lesson: At the café.")
  }

  @Test("templates fill every field; doubled braces are braces; an unknown or open field is named")
  func templates() throws {
    let view = StatusLineView(style: Style(color: false, ascii: true))
    let status = DailyStatusFixture.make()
    #expect(try view.fill("{streak}", status).get() == "28")
    #expect(
      try view.fill("{xp}/{goal} {energy} {gems} {done} {flame} {next}", status).get()
        == "15/30 19 505 yes * At the café")
    #expect(try view.fill("{{streak}} }}", status).get() == "{streak} }")
    #expect(throws: StatusLineView.UnknownField(name: "nope")) { try view.fill("a {nope} b", status).get() }
    #expect(throws: StatusLineView.UnknownField(name: "{streak")) { try view.fill("{streak", status).get() }
    #expect(throws: StatusLineView.UnknownField(name: "} x")) { try view.fill("} x", status).get() }
  }
}
