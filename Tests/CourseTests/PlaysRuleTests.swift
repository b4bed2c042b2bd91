import Foundation
import Testing

@testable import Course

/// A node's `plays`: read into the model when given, absent by default, and `bad-plays` outside 1 to the
/// exercises the node holds.
@Suite struct PlaysRuleTests {
  /// A one-unit course whose lesson holds two exercises, with `plays` written as `plays` (nil: absent).
  private func load(plays: String?) -> LoadedCourse {
    let key = plays.map { "\"plays\": \($0), " } ?? ""
    let text = """
      {"format": 1, "id": "t", "title": "T",
       "language": {"code": "es", "name": "Spanish"}, "fromLanguage": {"code": "en", "name": "English"},
       "units": [{"id": "u", "number": 1, "title": "U", "nodes": [
         {"id": "n", "kind": "checkpoint", "title": "N", \(key)"teaches": ["hola"], "exercises": [
           {"kind": "complete", "prompt": "___ Ana", "answer": "hola", "choices": ["hola", "adiós"]},
           {"kind": "complete", "prompt": "___, Ana", "answer": "hola", "choices": ["hola", "adiós"]}]}]}]}
      """
    return CourseLoader.load(Data(text.utf8))
  }

  private func badPlays(_ loaded: LoadedCourse) -> [String] {
    Linter.lint(loaded).filter { $0.rule == "bad-plays" }.map { "\($0.path) \($0.message)" }
  }

  @Test func absentPlaysPlaysEveryExercise() throws {
    let loaded = load(plays: nil)
    #expect(try #require(loaded.course).units.first?.nodes.first?.plays == nil)
    #expect(badPlays(loaded).isEmpty)
  }

  @Test(arguments: ["1", "2"]) func playsWithinThePoolIsRead(_ plays: String) throws {
    let loaded = load(plays: plays)
    #expect(try #require(loaded.course).units.first?.nodes.first?.plays == Int(plays))
    #expect(badPlays(loaded).isEmpty)
  }

  @Test(arguments: ["0", "-3", "3"]) func playsOutsideThePoolIsAnError(_ plays: String) {
    let loaded = load(plays: plays)
    #expect(
      badPlays(loaded) == [
        "$.units[0].nodes[0].plays 'plays' is \(plays), but the checkpoint holds 2 exercises; write 1 to 2, "
          + "or drop 'plays' to play them all"
      ])
    #expect(Rule.badPlays.severity == .error)
  }
}
