import Foundation
import Learner
import Store

/// Opens the learner's store for a command: memory for `--ephemeral`, else the SQLite file.
struct StoreOpener {
  let ephemeral: Bool
  let variables: [String: String]
  /// Told when a change is saved, so a failed write afterwards can say the progress was kept.
  var streams: StreamStatus? = nil

  func open() throws(LingoError) -> any ProgressStore {
    if ephemeral { return MemoryProgressStore() }
    guard let path = StoreLocation.path(variables: variables) else { throw .noHome }
    do {
      let store = try SQLiteProgressStore(path: path)
      if let streams { store.onSave = { streams.saved = true } }
      return store
    } catch {
      throw .store(error)
    }
  }
}

/// The clock and calendar a command runs on: `--now` or the real time, in the learner's time zone.
struct Clock {
  let now: () -> Date
  let timeZone: TimeZone

  init(_ options: CommonOptions, _ environment: AppEnvironment) {
    now = options.now.map { fixed in { fixed } } ?? environment.now
    timeZone = environment.timeZone
  }

  var today: Day { Day(now(), in: timeZone) }

  /// Now as the learner's rules see it: the local day and how far into the league week.
  var moment: Moment { Moment(now(), in: timeZone) }

  /// The sample learner as of this clock, for a store's first use.
  func sample() -> Learner { Learner.sample(at: moment) }
}
