import Review

/// Feeds lines to batches on worker threads and writes their output in input order.
public struct SchedulePipeline {
  let scheduler: Scheduler
  let seed: UInt64
  /// Whether input comes from a terminal: then each line is a batch, answered before the next is read.
  let interactive: Bool
  /// How much input makes a batch.
  let batchBytes: Int
  /// How many batches may be in flight: two per processor, and one more being filled.
  let limit: Int
  let write: (UnsafeBufferPointer<UInt8>) -> Void
  /// Input read but not yet handed to a batch: whole lines, and perhaps the start of one more.
  private var pending: [UInt8] = []
  private var lineCount = 0
  private var inFlight: [ScheduleBatch] = []
  /// The output buffers and replayers of written batches, for the next ones.
  private var spare: [(ScheduleOutput, ScheduleReplay)] = []
  public private(set) var cards = 0
  public private(set) var failed = 0

  public init(
    scheduler: Scheduler, seed: UInt64, interactive: Bool, processors: Int,
    write: @escaping (UnsafeBufferPointer<UInt8>) -> Void
  ) {
    self.scheduler = scheduler
    self.seed = seed
    self.interactive = interactive
    batchBytes = interactive ? 0 : 1 << 19
    limit = max(1, processors) * 2 + 1
    self.write = write
  }

  /// Takes a chunk of input; whole lines go to a batch once there are enough of them (at once at a terminal).
  public mutating func add(_ chunk: [UInt8]) {
    pending += chunk
    guard pending.count >= batchBytes, let last = pending.lastIndex(of: 0x0A) else { return }
    submit(upTo: last + 1)
  }

  /// Replays what is left and writes everything.
  public mutating func finish() {
    submit(upTo: pending.count)
    while !inFlight.isEmpty { writeOldest() }
  }

  private mutating func submit(upTo end: Int) {
    guard end > 0 else { return }
    let text = Array(pending[..<end])
    pending.removeSubrange(..<end)
    let (output, replayer) =
      spare.popLast()
      ?? (ScheduleOutput(capacity: batchBytes * 4), ScheduleReplay(scheduler: scheduler, seed: seed))
    let batch = ScheduleBatch(text: text, firstLine: lineCount, output: output, replayer: replayer)
    batch.start()
    inFlight.append(batch)
    lineCount += ScheduleBatch.lineCount(text)
    // Write what is ready; wait only when too many batches are in flight, or someone is typing.
    while let oldest = inFlight.first {
      if interactive || inFlight.count >= limit {
        writeOldest()
      } else if oldest.isDone() {
        writeOldest(waiting: false)
      } else {
        break
      }
    }
  }

  /// Writes the oldest batch's output, first waiting for it unless `isDone()` has seen it finish.
  private mutating func writeOldest(waiting: Bool = true) {
    let batch = inFlight.removeFirst()
    if waiting { batch.wait() }
    batch.output.write(write)
    batch.output.removeAll()
    spare.append((batch.output, batch.replayer))
    cards += batch.cards
    failed += batch.failed
  }
}
