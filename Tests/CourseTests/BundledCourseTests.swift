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

  /// What every bundled course holds, at least: `units` units, `exercises` exercises and `words` distinct
  /// taught words; each unit a chest, a practice stop and a checkpoint last, a guidebook, a typed, a listening
  /// and two into-the-language exercises; each lesson node at most seven new words and a pool larger than
  /// one play (lesson 2.4 of Spanish aside); a third of the translations into the language.
  private func weeksOfStudy(_ course: Course, units: Int, exercises: Int, words: Int) {
    #expect(course.units.count >= units)
    let all = course.units.flatMap(\.nodes).flatMap(\.exercises)
    #expect(all.count >= exercises)
    let taught = Set(course.units.flatMap(\.nodes).flatMap(\.teaches).map(TextFolding.key))
    #expect(taught.count >= words)
    for unit in course.units {
      let kinds = unit.nodes.map(\.kind)
      #expect(kinds.contains(.chest) && kinds.contains(.practice) && kinds.last == .checkpoint, "\(unit.id)")
      #expect(!unit.guidebook.tips.isEmpty, "\(unit.id)")
      let exercises = unit.nodes.flatMap(\.exercises)
      #expect(
        exercises.contains { $0.kind == .type } && exercises.contains { $0.kind == .listen }, "\(unit.id)")
      #expect(exercises.filter(Self.intoTheLanguage).count >= 2, "\(unit.id)")
      for node in unit.nodes where node.kind == .lesson && node.id != "order-food" {
        #expect(node.teaches.count <= 7, "\(node.id)")
        #expect((node.plays ?? node.exercises.count) < node.exercises.count, "\(node.id)")
        // The kinds mixed: pictures, banks both ways, typing, listening, a board and a blank.
        let kinds = Set(node.exercises.map(\.kind))
        #expect(
          kinds.isSuperset(of: [.selectImage, .translate, .type, .listen, .match, .complete]), "\(node.id)")
        let banks = node.exercises.compactMap { exercise -> LanguageSide? in
          if case .translate(let translate) = exercise { translate.answerLanguage } else { nil }
        }
        #expect(Set(banks) == [.taught, .learner], "\(node.id)")
      }
    }
    let translations = all.filter { $0.kind == .translate || $0.kind == .type }
    #expect(all.filter(Self.intoTheLanguage).count * 3 >= translations.count)
  }

  /// Whether `exercise` is a translation into the language taught, from a bank or typed.
  static func intoTheLanguage(_ exercise: Exercise) -> Bool {
    switch exercise {
    case .translate(let translate): translate.answerLanguage == .taught
    case .type(let type): type.answerLanguage == .taught
    default: false
    }
  }

  @Test("Spanish: a first section of twelve units, 600 exercises, 300 words; unit 2's node 4 is Order food")
  func spanish() throws {
    let course = try load("spanish")
    weeksOfStudy(course, units: 10, exercises: 600, words: 300)
    let unit2 = try #require(course.units.first { $0.number == 2 })
    #expect(unit2.title == "Order food and drinks")
    #expect(unit2.nodes[3].title == "Order food")
    #expect(unit2.nodes[3].exercises.count == 7)
    #expect(unit2.nodes[3].plays == nil)
    #expect(unit2.lessonPlace(ofNodeAt: 3).map { "\($0.number) of \($0.of)" } == "2 of 4")
  }

  @Test("French and Italian: five units or more, 250 exercises, 150 words", arguments: ["french", "italian"])
  func frenchAndItalian(_ name: String) throws {
    let course = try load(name)
    weeksOfStudy(course, units: 5, exercises: 250, words: 150)
    #expect(course.language.flag.isEmpty == false)
  }
}
