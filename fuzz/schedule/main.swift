import Foundation
import Review

/// The schedulers every line is replayed with: the defaults, and one with interval fuzz on.
private let schedulers: [Scheduler] = [
  try? Scheduler(), try? Scheduler(learningSteps: [], relearningSteps: [], fuzz: true),
].compactMap { $0 }

/// libFuzzer entry: every line of the input replayed as one `lingo schedule` card; each output line is JSON.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzSchedule(_ start: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
  guard let start else { return 0 }
  let text = UnsafeBufferPointer(start: start, count: count)
  for (index, scheduler) in schedulers.enumerated() {
    var replayer = ScheduleReplay(scheduler: scheduler, seed: UInt64(index))
    let output = ScheduleOutput(capacity: 0)
    var number = 0
    ScheduleBatch.eachLine(text) { line in
      defer { number += 1 }
      _ = replayer.replay(line, number: number, into: output)
    }
    output.write { bytes in
      // Every line written must be a JSON object, whatever the input held.
      for line in bytes.split(separator: 0x0A) {
        let data = Data(line)
        guard (try? JSONSerialization.jsonObject(with: data)) is [String: Any] else {
          FileHandle.standardError.write(Data("not a JSON object: ".utf8) + data + Data("\n".utf8))
          abort()
        }
      }
    }
  }
  return 0
}
