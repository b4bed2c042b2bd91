import Foundation
import Learner

/// Where the learner's progress lives: SQLite on disk, or memory for `--ephemeral` and tests.
public protocol ProgressStore: AnyObject {
  /// Where the progress is kept, for `lingo where`.
  var location: String { get }

  /// Runs `change` on the learner as one transaction; `makeLearner` gives the learner of a new store.
  /// Another process's changes made meanwhile are read first, so nothing is lost between windows.
  func update<T>(
    makeLearner: () -> Learner, _ change: (inout Learner) -> T
  ) throws(StoreError) -> T

  /// Replaces everything with `learner` (reset).
  func replace(with learner: Learner) throws(StoreError)
}

extension ProgressStore {
  /// The learner as stored, created with `makeLearner` on first use.
  public func learner(makeLearner: () -> Learner) throws(StoreError) -> Learner {
    try update(makeLearner: makeLearner) { $0 }
  }
}

/// The in-memory twin of the SQLite store.
public final class MemoryProgressStore: ProgressStore {
  private var stored: Learner?

  public init(_ learner: Learner? = nil) { stored = learner }

  public var location: String { "(memory)" }

  public func update<T>(makeLearner: () -> Learner, _ change: (inout Learner) -> T) throws(StoreError) -> T {
    var learner = stored ?? makeLearner()
    let result = change(&learner)
    stored = learner
    return result
  }

  public func replace(with learner: Learner) throws(StoreError) { stored = learner }
}
