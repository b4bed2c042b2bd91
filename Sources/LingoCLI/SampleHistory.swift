import Course
import Foundation
import Learner
import Randomness
import Review
import Store

/// The sample learner made whole: the words of the nodes Sam finished, with five weeks of reviews played
/// through the real scheduler, for a store's first use and for `reset`.
enum SampleHistory {
  /// The seed the history's ratings and fuzz are drawn from: the same history every time.
  static let seed: UInt64 = 927
  /// The bundled course Sam studies.
  static let courseName = "spanish"

  /// Sam at `clock`'s now, with the words of `course` met (none when the course can't be read).
  static func learner(clock: Clock, course: Course?) -> Learner {
    course.map { Learner.sample(at: clock.moment, course: $0) } ?? clock.sample()
  }

  /// The bundled course Sam studies, when it can be read.
  static func course(variables: [String: String]) -> Course? {
    try? CourseFile.playable(courseName, variables: variables)
  }

  /// Replaces everything in `store` with the launch state, Sam and the review history, keeping the old
  /// file as a backup named with `backupStamp`; Sam, and the backup's path when one was kept.
  static func reset(
    _ store: any ProgressStore, clock: Clock, variables: [String: String], backupStamp: String
  ) throws(StoreError) -> (Learner, String?) {
    let sam = learner(clock: clock, course: course(variables: variables))
    let backup = try store.replace(with: sam, backupStamp: backupStamp)
    let made = { sam }
    try store.update(makeLearner: made, reviewing: sam.courseID) { learner, book in
      record(learner, clock: clock, in: &book)
    }
    return (sam, backup)
  }

  /// Sam's review history: each word met at 18:00 of its day, then reviewed at 18:00 of every later day
  /// Sam studied, until yesterday.
  static func record(_ learner: Learner, clock: Clock, in book: inout ReviewBook) {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = clock.timeZone
    func evening(_ day: Day) -> Date? {
      let (year, month, date) = day.parts
      return calendar.date(from: DateComponents(year: year, month: month, day: date, hour: 18))
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
