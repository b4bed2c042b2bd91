import Foundation
import Testing

@testable import Course

/// A large course's units are decoded in runs at once; what comes out is what decoding them in turn gives.
@Suite struct UnitRunsDecodingTests {
  /// A course of `count` units, every third with something wrong or declared, so that each run has findings.
  private func course(units count: Int) -> Data {
    let units = (0..<count).map { u in
      let exercise: String
      switch u % 6 {
      case 0: exercise = #"{"kind": "translate", "prompt": "hola \#(u)", "answer": "hi", "bank": ["hi", 3]}"#
      case 1:
        exercise = #"{"kind": "complete", "prompt": "no blank", "answer": "x", "choices": ["x"], "hnit": 1}"#
      case 2:
        exercise =
          #"{"kind": "translate", "prompt": "p", "answer": "a", "bank": ["a"], "answerLanguage": "xx"}"#
      case 3: exercise = #"{"kind": "match", "pairs": [["uno", "one"], ["dos"]], "intended": ["a-rule"]}"#
      case 4: exercise = #"{"kind": "selectImage", "prompt": "gato", "answer": "cat"}"#
      default: exercise = #"{"kind": "dance"}"#
      }
      return #"{"id": "u\#(u)", "number": \#(u + 1), "title": "T", "nodes": [{"id": "n\#(u)", "title": "N", "#
        + #""exercises": [\#(exercise)]}], "colour": "red"}"#
    }
    let text =
      #"{"format": 1, "id": "c", "title": "C", "language": {"code": "es", "name": "Spanish"}, "#
      + #""fromLanguage": {"code": "en", "name": "English"}, "units": [\#(units.joined(separator: ",\n"))]}"#
    return Data(text.utf8)
  }

  private func decode(_ data: Data, wordsWorthParts: Int) throws -> (Course?, [Finding], CourseSources) {
    let document = try JSONDocument(parsing: data)
    return document.withView { view in
      var decoder = CourseDecoder(view: view)
      decoder.wordsWorthParts = wordsWorthParts
      let course = decoder.course(view.root)
      return (course, document.locate(decoder.findings), decoder.sources)
    }
  }

  @Test func runsGiveWhatOneAfterTheOtherGives() throws {
    let data = course(units: 120)
    let (inTurn, inTurnFindings, inTurnSources) = try decode(data, wordsWorthParts: .max)
    let (inRuns, inRunsFindings, inRunsSources) = try decode(data, wordsWorthParts: 1)
    #expect(inTurnFindings.count > 100)
    #expect(inRunsFindings == inTurnFindings)
    #expect(inRuns == inTurn)
    #expect(inRunsSources.intended == inTurnSources.intended)
    #expect(inRunsSources.intended.count == 20)
    #expect(inRunsSources.units.map(\.path) == inTurnSources.units.map(\.path))
    #expect(
      inRunsSources.units.map { $0.nodes.map(\.exerciseIndices) }
        == inTurnSources.units.map { $0.nodes.map(\.exerciseIndices) })
  }

  @Test func runsAreConsecutiveAndEven() {
    #expect(CourseDecoder.runs(of: [1, 1, 1, 1], count: 2) == [0..<2, 2..<4])
    #expect(CourseDecoder.runs(of: [10, 1, 1, 1], count: 2) == [0..<1, 1..<4])
    #expect(CourseDecoder.runs(of: [5], count: 8) == [0..<1])
    #expect(CourseDecoder.runs(of: [1, 2, 3], count: 8) == [0..<2, 2..<3])
    #expect(CourseDecoder.runs(of: [1, 1, 1], count: 8) == [0..<1, 1..<2, 2..<3])
  }
}
