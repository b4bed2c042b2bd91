import Foundation
import Review
import Testing

@testable import Schedule

@Suite("schedule writes only into room it reserved")
struct ScheduleRoomTests {
  @Test(
    "an id that fills the output buffer to its end, then an error: no byte goes past the buffer",
    arguments: Array(4_040..<4_100))
  func idToTheEnd(idLength: Int) throws {
    var replayer = ScheduleReplay(scheduler: try Scheduler(), seed: 0)
    let output = ScheduleOutput(capacity: 0)
    // A card whose id ends where the buffer does, and that has no reviews: it gets an error after its id.
    let id = String(repeating: "x", count: idLength)
    let line = Array(#"{"id": "\#(id)"}"#.utf8)
    let replayed = line.withUnsafeBufferPointer { replayer.replay($0, number: 0, into: output) }
    #expect(!replayed)
    #expect(output.count <= output.capacity, "\(output.count) bytes written into \(output.capacity)")
    var text = Data()
    output.write { text.append($0) }
    let object = try #require(try JSONSerialization.jsonObject(with: text) as? [String: Any])
    #expect((object["id"] as? String)?.count == idLength)
    #expect(object["error"] is String)
  }

}
