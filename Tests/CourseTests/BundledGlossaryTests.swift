import Foundation
import Testing

@testable import Course

/// The bundled courses' glossaries and known words, and the teacher's rules on them without a dictionary.
@Suite struct BundledGlossaryTests {
  static let root = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

  static func load(_ name: String) throws -> LoadedCourse {
    CourseLoader.load(try Data(contentsOf: root.appendingPathComponent("courses/\(name).json")))
  }

  @Test(arguments: ["spanish", "french", "italian"])
  func everyTaughtWordHasAMeaning(_ name: String) throws {
    let course = try #require(try Self.load(name).course)
    let taught = course.units.flatMap(\.nodes).flatMap(\.teaches)
    #expect(!taught.isEmpty)
    for word in taught {
      #expect(!course.glossary.meanings(of: word).isEmpty, "\(name): '\(word)' has no meaning")
    }
    #expect(!course.knownWords.isEmpty)
  }

  @Test(arguments: ["spanish", "french", "italian"])
  func theTeachersRulesFindNothingWithTheCoursesOwnWords(_ name: String) throws {
    let loaded = try Self.load(name)
    let course = try #require(loaded.course)
    let ownWords = course.lexicons(taught: nil, learner: nil)
    let findings = Linter.lint(loaded, dictionaries: (ownWords.taught, ownWords.learner))
    #expect(findings.isEmpty, "\(findings.map { "\($0.rule): \($0.message)" })")
  }

  @Test func theSeedLessonDeclaresItsGiveawayIntended() throws {
    let loaded = try Self.load("spanish")
    let path = loaded.sources.exercise(unit: 1, node: 3, exercise: 1)
    #expect(loaded.sources.intended[path] == ["capital-giveaway"])
    let course = try #require(loaded.course)
    #expect(course.units[1].nodes[3].title == "Order food")
  }
}
