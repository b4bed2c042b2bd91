import Foundation
import Testing

/// The clock Hunspell bounds its searches by (Sources/HunspellClock): the linker sends every `clock()` of
/// the program to it, so this test's calls reach it as Hunspell's do. It counts calls, not time, so
/// Hunspell's answers do not depend on the machine or its load.
@Suite struct HunspellClockTests {
  /// Reads the clock `count` times on a thread of its own, and gives the readings.
  private func readings(_ count: Int) -> [Int] {
    let box = Readings()
    let thread = Thread {
      box.values = (0..<count).map { _ in Int(clock()) }
      box.done.signal()
    }
    thread.start()
    box.done.wait()
    return box.values
  }

  private final class Readings: @unchecked Sendable {
    var values: [Int] = []
    let done = DispatchSemaphore(value: 0)
  }

  @Test("each reading is one step after the last, however long the work between them")
  func eachCallIsOneStep() {
    var last = Int(clock())
    for _ in 0..<50 {
      var spun = 0.0
      for index in 0..<20_000 { spun += Double(index).squareRoot() }
      let now = Int(clock())
      #expect(now - last == 200, "spun \(spun)")
      last = now
    }
  }

  @Test("a thread counts its own calls: another thread's do not move its clock")
  func aThreadCountsItsOwnCalls() {
    #expect(readings(3) == [200, 400, 600])
    #expect(readings(2) == [200, 400])
  }
}
