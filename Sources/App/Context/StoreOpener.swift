import Foundation
import Learner
import Store

/// Opens the learner's store for a command: memory for `--ephemeral`, else the SQLite file.
public struct StoreOpener {
  public let ephemeral: Bool
  public let variables: [String: String]
  /// Told when a change is saved, so a failed write afterwards can say the progress was kept.
  public var streams: StreamStatus? = nil

  public init(ephemeral: Bool, variables: [String: String], streams: StreamStatus? = nil) {
    (self.ephemeral, self.variables, self.streams) = (ephemeral, variables, streams)
  }

  public func open() throws(LingoError) -> any ProgressStore {
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
public struct Clock {
  public let now: () -> Date
  public let timeZone: TimeZone

  public init(_ options: AppOptions, _ environment: AppEnvironment) {
    now = options.now.map { fixed in { fixed } } ?? environment.now
    timeZone = environment.timeZone
  }

  public var today: Day { Day(now(), in: timeZone) }

  /// Now as the learner's rules see it: the local day and how far into the league week.
  public var moment: Moment { Moment(now(), in: timeZone) }

  /// The sample learner as of this clock, for a store's first use.
  public func sample() -> Learner { Learner.sample(at: moment) }
}
