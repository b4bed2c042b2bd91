import Foundation
import Learner
import Review

/// Where the learner's progress lives: SQLite on disk, or memory for `--ephemeral` and tests.
public protocol ProgressStore: AnyObject {
  /// Where the progress is kept, for `lingo where`.
  var location: String { get }

  /// Runs `change` on the learner as one transaction; `makeLearner` gives the learner of a new store.
  /// Another process's changes made meanwhile are read first, so nothing is lost between windows.
  func update<T>(
    makeLearner: () -> Learner, _ change: (inout Learner) -> T
  ) throws(StoreError) -> T

  /// Runs `change` on the learner and on the review cards of `course` as one transaction; the reviews it
  /// adds to the book are appended to the review log.
  func update<T>(
    makeLearner: () -> Learner, reviewing course: String, _ change: (inout Learner, inout ReviewBook) -> T
  ) throws(StoreError) -> T

  /// The review cards of `course`.
  func reviewBook(course: String) throws(StoreError) -> ReviewBook

  /// Replaces everything with `learner` (reset): the review cards and log go too. What was there is kept
  /// first as a backup stamped `backupStamp`; returns the backup's path, nil for a store in memory.
  func replace(with learner: Learner, backupStamp: String) throws(StoreError) -> String?

  /// Brings back the newest backup, keeping the current state as a backup stamped `stamp` first; returns
  /// the backup restored, nil when there is none.
  func restoreNewestBackup(stamp: String) throws(StoreError) -> String?
}

extension ProgressStore {
  /// The learner as stored, created with `makeLearner` on first use.
  public func learner(makeLearner: () -> Learner) throws(StoreError) -> Learner {
    try update(makeLearner: makeLearner) { $0 }
  }
}

/// The in-memory twin of the SQLite store.
public final class MemoryProgressStore: ProgressStore {
  /// The learner kept, nil before the first use: read without making one.
  public private(set) var stored: Learner?
  private var books: [String: ReviewBook] = [:]
  /// Every review logged, oldest first.
  public private(set) var log: [ReviewLogEntry] = []

  public init(_ learner: Learner? = nil) { stored = learner }

  public var location: String { "(memory)" }

  public func update<T>(makeLearner: () -> Learner, _ change: (inout Learner) -> T) throws(StoreError) -> T {
    var learner = stored ?? makeLearner()
    let result = change(&learner)
    stored = learner
    return result
  }

  public func update<T>(
    makeLearner: () -> Learner, reviewing course: String, _ change: (inout Learner, inout ReviewBook) -> T
  ) throws(StoreError) -> T {
    var learner = stored ?? makeLearner()
    var book = ReviewBook(cards: books[course]?.cards ?? [:])
    let result = change(&learner, &book)
    stored = learner
    log += book.added
    books[course] = ReviewBook(cards: book.cards)
    return result
  }

  public func reviewBook(course: String) throws(StoreError) -> ReviewBook {
    ReviewBook(cards: books[course]?.cards ?? [:])
  }

  public func replace(with learner: Learner, backupStamp: String) throws(StoreError) -> String? {
    stored = learner
    books = [:]
    log = []
    return nil
  }

  public func restoreNewestBackup(stamp: String) throws(StoreError) -> String? { nil }
}
