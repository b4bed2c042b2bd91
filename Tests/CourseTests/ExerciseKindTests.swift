import Foundation
import TestSupport
import Testing

@testable import Course

/// `Exercise.Kind` is the one list of exercise kinds: the schema, the decoder and "did you mean" follow it.
@Suite struct ExerciseKindTests {
  /// A course whose one exercise is `exercise` (JSON).
  func load(_ exercise: String) -> LoadedCourse {
    CourseLoader.load(
      Data(
        """
        {"format": 1, "id": "t", "title": "T",
         "language": {"code": "es", "name": "Spanish"}, "fromLanguage": {"code": "en", "name": "English"},
         "units": [{"id": "u", "number": 1, "title": "U", "nodes": [
           {"id": "n", "kind": "checkpoint", "title": "N", "exercises": [\(exercise)]}]}]}
        """.utf8))
  }

  @Test func theSchemaNamesEveryKindAndNoOther() throws {
    let url = packageRoot.appendingPathComponent("courses/course.schema.json")
    let schema = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: url)) as? [String: Any])
    let definitions = try #require(schema["$defs"] as? [String: Any])
    let exercise = try #require(definitions["exercise"] as? [String: Any])
    let properties = try #require(exercise["properties"] as? [String: Any])
    let kind = try #require(properties["kind"] as? [String: Any])
    #expect(kind["enum"] as? [String] == Exercise.kindNames)
    // Each kind dispatches to a definition of its own, named as the kind is.
    let branches = try #require(exercise["allOf"] as? [[String: Any]])
    let dispatched = branches.compactMap { branch -> String? in
      let condition = branch["if"] as? [String: Any]
      let kind = (condition?["properties"] as? [String: Any])?["kind"] as? [String: Any]
      return kind?["const"] as? String
    }
    #expect(dispatched == Exercise.kindNames)
    for name in Exercise.kindNames { #expect(definitions[name] != nil, "no $defs.\(name) in the schema") }
  }

  @Test func everyKindsNameIsItsRawValue() {
    #expect(Exercise.kindNames == Exercise.Kind.allCases.map(\.rawValue))
    let exercises: [Exercise] = [
      .selectImage(SelectImage(prompt: "gato", choices: [Picture(name: "cat", emoji: "🐱")], answer: "cat")),
      .translate(Translate(prompt: "Hola", answer: "Hello", bank: ["Hello"])),
      .match(Match(pairs: [Pair("uno", "one")])),
      .complete(Complete(prompt: "Yo ___", choices: ["soy"], answer: "soy")),
      .type(TypeIn(prompt: "Hola", answer: "Hello")),
      .listen(Listen(prompt: "Hola")),
    ]
    #expect(exercises.map(\.kind) == Exercise.Kind.allCases)
    #expect(exercises.map(\.kindName) == Exercise.kindNames)
  }

  @Test func anUnknownKindIsNamedWithTheClosestKind() throws {
    let loaded = load(#"{"kind": "selectImg", "prompt": "gato"}"#)
    let finding = try #require(loaded.errors.first)
    #expect(loaded.errors.count == 1)
    #expect(finding.rule == "unknown-kind")
    #expect(finding.message == "unknown exercise kind 'selectImg'; did you mean 'selectImage'?")
    #expect(finding.path.description == "$.units[0].nodes[0].exercises[0].kind")
  }

  @Test func aKindFarFromEveryKindListsThemAll() throws {
    let loaded = load(#"{"kind": "speak"}"#)
    let finding = try #require(loaded.errors.first)
    #expect(
      finding.message
        == "unknown exercise kind 'speak'; use one of selectImage, translate, match, complete, type, listen"
    )
  }
}
