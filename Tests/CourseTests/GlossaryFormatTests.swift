import Foundation
import Testing

@testable import Course

@Suite("The glossary and a translation's answer language")
struct GlossaryFormatTests {
  /// A one-exercise course with `extra` top-level members and `exercise` as its only exercise.
  private func load(extra: String = "", exercise: String) -> LoadedCourse {
    let text = """
      {"format": 1, "id": "t", "title": "T",
       "language": {"code": "it", "name": "Italian"}, "fromLanguage": {"code": "en", "name": "English"},
       \(extra)
       "units": [{"id": "u", "number": 1, "title": "U", "nodes": [
         {"id": "n", "title": "N", "teaches": ["ciao"], "exercises": [\(exercise)]}]}]}
      """
    return CourseLoader.load(Data(text.utf8))
  }

  private let translate =
    #"{"kind": "translate", "prompt": "Hi!", "answer": "Ciao", "bank": ["Ciao", "grazie"]"#

  @Test func glossaryGivesEachWordItsMeanings() throws {
    let loaded = load(
      extra: #""glossary": {"ciao": ["hi", "bye"], "grazie": ["thank you"]},"#, exercise: translate + "}")
    let course = try #require(loaded.course)
    #expect(course.glossary.meanings(of: "Ciao!") == ["hi", "bye"])
    #expect(course.glossary.meanings(of: "grazie") == ["thank you"])
    #expect(course.glossary.meanings(of: "prego") == [])
    #expect(course.glossary.entries.map(\.word) == ["ciao", "grazie"])
  }

  @Test func glossaryMeaningsMustBeStrings() {
    let loaded = load(
      extra: #""glossary": {"ciao": "hi", "grazie": [], "prego": [3]},"#, exercise: translate + "}")
    let rules = loaded.errors.map { "\($0.rule) \($0.path)" }
    #expect(rules.count == 3, "\(rules)")
    #expect(loaded.errors.allSatisfy { $0.rule == "wrong-type" && $0.location != nil })
  }

  @Test func answerLanguageDefaultsToTheLearners() throws {
    let course = try #require(load(exercise: translate + "}").course)
    guard case .translate(let exercise) = course.units[0].nodes[0].exercises[0] else {
      Issue.record("not a translation")
      return
    }
    #expect(exercise.answerLanguage == .learner)
  }

  @Test func answerLanguageNamesOneOfTheCoursesLanguages() throws {
    let course = try #require(load(exercise: translate + #", "answerLanguage": "it"}"#).course)
    guard case .translate(let exercise) = course.units[0].nodes[0].exercises[0] else {
      Issue.record("not a translation")
      return
    }
    #expect(exercise.answerLanguage == .taught)
    #expect(course.language(of: exercise.answerLanguage).code == "it")

    let wrong = load(exercise: translate + #", "answerLanguage": "fr"}"#)
    #expect(wrong.errors.map(\.rule) == ["unknown-kind"])
    #expect(wrong.errors.first?.message == "unknown language 'fr'; use the course's 'it' or 'en'")
    #expect(wrong.errors.first?.path.description == "$.units[0].nodes[0].exercises[0].answerLanguage")
  }

  @Test func bundledReverseTranslationsDeclareTheirLanguage() throws {
    let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .appendingPathComponent("../../courses/spanish.json").standardizedFileURL
    let course = try #require(CourseLoader.load(Data(contentsOf: url)).course)
    let sides = course.units.flatMap(\.nodes).flatMap(\.exercises).compactMap { exercise -> String? in
      guard case .translate(let translate) = exercise else { return nil }
      return "\(translate.answer): \(translate.answerLanguage)"
    }
    #expect(sides.contains("No, gracias: taught"))
    #expect(sides.contains("Hello, good morning: learner"))
  }
}
