import Learner
import Review
import Store

/// A store in memory that tells `streams` when a change is saved, as the SQLite store does, so that a
/// failed write afterwards says the progress was kept in memory as on disk.
final class SavingMemoryStore: ProgressStore {
  private let base: MemoryProgressStore
  private let streams: StreamStatus

  init(_ base: MemoryProgressStore, streams: StreamStatus) { (self.base, self.streams) = (base, streams) }

  var location: String { base.location }

  func update<T>(makeLearner: () -> Learner, _ change: (inout Learner) -> T) throws(StoreError) -> T {
    var changed = false
    var made = false
    func making() -> Learner {
      made = true
      return makeLearner()
    }
    let result = try base.update(makeLearner: making) { learner in
      let before = learner
      let result = change(&learner)
      changed = made || learner != before
      return result
    }
    if changed { streams.saved = true }
    return result
  }

  func update<T>(
    makeLearner: () -> Learner, reviewing course: String, _ change: (inout Learner, inout ReviewBook) -> T
  ) throws(StoreError) -> T {
    var changed = false
    var made = false
    func making() -> Learner {
      made = true
      return makeLearner()
    }
    let result = try base.update(makeLearner: making, reviewing: course) { learner, book in
      let (before, cards) = (learner, book.cards)
      let result = change(&learner, &book)
      changed = made || learner != before || book.cards != cards || !book.added.isEmpty
      return result
    }
    if changed { streams.saved = true }
    return result
  }

  func reviewBook(course: String) throws(StoreError) -> ReviewBook { try base.reviewBook(course: course) }

  func replace(with learner: Learner, backupStamp: String) throws(StoreError) -> String? {
    let backup = try base.replace(with: learner, backupStamp: backupStamp)
    streams.saved = true
    return backup
  }

  func restoreNewestBackup(stamp: String) throws(StoreError) -> String? {
    try base.restoreNewestBackup(stamp: stamp)
  }
}
