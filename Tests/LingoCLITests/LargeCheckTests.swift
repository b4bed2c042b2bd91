import Foundation
import TestSupport
import Testing

/// `lingo check` on a course file large enough to be mapped and read a window at a time: every copy of a
/// course's findings, near its end too, and with `--solve` the same and the solver's, window by window.
@Suite("lingo check: a large course")
struct LargeCheckTests {
  /// `Fixtures/teacher-rules.json` with its units written `copies` times over (ids made unique), in `folder`.
  private func largeCourse(copies: Int, in folder: URL) throws -> String {
    let fixture = packageRoot.appendingPathComponent(TeacherCheckTests.fixture)
    var course = try #require(
      try JSONSerialization.jsonObject(with: Data(contentsOf: fixture)) as? [String: Any])
    let units = try #require(course["units"] as? [[String: Any]])
    course["units"] = (0..<copies).flatMap { copy in
      units.map { unit -> [String: Any] in
        var unit = unit
        unit["id"] = "\(unit["id"] ?? "")-\(copy)"
        unit["nodes"] = (unit["nodes"] as? [[String: Any]] ?? []).map { node in
          var node = node
          node["id"] = "\(node["id"] ?? "")-\(copy)"
          return node
        }
        return unit
      }
    }
    let file = folder.appendingPathComponent("large.json")
    try JSONSerialization.data(withJSONObject: course, options: [.prettyPrinted]).write(to: file)
    return file.path
  }

  @Test(
    "read a window at a time from its mapped file, it finds every copy's findings, and --solve adds its own")
  func windowsFindEveryCopysFindings() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(UUID().uuidString)
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let copies = 600
    let path = try largeCourse(copies: copies, in: folder)
    let size = try #require(try FileManager.default.attributesOfItem(atPath: path)[.size] as? Int)
    #expect(size > 1 << 20, "the course is too small to be mapped")

    let streamed = lingo(["check", path], variables: TeacherCheckTests.variables)
    let solved = lingo(["check", "--solve", path], variables: TeacherCheckTests.variables)
    #expect(streamed.status == 1)
    #expect(solved.status == 1)
    let findings = { (run: Run) in
      run.stdout.split(separator: "\n").filter { $0.contains(": error: [") || $0.contains(": warning: [") }
    }
    let lint = findings(streamed)
    #expect(lint == findings(solved).filter { !$0.contains("[unsolvable]") })
    // The fixture has four answers the solver cannot play: each copy's are found, the last copy's too.
    let unsolvable = findings(solved).filter { $0.contains("[unsolvable]") }
    #expect(unsolvable.count == 4 * copies)
    #expect(unsolvable.last?.contains("$.units[\(copies - 1)]") == true)
    // Every copy's errors are found, the last copy's near the end of the file.
    #expect(lint.filter { $0.contains("[ambiguous-match]") }.count == copies)
    #expect(lint.contains { $0.contains("$.units[\(copies - 1)]") && $0.contains("[wrong-word-accepted]") })
  }
}
