import Course
import Foundation
import Learner
import Lesson
import TestSupport
import Testing

/// `lingo play COURSE` plays that course where the learner is in it, never another course's place.
@Suite("each course is played from its own place")
struct CoursePlaceTests {
  static let now = ["--seed", "1", "--now", "2026-11-26T18:00:00Z"]

  @Test("Sam, on Spanish 2.4, plays French from its first lesson, and Spanish stays at 2.4")
  func otherCourse() {
    let home = MemoryHome()
    _ = lingo(["status"] + Self.now.suffix(2), home: home)
    let french = lingo(["play", "french"] + Self.now, input: "", home: home)
    #expect(french.status == 3, "\(french.stderr)")
    #expect(french.stdout.contains("Hello! · Lesson 1 of "))
    #expect(!french.stderr.contains("no lesson"))
    let spanish = lingo(["play"] + Self.now, input: "", home: home)
    #expect(spanish.stdout.contains("Order food"))
  }

  @Test("a new profile on Spanish plays Italian's first lesson, not a locked one")
  func newProfile() {
    let home = MemoryHome()
    #expect(lingo(["reset", "--new", "Bo", "--yes"] + Self.now.suffix(2), home: home).status == 0)
    let italian = lingo(["play", "italian"] + Self.now, input: "", home: home)
    #expect(italian.status == 3, "\(italian.stderr)")
    #expect(italian.stdout.contains("Hello! · Lesson 1 of "))
  }

  @Test("with --json, the chest opened on the way is a message event: every line stays JSON")
  func chestInJSON() throws {
    let home = MemoryHome()
    #expect(
      lingo(["reset", "--new", "Bo", "--course", "french", "--yes"] + Self.now.suffix(2), home: home).status
        == 0)
    let data = try Data(contentsOf: packageRoot.appendingPathComponent("courses/french.json"))
    let course = try #require(CourseLoader.load(data).course)
    // Every node before the unit's chest, which the next play opens on the way.
    let chest = try #require(course.units[0].nodes.firstIndex { $0.kind == .chest })
    for index in 0..<chest {
      // The lesson's own set: a node with plays draws it with the seed.
      let answers = rightAnswers(course.units[0], index: index, of: course, for: try #require(home.learner))
      #expect(lingo(["play"] + Self.now, input: answers, home: home).status == 0)
    }
    let run = lingo(["play", "--json"] + Self.now, input: "", home: home)
    let lines = run.stdout.split(separator: "\n")
    #expect(lines.allSatisfy { $0.hasPrefix("{") }, "\(run.stdout)")
    #expect(run.stdout.contains(#"{"lines":["Chest opened! +20 gems"],"type":"message"}"#))
  }

  @Test("lingo review with nothing to review still says the streak's news, once")
  func reviewSaysNews() {
    var ana = Learner.new(
      name: "Ana", today: Day(year: 2026, month: 11, day: 26), now: Date(timeIntervalSince1970: 0))
    ana.streakNews = .lost(days: 3)
    let home = MemoryHome(ana)
    let first = lingo(["review", "--plain"] + Self.now.suffix(2), home: home)
    #expect(first.stdout.contains("Streak news: Your 3-day streak ended."), "\(first.stdout)")
    #expect(first.stdout.contains("No words to review yet"))
    #expect(home.learner?.streakNews == nil)
    #expect(!lingo(["review", "--plain"] + Self.now.suffix(2), home: home).stdout.contains("Streak news"))
  }
}
