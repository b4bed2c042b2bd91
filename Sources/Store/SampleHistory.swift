import Course
import Foundation
import Learner
import Randomness
import Review

/// The sample learner made whole and written: the words of the nodes Sam finished, with five weeks of
/// reviews played through the real scheduler, for a store's first use and for `reset`. What Sam studied
/// and when is the Learner target's (`Learner.sample`, `sampleEvenings`); this writes it.
public enum SampleHistory {
  /// The seed the history's ratings and fuzz are drawn from: the same history every time.
  public static let seed = Learner.sampleHistorySeed

  /// Sam at `moment`, with the words of `course` met (none when there is no course).
  public static func learner(at moment: Moment, course: Course?) -> Learner {
    course.map { Learner.sample(at: moment, course: $0) } ?? Learner.sample(at: moment)
  }

  /// Replaces everything in `store` with the launch state, Sam at `moment` and the review history in
  /// `timeZone`, keeping the old file as a backup named with `backupStamp`; Sam, and the backup's path when
  /// one was kept.
  public static func reset(
    _ store: any ProgressStore, course: Course?, at moment: Moment, in timeZone: TimeZone, backupStamp: String
  ) throws(StoreError) -> (Learner, String?) {
    let sam = learner(at: moment, course: course)
    let backup = try store.replace(with: sam, backupStamp: backupStamp)
    let made = { sam }
    try store.update(makeLearner: made, reviewing: sam.courseID) { learner, book in
      record(learner, in: timeZone, into: &book)
    }
    return (sam, backup)
  }

  /// Sam's review history, played through the real scheduler: each word met at 18:00 of its day in
  /// `timeZone`, then reviewed at 18:00 of every later day Sam studied, until yesterday
  /// (`Learner.sampleEvenings`).
  public static func record(_ learner: Learner, in timeZone: TimeZone, into book: inout ReviewBook) {
    let (sessions, met) = learner.sampleEvenings(in: timeZone)
    var generator = SplitMix64(seed: seed)
    book.replay(met: met, sessions: sessions, scheduler: WordReviews.standard, using: &generator)
  }
}
