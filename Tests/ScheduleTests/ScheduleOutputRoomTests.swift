import Testing

@testable import Schedule

@Suite("the schedule writer checks its room on every write")
struct ScheduleOutputRoomTests {
  /// What `output` gathered, as text.
  private func text(_ output: ScheduleOutput) -> String {
    var bytes: [UInt8] = []
    output.write { bytes = Array($0) }
    return String(decoding: bytes, as: UTF8.self)
  }

  @Test("appends that were never reserved for grow the buffer instead of writing past it")
  func unreservedAppendsGrow() {
    let output = ScheduleOutput(capacity: 0)
    let start = output.capacity
    var expected = ""
    let cache = ScheduleNumberCache()
    var days = ScheduleDayCache()
    while output.count < start * 3 {
      output.append(UInt8(ascii: "a"))
      output.appendPair(7)
      output.appendDigits(42, count: 5)
      output.append(12_345)
      output.append(",")
      output.append(0.1, cache: cache)
      ScheduleTimeWriter.write(microseconds: 1_767_225_600_000_001, to: output, cache: &days)
      expected += "a0700042" + "12345" + "," + "0.1" + "2026-01-01T00:00:00.000001Z"
    }
    #expect(output.capacity > start)
    #expect(text(output) == expected)
  }

  @Test("each append near the end of the room lands whole")
  func appendsAtTheEdge() {
    for filler in [4_096 - 40, 4_096 - 31, 4_096 - 10, 4_096 - 2, 4_096 - 1, 4_096] {
      let output = ScheduleOutput(capacity: 4_096)
      for _ in 0..<filler { output.append(UInt8(ascii: " ")) }
      output.append(36_500.25, cache: ScheduleNumberCache())
      output.appendPair(99)
      output.appendPair(100)
      #expect(text(output) == String(repeating: " ", count: filler) + "36500.25" + "99" + "00")
    }
  }

  @Test("the number printer writes nothing into a buffer shorter than its longest number")
  func shortBuffer() {
    var buffer = [UInt8](repeating: 0, count: ShortestDecimal.longest - 1)
    let count = buffer.withUnsafeMutableBufferPointer { ShortestDecimal.write(2.5, to: $0) }
    #expect(count == 0)
    #expect(buffer.allSatisfy { $0 == 0 })
  }
}
