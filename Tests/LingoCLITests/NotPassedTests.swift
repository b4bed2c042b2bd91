import Course
import Foundation
import Lesson
import TestSupport
import Testing

/// Lessons that end below the pass mark, through the built binary on a progress file: skipping everything,
/// answering everything wrong, running out of energy, and a review round of skips. Each ends with no XP,
/// no streak day and no progress; only the energy spent is kept.
@Suite("a lesson can be failed", .tags(.endToEnd))
struct NotPassedTests {
  static let now = ["--now", "2026-11-26T18:00:00Z"]

  /// A wrong answer the engine takes (not refused) for each exercise of the sample's lesson 2.4: another
  /// choice, a lone tile, or a wrong pair before the right ones.
  static func wrongAnswers() throws -> [String] {
    let data = try Data(contentsOf: packageRoot.appendingPathComponent("courses/spanish.json"))
    let course = try #require(CourseLoader.load(data).course)
    let node = try #require(course.units.flatMap(\.nodes).first { $0.id == "order-food" })
    return try node.exercises.map { exercise in
      switch exercise {
      case .selectImage(let select): try #require(select.choices.map(\.name).first { $0 != select.answer })
      case .complete(let complete): try #require(complete.choices.first { $0 != complete.answer })
      case .translate(let translate): try #require(translate.bank.first)
      case .match(let match):
        "\(match.pairs[0].left)=\(match.pairs[1].right), " + match.line(pairedBy: "=")
      case .type, .listen: "zzz"
      }
    }
  }

  /// `lingo status` on the sandbox's progress: the line and its exit code.
  static func status(_ sandbox: Sandbox) throws -> Run {
    try runBinary(["status"] + now, input: "", sandbox: sandbox)
  }

  @Test("skipping everything: not passed (exit 11), every skip spends energy, nothing else recorded")
  func skipped() throws {
    let sandbox = Sandbox()
    let skips = Array(repeating: ":skip", count: 14).joined(separator: "\n") + "\n"
    let run = try runBinary(["play", "--seed", "1"] + Self.now, input: skips, sandbox: sandbox)
    #expect(run.status == 11, "\(run.stderr)")
    #expect(run.stdout.contains("Lesson not passed"))
    #expect(run.stdout.contains("0 of 7 right the first time (0%); a lesson passes at 50%."))
    #expect(!run.stdout.contains("Lesson complete!"))
    #expect(!run.stdout.contains("GOOD"))
    #expect(run.stdout.contains("Try it again: lingo play --lesson 2.4."))
    let status = try Self.status(sandbox)
    #expect(status.status == 1)
    #expect(status.stdout == "🔥 27 · 0/30 XP · ⚡ 11 · next: Order food\n")
  }

  @Test("everything wrong, twice: not passed; then out of energy mid-lesson: stopped, still nothing recorded")
  func wrongThenOutOfEnergy() throws {
    let sandbox = Sandbox()
    let wrong = try Self.wrongAnswers()
    let twice = (wrong + wrong).joined(separator: "\n") + "\n"
    let first = try runBinary(["play", "--seed", "1"] + Self.now, input: twice, sandbox: sandbox)
    #expect(first.status == 11, "\(first.stderr)")
    #expect(first.stdout.contains("Lesson not passed"))
    let after = try Self.status(sandbox)
    #expect(after.stdout.hasPrefix("🔥 27 · 0/30 XP · ⚡ "))
    #expect(after.stdout.hasSuffix("next: Order food\n"))
    // A match has no CHECK, so the wrong answers spent 12 points: 14 skips run out at the 14th.
    #expect(after.stdout.contains("⚡ 13 "))
    let skips = Array(repeating: ":skip", count: 14).joined(separator: "\n") + "\n"
    let second = try runBinary(["play", "--seed", "1"] + Self.now, input: skips, sandbox: sandbox)
    #expect(second.status == 5, "\(second.stderr)")
    #expect(second.stdout.contains("You're out of energy."))
    #expect(second.stdout.contains("lingo refill"))
    #expect(!second.stdout.contains("Lesson complete!"))
    let status = try Self.status(sandbox)
    #expect(status.status == 1)
    #expect(status.stdout == "🔥 27 · 0/30 XP · ⚡ 0 · next: Order food\n")
  }

  @Test("a review round of skips pays nothing and keeps no streak day")
  func reviewOfSkips() throws {
    let sandbox = Sandbox()
    let skips = Array(repeating: ":skip", count: 40).joined(separator: "\n") + "\n"
    let run = try runBinary(["review", "--seed", "1"] + Self.now, input: skips, sandbox: sandbox)
    #expect(run.status == 11, "\(run.stdout)\n\(run.stderr)")
    #expect(run.stdout.contains("Lesson not passed"))
    #expect(!run.stdout.contains("TOTAL XP"))
    let status = try Self.status(sandbox)
    #expect(status.status == 1)
    #expect(status.stdout.hasPrefix("🔥 27 · 0/30 XP"))
  }
}
