import Course
import Foundation
import Learner
import Terminal
import TestSupport
import Testing

/// The Learn path, node cards, the guidebook and Duo, drawn from the bundled Spanish course.
@Suite("path views")
struct PathViewSnapshotTests {
  static let course: Course? = {
    let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent().appendingPathComponent("courses/spanish.json")
    return (try? Data(contentsOf: url)).flatMap { CourseLoader.load($0).course }
  }()

  static let renderings: [(String, Style, Int)] = [
    ("80", Style(color: false, ascii: false), 80), ("80-color", Style(color: true, ascii: false), 80),
    ("40", Style(color: false, ascii: false), 40), ("40-color", Style(color: true, ascii: false), 40),
    ("ascii", Style(color: false, ascii: true), 80),
  ]

  private func unit2() throws -> PathUnit {
    try #require(Self.course?.units.first { $0.number == 2 })
  }

  @Test("the Learn path: unit 1 folded, unit 2 on a wave with START over node 4, unit 3 locked")
  func learn() throws {
    let course = try #require(Self.course)
    for (suffix, style, width) in Self.renderings {
      let lines = LearnView(style: style, width: width).lines(course: course, learner: Sample.learner).texts
      #expect(lines.allSatisfy { $0.displayWidth <= max(width, 40) }, "\(suffix)")
      assertGolden(lines.joined(separator: "\n") + "\n", "learn-\(suffix).txt")
    }
    let plain = LearnView(style: Style(color: false, ascii: false), width: 80)
      .lines(course: course, learner: Sample.learner).texts.joined(separator: "\n")
    let start = try #require(plain.range(of: "START"))
    #expect(plain[start.upperBound...].hasPrefix(" │\n") || plain[start.upperBound...].contains("Order food"))
    #expect(plain.contains("[LOCKED]"))
  }

  @Test("node cards: current with START, done with practice, locked saying what opens it")
  func cards() throws {
    let unit = try unit2()
    for (suffix, style, _) in Self.renderings where !suffix.hasPrefix("40") {
      let view = NodeCardView(style: style)
      let lines =
        (view.lines(unit: unit, index: 3, status: .current, previous: "Chest")
        + view.lines(unit: unit, index: 0, status: .done(stars: 2), previous: nil)
        + view.lines(unit: unit, index: 4, status: .locked, previous: "Order food")).texts
      assertGolden(lines.joined(separator: "\n") + "\n", "cards-\(suffix).txt")
    }
    let card = NodeCardView(style: Style(color: false, ascii: false))
      .lines(unit: unit, index: 3, status: .current, previous: nil).texts.joined()
    #expect(card.contains("Order food") && card.contains("Lesson 2 of 4") && card.contains("START +10 XP"))
  }

  @Test("the guidebook: tips and key phrases, wrapped to the width")
  func guide() throws {
    let unit = try unit2()
    for (suffix, style, width) in Self.renderings {
      let lines = GuideView(style: style, width: width).lines(unit: unit).texts
      #expect(lines.allSatisfy { $0.displayWidth <= width }, "\(suffix)")
      assertGolden(lines.joined(separator: "\n") + "\n", "guide-\(suffix).txt")
    }
  }

  @Test("Duo in every pose, in colour and in plain text")
  func duo() {
    for (suffix, style, _) in Self.renderings where !suffix.hasPrefix("40") {
      let lines = Duo.Pose.allCases.flatMap { Duo.lines($0, style: style).texts + [""] }
      assertGolden(lines.joined(separator: "\n") + "\n", "duo-\(suffix).txt")
    }
  }
}
