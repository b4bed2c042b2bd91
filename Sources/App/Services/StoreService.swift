import Foundation
import Learner
import Store

/// Opens the learner's store: the live one is the SQLite file under the learner's home (memory for
/// `--ephemeral`); the one for tests is kept in memory.
public struct StoreService {
  /// The store for a command run with `options`, told through `streams` when a change is saved; or why it
  /// can't be opened.
  public var open: (_ options: AppOptions, _ streams: StreamStatus) throws(LingoError) -> any ProgressStore
  /// The files the store lives in, to see that another window changed it without reading it; nil for a
  /// store in memory, which only this process's commands change.
  public var files: (_ options: AppOptions) -> [String]?

  public init(
    open: @escaping (_ options: AppOptions, _ streams: StreamStatus) throws(LingoError) -> any ProgressStore,
    files: @escaping (_ options: AppOptions) -> [String]?
  ) {
    (self.open, self.files) = (open, files)
  }

  /// The SQLite file where `variables` say (`LINGO_HOME`, else the XDG data folder), or memory for
  /// `--ephemeral`.
  public static func live(variables: [String: String]) -> StoreService {
    StoreService(
      open: { options, streams throws(LingoError) in
        try StoreOpener(ephemeral: options.ephemeral, variables: variables, streams: streams).open()
      },
      files: { options in
        guard !options.ephemeral, let path = StoreLocation.path(variables: variables) else { return nil }
        return [path, path + "-wal"]
      })
  }

  /// `store` for every command (a fresh store for `--ephemeral`), so the commands of one test share a
  /// learner; a change saved there is told to the command's streams, as the SQLite store tells them.
  public static func inMemory(_ store: MemoryProgressStore = MemoryProgressStore()) -> StoreService {
    StoreService(
      open: { options, streams in
        options.ephemeral
          ? MemoryProgressStore() : SavingMemoryStore(store, streams: streams) as any ProgressStore
      },
      files: { _ in nil })
  }
}
