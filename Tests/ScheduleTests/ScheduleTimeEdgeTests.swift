import Foundation
import Review
import Testing

@testable import Schedule

/// Issue 22: `lingo schedule` writes no time its own parser refuses, at either end of the years it reads.
@Suite("schedule's times at the ends of the years it reads")
struct ScheduleTimeEdgeTests {
  /// `microseconds` as the writer writes it, and what the parser reads back from that text.
  private func roundTrip(_ microseconds: Int64) -> (String, Int64?) {
    let output = ScheduleOutput(capacity: 64)
    var cache = ScheduleDayCache()
    output.reserve(40)
    ScheduleTimeWriter.write(microseconds: microseconds, to: output, cache: &cache)
    var bytes: [UInt8] = []
    output.write { bytes.append(contentsOf: $0) }
    var readCache = ScheduleDayCache()
    let read = bytes.withUnsafeBufferPointer { ScheduleTime.parse($0, cache: &readCache) }
    return (String(decoding: bytes, as: UTF8.self), read)
  }

  @Test(
    "the ends of the readable range, and times inside it, write a text that reads back the same",
    arguments: [
      ScheduleTime.readable.lowerBound, ScheduleTime.readable.upperBound, 0, -1, 253_402_300_799_000_000,
      ScheduleTime.readable.lowerBound + 86_400_000_000 - 1,
    ])
  func roundTrips(_ microseconds: Int64) {
    let (text, read) = roundTrip(microseconds)
    #expect(read == microseconds, "\(text)")
  }

  @Test("the readable range is the parser's: just past either end is a text it refuses")
  func rangeIsTheParsers() {
    #expect(roundTrip(ScheduleTime.readable.upperBound + 1).1 == nil)
    #expect(roundTrip(ScheduleTime.readable.lowerBound - 1).1 == nil)
    #expect(roundTrip(ScheduleTime.readable.lowerBound).0 == "0001-01-01T00:00:00Z")
    #expect(roundTrip(ScheduleTime.readable.upperBound).0 == "9999-12-31T23:59:59.999999Z")
  }

  @Test("a card reviewed where the years end is due at the end, and one before they begin at the start")
  func replayedDuesStayReadable() throws {
    var replayer = ScheduleReplay(scheduler: try Scheduler(), seed: 0)
    let output = ScheduleOutput(capacity: 0)
    let lines = [
      #"{"id": 1, "reviews": [{"t": "9999-12-31T23:59:59-23:59", "rating": 4}]}"#,
      #"{"id": 2, "reviews": [{"t": "0001-01-01T00:00:00+23:59", "rating": 1}]}"#,
    ]
    for (number, line) in lines.enumerated() {
      let bytes = Array(line.utf8)
      _ = bytes.withUnsafeBufferPointer { replayer.replay($0, number: number, into: output) }
    }
    var text = Data()
    output.write { text.append($0) }
    let written = String(decoding: text, as: UTF8.self)
    #expect(written.contains(#""due":"9999-12-31T23:59:59Z""#), "\(written)")
    #expect(written.contains(#""due":"0001-01-01T00:00:00Z""#), "\(written)")
  }
}
