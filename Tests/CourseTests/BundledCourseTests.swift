import Course
import Foundation
import TestSupport
import Testing

/// The bundled courses have the shape the product promises.
@Suite("bundled courses")
struct BundledCourseTests {
  private func load(_ name: String) throws -> Course {
    let data = try Data(contentsOf: packageRoot.appendingPathComponent("courses/\(name).json"))
    let loaded = CourseLoader.load(data)
    #expect(loaded.errors.isEmpty, "\(loaded.errors)")
    return try #require(loaded.course)
  }

  @Test("Spanish: three units of six stops, sixty distinct words, unit 2's node 4 is Order food")
  func spanish() throws {
    let course = try load("spanish")
    #expect(course.units.map(\.nodes.count) == [6, 6, 6])
    #expect(course.units.allSatisfy { $0.nodes.last?.kind == .checkpoint })
    let words = Set(course.units.flatMap(\.nodes).flatMap(\.teaches).map(TextFolding.key))
    #expect(words.count >= 60)
    let unit2 = try #require(course.units.first { $0.number == 2 })
    #expect(unit2.title == "Order food and drinks")
    #expect(unit2.nodes[3].title == "Order food")
    #expect(unit2.nodes[3].exercises.count == 7)
    #expect(unit2.lessonPlace(ofNodeAt: 3).map { "\($0.number) of \($0.of)" } == "2 of 4")
  }

  @Test("French and Italian: one unit of six stops each", arguments: ["french", "italian"])
  func oneUnit(_ name: String) throws {
    let course = try load(name)
    #expect(course.units.map(\.nodes.count) == [6])
    #expect(course.language.flag.isEmpty == false)
  }
}
