import Dispatch
import Foundation
import Review

/// Lines of `lingo schedule`'s input replayed together on a worker thread; their output is kept
/// until the batches before them are written.
final class ScheduleBatch: @unchecked Sendable {
  // Unchecked: the worker alone writes `output`, `cards` and `failed`, and the reading thread reads them
  // only after `wait()` or `isDone()` has seen the worker signal `done`.
  /// Whole lines of input, each ending in a newline (the last may lack it).
  private let text: [UInt8]
  private let firstLine: Int
  private let done = DispatchSemaphore(value: 0)
  /// The output lines, in input order.
  let output: ScheduleOutput
  /// The replayer and its caches, handed from batch to batch.
  private(set) var replayer: ScheduleReplay
  /// Cards read (blank lines are not cards) and cards that could not be replayed.
  private(set) var cards = 0
  private(set) var failed = 0

  init(text: [UInt8], firstLine: Int, output: ScheduleOutput, replayer: ScheduleReplay) {
    self.text = text
    self.firstLine = firstLine
    self.output = output
    self.replayer = replayer
  }

  /// Replays the lines on a worker thread.
  func start() {
    DispatchQueue.global().async {
      self.replay()
      self.done.signal()
    }
  }

  /// Waits for the worker to finish.
  func wait() { done.wait() }

  /// Whether the worker has finished; after true, `wait()` must not be called.
  func isDone() -> Bool { done.wait(timeout: .now()) == .success }

  private func replay() {
    var replayer = self.replayer
    defer { self.replayer = replayer }
    text.withUnsafeBufferPointer { text in
      var number = firstLine
      Self.eachLine(text) { line in
        defer { number += 1 }
        guard line.contains(where: { $0 != 0x20 && $0 != 0x09 && $0 != 0x0D }) else { return }
        cards += 1
        if !replayer.replay(line, number: number, into: output) { failed += 1 }
      }
    }
  }

  /// Calls `body` with each line of `text`, without its newline.
  static func eachLine(_ text: UnsafeBufferPointer<UInt8>, _ body: (UnsafeBufferPointer<UInt8>) -> Void) {
    guard let base = text.baseAddress else { return }
    var start = 0
    while start < text.count {
      var end = text.count
      if let newline = memchr(base + start, 0x0A, text.count - start) {
        end = base.distance(to: newline.assumingMemoryBound(to: UInt8.self))
      }
      body(UnsafeBufferPointer(start: base + start, count: end - start))
      start = end + 1
    }
  }

  /// How many lines `text` holds.
  static func lineCount(_ text: [UInt8]) -> Int {
    var count = 0
    text.withUnsafeBufferPointer { eachLine($0) { _ in count += 1 } }
    return count
  }
}
