import Foundation

/// Work spread over the machine's cores, its results in a fixed order whatever order it finishes in.
public enum Concurrently {
  /// `body` of each index in `0..<count`, run at once on the cores; the results in index order. With
  /// `spread` false, or one index, run on the calling thread, one after another: for work too small to
  /// pay for the threads (each thread's first allocation takes memory of its own).
  public static func map<T: Sendable>(_ count: Int, spread: Bool = true, _ body: @Sendable (Int) -> T) -> [T]
  {
    guard spread, count > 1 else { return (0..<count).map(body) }
    let results = Results<T>(count)
    DispatchQueue.concurrentPerform(iterations: count) { results.set($0, body($0)) }
    return results.values
  }

  /// How many parts to cut work into: a few per core, so that parts of unequal cost even out.
  public static var parts: Int { max(1, ProcessInfo.processInfo.activeProcessorCount) * 4 }

  /// Each index's result, written once from any thread.
  private final class Results<T: Sendable>: @unchecked Sendable {
    private var slots: [T?]
    private let lock = NSLock()

    init(_ count: Int) { slots = Array(repeating: nil, count: count) }

    func set(_ index: Int, _ value: T) { lock.withLock { slots[index] = value } }

    /// The results; every index has one once `concurrentPerform` returns.
    var values: [T] { lock.withLock { slots.compactMap { $0 } } }
  }
}

extension Course {
  /// The units `range` (all of them if nil) cut into at most `count` runs of about equal numbers of
  /// exercises, in order, none empty.
  func unitRanges(_ count: Int, in range: Range<Int>? = nil) -> [Range<Int>] {
    let range = range ?? units.indices
    let exercises = { (u: Int) in units[u].nodes.reduce(0) { $0 + $1.exerciseCount } }
    let total = range.reduce(0) { $0 + exercises($1) }
    let parts = max(1, min(count, range.count))
    guard parts > 1 else { return [range] }
    var ranges: [Range<Int>] = []
    var start = range.lowerBound
    var done = 0
    for u in range {
      done += exercises(u)
      // Cut after this unit once the exercises so far reach the next part's share.
      if ranges.count < parts - 1, u + 1 < range.upperBound,
        Double(done) * Double(parts) >= Double(total) * Double(ranges.count + 1)
      {
        ranges.append(start..<(u + 1))
        start = u + 1
      }
    }
    ranges.append(start..<range.upperBound)
    return ranges
  }
}
