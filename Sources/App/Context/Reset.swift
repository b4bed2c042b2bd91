import Course
import Foundation
import Learner
import Store
import Terminal

/// A reset, from the command line or the app: the launch state or a new profile, the old one kept as a
/// backup that `lingo reset --undo` brings back.
public enum Reset {
  /// What is said before a reset that has not been confirmed.
  public static let warning: TerminalText =
    "A reset replaces your progress: your streak, XP, gems and words. A backup is kept, and "
    + "'lingo reset --undo' brings it back."

  /// Replaces the learner in `store` with the sample learner or a new one named `newName`; what to say.
  /// The sample learner's course is read from `environment`.
  public static func perform(
    _ store: any ProgressStore, newName: String?, clock: Clock, environment: AppEnvironment
  ) throws(StoreError) -> [TerminalText] {
    let learner: Learner
    let backup: String?
    if let newName {
      learner = Learner.new(name: newName, today: clock.today, now: clock.now())
      backup = try store.replace(with: learner, backupStamp: stamp(clock.now()))
    } else {
      (learner, backup) = try SampleHistory.reset(
        store, clock: clock, environment: environment, backupStamp: stamp(clock.now()))
    }
    return said(made: newName == nil ? nil : learner, backup: backup)
  }

  /// Where a reset was asked for: the first run's closing lines name the commands of that place.
  public enum Place: Sendable {
    case commandLine, prompt

    /// How the first lesson is started here.
    var start: TerminalText {
      self == .commandLine
        ? "Start your first lesson with 'lingo play'." : "Type 'start' for your first lesson."
    }

    /// The commands that change the first run's choices here.
    var change: TerminalText {
      self == .commandLine
        ? "'lingo settings course' and 'lingo settings goal'" : "'settings course' and 'settings goal'"
    }
  }

  /// Replaces the learner in `store` with the sample learner, or with a new one (`newProfile`) whose course
  /// and goal its options give or, at an interactive terminal, the first run asks (`FirstRun`); what to
  /// say. A value of `--course` or `--goal` not on offer is a usage error, and nothing is changed. The
  /// sample learner's course is read from `environment`; `display` and `place` are how the first run looks
  /// and which commands it names.
  public static func perform(
    _ store: any ProgressStore, newProfile: NewProfile?, clock: Clock, environment: AppEnvironment,
    display: Display, from place: Place
  ) throws(LingoError) -> [TerminalText] {
    guard let newProfile else {
      do {
        return try perform(store, newName: nil, clock: clock, environment: environment)
      } catch {
        throw .store(error)
      }
    }
    let choice = FirstRun.choose(
      try newProfile.answers(), name: newProfile.name, environment: environment, display: display,
      start: place.start, change: place.change)
    // The one place a new learner is made, on the course chosen, with the goal chosen.
    var learner = Learner.new(
      name: newProfile.name, today: clock.today, now: clock.now(), courseID: choice.course.name)
    learner.setDailyGoal(choice.goal)
    let backup: String?
    do {
      backup = try store.replace(with: learner, backupStamp: stamp(clock.now()))
    } catch {
      throw .store(error)
    }
    return said(made: learner, backup: backup) + choice.lines
  }

  /// What a reset says: what it made (`made`, nil for the sample learner), and where the old progress is kept.
  private static func said(made learner: Learner?, backup: String?) -> [TerminalText] {
    let done: TerminalText =
      learner.map { "A new profile for \($0.name), starting at unit 1." }
      ?? "Back to the launch state: Sam Rivera, a 27-day streak."
    guard let backup else { return [done] }
    return [done, "Your previous progress is kept in \(backup); 'lingo reset --undo' brings it back."]
  }

  /// Brings back the newest backup of the progress file at `path` (nil for `--ephemeral`, which keeps
  /// none), even when that file is too damaged to open; what to say, or why it can't. Each undo goes one
  /// step further back; what it replaced is kept for `reset --redo`. The paths are interpolated, so escaped.
  public static func undo(path: String?, clock: Clock, streams: StreamStatus) throws(LingoError)
    -> [TerminalText]
  {
    let (restored, lines) = try bringBack(path: path, clock: clock, streams: streams, redoing: false)
    return ["Brought back \(restored)."] + lines
  }

  /// Brings back the state the last `reset --undo` replaced, keeping the current one for an undo (even when
  /// the progress file is too damaged to open); what to say, or why it can't (nothing undone). The paths are
  /// interpolated, so escaped.
  public static func redo(path: String?, clock: Clock, streams: StreamStatus) throws(LingoError)
    -> [TerminalText]
  {
    let (restored, lines) = try bringBack(path: path, clock: clock, streams: streams, redoing: true)
    return ["Brought back \(restored), what the last undo replaced."] + lines
  }

  /// What an undo (or, `redoing`, a redo) brought back, and the lines that say what was kept: the state it
  /// replaced, or a damaged file put aside. Throws when there is nothing to bring back.
  private static func bringBack(path: String?, clock: Clock, streams: StreamStatus, redoing: Bool)
    throws(LingoError) -> (restored: String, lines: [TerminalText])
  {
    guard let path else { throw .noBackup(path: nil) }
    let stamp = stamp(clock.now())
    let restored: String?
    var lines: [TerminalText]
    do {
      do {
        let store = try SQLiteProgressStore(path: path)
        store.onSave = { streams.saved = true }
        if redoing {
          restored = try store.redo(stamp: stamp)
          lines = ["What was there is kept too: 'lingo reset --undo' brings it back."]
        } else {
          restored = try store.restoreNewestBackup(stamp: stamp)
          lines = ["What was there before is kept too: 'lingo reset --redo' brings it back."]
        }
      } catch  where error.kind == .corrupt {
        let done = try SQLiteProgressStore.restore(replacingDamaged: path, stamp: stamp, redoing: redoing)
        restored = done?.restored
        streams.saved = done != nil
        lines =
          done?.damaged.map { damaged -> [TerminalText] in ["The damaged file is kept as \(damaged)."] } ?? []
      }
    } catch {
      throw .store(error)
    }
    guard let restored else { throw .noBackup(path: path) }
    return (restored, lines)
  }

  /// A backup's time stamp: `20261126T180000Z`, in UTC.
  public static func stamp(_ date: Date) -> String {
    let formatter = ISO8601DateFormatter()
    formatter.formatOptions = [.withYear, .withMonth, .withDay, .withTime, .withTimeZone]
    return formatter.string(from: date)
  }
}
