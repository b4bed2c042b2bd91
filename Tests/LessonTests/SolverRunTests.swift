import Foundation
import Testing

@testable import Course
@testable import Lesson

/// The solver's shortcuts keep its answers: runs played at once give one run's findings in the course's
/// order, and its own trimming of typed lines trims what Foundation's does.
@Suite struct SolverRunTests {
  /// A course of `count` select-image exercises in nodes of 50, where exercise `i` has the answer `answer(i)`.
  private func course(_ count: Int, answer: (Int) -> String) throws -> LoadedCourse {
    let exercises = (0..<count).map { i in
      #"{"kind": "selectImage", "prompt": "el gato \#(i)", "answer": "\#(answer(i))", "#
        + #""choices": [{"name": "cat", "emoji": "🐱"}, {"name": "dog", "emoji": "🐶"}]}"#
    }
    let nodes = stride(from: 0, to: count, by: 50).map { start in
      #"{"id": "n\#(start)", "title": "N", "exercises": ["#
        + exercises[start..<min(count, start + 50)].joined(separator: ",") + "]}"
    }
    let text = """
      {"format": 1, "id": "runs", "title": "Runs", "language": {"code": "es", "name": "Spanish"},
       "fromLanguage": {"code": "en", "name": "English"}, "units": [{"id": "u", "number": 1, "title": "U",
       "nodes": [\(nodes.joined(separator: ","))]}]}
      """
    return CourseLoader.load(Data(text.utf8))
  }

  @Test func runsAtOnceFindWhatOneRunFindsInTheCourseOrder() throws {
    // Wrong answers at the start, either side of the middle and at the end, and one a learner cannot type.
    let wrong: Set<Int> = [0, 2_999, 3_000, 5_999]
    let loaded = try course(6_000) { wrong.contains($0) ? "bird" : $0 == 3_001 ? ":cat" : "cat" }
    let model = try #require(loaded.course, "\(loaded.errors.prefix(3))")
    let found = Solver.check(model, sources: loaded.sources)
    var oneByOne: [Finding] = []
    for (n, node) in model.units[0].nodes.enumerated() {
      for (e, exercise) in node.exercises.enumerated() {
        oneByOne += Solver.check(exercise, lexicons: .none) {
          loaded.sources.exercise(unit: 0, node: n, exercise: e)
        }
      }
    }
    #expect(found == oneByOne)
    #expect(found.count == 5)
    #expect(found.map(\.path.description).first == "$.units[0].nodes[0].exercises[0].answer")
    #expect(found.map(\.path.description).last == "$.units[0].nodes[119].exercises[49].answer")
    #expect(found.filter { $0.message.hasPrefix("a learner cannot type ':cat'") }.count == 1)
  }

  /// The linter plays a course checked from its file a window at a time as it plays the whole course:
  /// here 2,000 exercises in units of 200, five of them with a choice a learner cannot type by its name.
  @Test func playedAWindowAtATimeItFindsWhatItFindsInTheWholeCourse() throws {
    let numbered: Set<Int> = [0, 199, 200, 777, 1_999]
    let exercises = (0..<2_000).map { i in
      #"{"kind": "selectImage", "prompt": "el gato \#(i)", "answer": "cat", "choices": "#
        + #"[{"name": "cat", "emoji": "🐱"}, {"name": "\#(numbered.contains(i) ? "2" : "dog")", "emoji": "🐶"}]}"#
    }
    let units = stride(from: 0, to: exercises.count, by: 200).map { start in
      #"{"id": "u\#(start)", "number": 1, "title": "U", "nodes": [{"id": "n\#(start)", "title": "N", "exercises": ["#
        + exercises[start..<(start + 200)].joined(separator: ",") + "]}]}"
    }
    let data = Data(
      """
      {"format": 1, "id": "runs", "title": "Runs", "language": {"code": "es", "name": "Spanish"},
       "fromLanguage": {"code": "en", "name": "English"}, "units": [\(units.joined(separator: ","))]}
      """.utf8)
    let whole = Linter.lint(CourseLoader.load(data), warnings: false, player: Solver.player)
    #expect(whole.filter { $0.rule == "unsolvable" }.count == numbered.count, "\(whole.prefix(3))")
    let parsed = try CourseDocument(parsing: data)
    for (parts, bytes) in [(1, 1), (3, 30_000), (8, 1 << 30)] {
      #expect(
        Linter.lint(
          parsed, dictionaries: (nil, nil), warnings: false, player: Solver.player, parts: parts,
          windowBytes: bytes) == whole, "\(parts) parts, windows of \(bytes) bytes")
    }
  }

  @Test func everyScalarIsASpaceExactlyWhenFoundationTrimsIt() {
    var differing: [UInt32] = []
    for value in UInt32(0)...0x10FFFF {
      guard let scalar = Unicode.Scalar(value) else { continue }
      if Spaces.isSpace(scalar) != CharacterSet.whitespaces.contains(scalar) { differing.append(value) }
    }
    #expect(differing == [])
  }

  @Test(arguments: [
    "", " ", "\t \u{3000}", "cat", "  cat  ", "\tel gato\u{00A0}", "\u{200B}café\u{200B}", " \u{301}a ",
    "a\n", "\u{2003}dos = two\u{202F}", "  ☕ coffee  ",
  ])
  func linesAreTrimmedAsFoundationTrimsThem(line: String) {
    #expect(Spaces.trimmed(line[...]) == line.trimmingCharacters(in: .whitespaces))
    #expect(
      Spaces.trimmed(line[...]).unicodeScalars.count
        == line.trimmingCharacters(in: .whitespaces).unicodeScalars.count)
  }
}
