import Foundation
import Review
import Testing

@testable import Schedule

@Suite("schedule's output is UTF-8 JSON whatever the input bytes")
struct ScheduleUTF8Tests {
  /// The output line for one input line, replayed with the default scheduler.
  private func replay(_ bytes: [UInt8]) throws -> String {
    var replayer = ScheduleReplay(scheduler: try Scheduler(), seed: 0)
    let output = ScheduleOutput(capacity: 0)
    _ = bytes.withUnsafeBufferPointer { replayer.replay($0, number: 0, into: output) }
    var text = Data()
    output.write { text.append($0) }
    return try #require(String(validating: text, as: UTF8.self), "the output is not UTF-8")
  }

  /// A card line with `id` as the id's bytes and `time` inside the first review's time string.
  private func card(id: [UInt8], time: [UInt8] = Array("2026-01-08T07:45:07Z".utf8)) -> [UInt8] {
    Array(#"{"id": ""#.utf8) + id + Array(#"", "reviews": [{"t": ""#.utf8) + time
      + Array(#"", "rating": 3}]}"#.utf8)
  }

  @Test(
    "a line with bytes that are not UTF-8 is refused, and the output stays JSON",
    arguments: [
      [0xF3, 0x62], [0xC0, 0x80], [0xED, 0xA0, 0x80], [0xFF], [0x62, 0xE2, 0x82],
    ] as [[UInt8]])
  func invalidBytes(_ bad: [UInt8]) throws {
    for line in [card(id: bad), card(id: Array("b".utf8), time: Array("2026-01-08T07:45:07Z".utf8) + bad)] {
      let text = try replay(line)
      let object = try #require(
        try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any], "\(text)")
      #expect(object["error"] as? String == "not JSON: the line is not valid UTF-8")
    }
  }

  @Test("UTF-8 beyond ASCII in an id, at any offset, is copied as written")
  func validBytes() throws {
    for prefix in 0..<9 {
      let id = String(repeating: "x", count: prefix) + "café 🇪🇸"
      let text = try replay(card(id: Array(id.utf8)))
      let object = try #require(
        try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any], "\(text)")
      #expect(object["id"] as? String == id)
      #expect(object["error"] == nil)
    }
  }
}
