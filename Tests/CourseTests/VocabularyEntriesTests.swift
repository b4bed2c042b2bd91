import Foundation
import Testing

@testable import Course

/// Which taught entries an exercise tests, when many entries start with the same word (a deck's articles).
@Suite("taught entries sharing a first word")
struct VocabularyEntriesTests {
  /// A Spanish course of one unit whose nodes are written in JSON as `nodes`, and each node's exercises.
  static func course(nodes: String) throws -> (Course, [[Exercise]]) {
    let json = """
      {"format": 1, "id": "t", "title": "T", "language": {"code": "es", "name": "Spanish"},
       "fromLanguage": {"code": "en", "name": "English"},
       "units": [{"id": "u", "number": 1, "title": "U", "nodes": [\(nodes)]}]}
      """
    let course = try #require(CourseLoader.load(Data(json.utf8)).model)
    return (course, try #require(course.units.first?.nodes.map(\.exercises)))
  }

  @Test("only the entries the text goes on with are found, in the order they first appear, path order first")
  func entriesSharingAFirstWord() throws {
    let (course, exercises) = try Self.course(
      nodes: """
        {"id": "a", "title": "A", "teaches": ["la casa", "la noche", "el gato"], "exercises": [
          {"kind": "translate", "prompt": "The big house and the table", "answer": "La casa grande y la mesa",
           "bank": ["la", "casa", "grande", "y", "mesa", "gato"], "answerLanguage": "es"}]},
        {"id": "b", "kind": "checkpoint", "title": "B",
         "teaches": ["la", "la casa grande", "la mesa", "la mesa roja"], "exercises": [
          {"kind": "match", "pairs": [["la noche", "the night"], ["el gato", "the cat"]]}]}
        """)
    let vocabulary = Vocabulary(course)
    #expect(
      vocabulary.entries(testedBy: exercises[0][0]).map(\.text)
        == ["la casa", "la", "la casa grande", "la mesa"])
    #expect(vocabulary.entries(testedBy: exercises[1][0]).map(\.text) == ["la noche", "la", "el gato"])
  }

  @Test("an entry of several words is found whatever the form of its accents, and in a text beyond Latin")
  func entriesOfAnyForm() throws {
    let (course, exercises) = try Self.course(
      nodes: """
        {"id": "a", "title": "A", "teaches": ["el cafe\\u0301 solo", "el café con leche", "la ψυχή"],
         "exercises": [
          {"kind": "match", "pairs": [["El café solo.", "Black coffee."], ["La ψυχή", "The soul"],
           ["el cafe\\u0301 con leche", "white coffee"], ["el café", "the coffee"]]}]}
        """)
    #expect(
      Vocabulary(course).entries(testedBy: exercises[0][0]).map(\.text) == [
        "el cafe\u{301} solo", "la ψυχή", "el café con leche",
      ])
  }
}
