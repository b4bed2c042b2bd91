import Course
import Foundation
import Learner
import Randomness
import Review

/// The sample learner made whole: the words of the nodes Sam finished, with five weeks of reviews played
/// through the real scheduler, for a store's first use and for `reset`.
public enum SampleHistory {
  /// The seed the history's ratings and fuzz are drawn from: the same history every time.
  public static let seed: UInt64 = 927

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

  /// Sam's review history: each word met at 18:00 of its day in `timeZone`, then reviewed at 18:00 of every
  /// later day Sam studied, until yesterday; an evening outside the file's times (before 1970) is left out.
  public static func record(_ learner: Learner, in timeZone: TimeZone, into book: inout ReviewBook) {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = timeZone
    func evening(_ day: Day) -> Date? {
      let (year, month, date) = day.parts
      let time = calendar.date(from: DateComponents(year: year, month: month, day: date, hour: 18))
      return time.flatMap { StoredRange.seconds.contains($0.timeIntervalSince1970) ? $0 : nil }
    }
    let sessions = learner.dailyXP.keys.sorted().compactMap(evening)
    let met = learner.wordsMet.filter { $0.key.course == learner.courseID }.sorted {
      $0.key.word < $1.key.word
    }
    .compactMap { entry in evening(entry.value).map { (word: entry.key.word, at: $0) } }
    var generator = SplitMix64(seed: seed)
    book.replay(met: met, sessions: sessions, scheduler: WordReviews.standard, using: &generator)
  }
}
