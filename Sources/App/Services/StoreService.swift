import Course
import Foundation
import Learner
import Store
import Terminal

/// Opens the learner's store: the live one is the SQLite file under the learner's home (memory for
/// `--ephemeral`); the one for tests is kept in memory.
public struct StoreService {
  /// The store for a command run with `options`, told through `streams` when a change is saved; or why it
  /// can't be opened.
  public var open: (_ options: AppOptions, _ streams: StreamStatus) throws(LingoError) -> any ProgressStore
  /// The files the store lives in, to see that another window changed it without reading it; nil for a
  /// store in memory, which only this process's commands change.
  public var files: (_ options: AppOptions) -> [String]?
  /// The store's file, such as an import must not write over; nil when there is no home to keep it in,
  /// and for a store in memory, which has no file.
  public var path: () -> String?
  /// Where the progress is kept, for `lingo where` (which makes nothing): the file's path, or why there is
  /// none.
  public var location: () throws(LingoError) -> String
  /// Whether the store was made already: its file is there (in memory, a learner is kept). A first run
  /// makes it, and a reset of a store not made yet has nothing to lose. Nil when there is no home to keep
  /// one in; false for `--ephemeral`.
  public var made: (_ options: AppOptions) -> Bool?
  /// The learner as stored, read without creating one and without waiting for a write (for `lingo status`
  /// and completions); nil when none is stored yet, and always for `--ephemeral`.
  public var snapshot: (_ options: AppOptions) throws(LingoError) -> Learner?
  /// `lingo reset --undo`, or with `redoing` `--redo`: brings back a backup, keeping what it replaces, at
  /// `clock`'s time; what to say, or why it can't.
  public var bringBack:
    (_ options: AppOptions, _ clock: Clock, _ streams: StreamStatus, _ redoing: Bool) throws(LingoError) ->
      [TerminalText]

  public init(
    open: @escaping (_ options: AppOptions, _ streams: StreamStatus) throws(LingoError) -> any ProgressStore,
    files: @escaping (_ options: AppOptions) -> [String]?, path: @escaping () -> String?,
    location: @escaping () throws(LingoError) -> String, made: @escaping (_ options: AppOptions) -> Bool?,
    snapshot: @escaping (_ options: AppOptions) throws(LingoError) -> Learner?,
    bringBack:
      @escaping (_ options: AppOptions, _ clock: Clock, _ streams: StreamStatus, _ redoing: Bool)
      throws(LingoError) -> [TerminalText]
  ) {
    (self.open, self.files, self.path, self.location) = (open, files, path, location)
    (self.made, self.snapshot, self.bringBack) = (made, snapshot, bringBack)
  }

  /// The SQLite file where `variables` say (`LINGO_HOME`, else the XDG data folder), or memory for
  /// `--ephemeral`.
  public static func live(variables: [String: String]) -> StoreService {
    let path = { StoreLocation.path(variables: variables) }
    return StoreService(
      open: { options, streams throws(LingoError) in
        try StoreOpener(ephemeral: options.ephemeral, variables: variables, streams: streams).open()
      },
      files: { options in
        guard !options.ephemeral, let path = path() else { return nil }
        return [path, path + "-wal"]
      },
      path: path,
      location: { () throws(LingoError) in
        guard let path = path() else { throw .noHome }
        return path
      },
      made: { options in
        guard let path = path() else { return nil }
        return !options.ephemeral && FileManager.default.fileExists(atPath: path)
      },
      snapshot: { options throws(LingoError) in
        guard !options.ephemeral else { return nil }
        guard let path = path() else { throw .noHome }
        do throws(StoreError) {
          return try ProgressSnapshot.learner(path: path)
        } catch {
          throw .store(error)
        }
      },
      bringBack: { options, clock, streams, redoing throws(LingoError) in
        // --ephemeral keeps no backup: no path says so.
        let file = options.ephemeral ? nil : path()
        return redoing
          ? try Reset.redo(path: file, clock: clock, streams: streams)
          : try Reset.undo(path: file, clock: clock, streams: streams)
      })
  }

  /// `store` for every command (a fresh store for `--ephemeral`), so the commands of one test share a
  /// learner; a change saved there is told to the command's streams, as the SQLite store tells them.
  /// It has no file: `lingo where` says `(memory)`, a reset keeps no backup (as `--ephemeral`), and
  /// `reset --undo` and `--redo` find none to bring back.
  public static func inMemory(_ store: MemoryProgressStore = MemoryProgressStore()) -> StoreService {
    StoreService(
      open: { options, streams in
        options.ephemeral
          ? MemoryProgressStore() : SavingMemoryStore(store, streams: streams) as any ProgressStore
      },
      files: { _ in nil },
      path: { nil },
      location: { store.location },
      made: { options in !options.ephemeral && store.stored != nil },
      snapshot: { options in options.ephemeral ? nil : store.stored },
      bringBack: { options, _, _, _ throws(LingoError) in
        throw .noBackup(path: options.ephemeral ? nil : store.location)
      })
  }
}
