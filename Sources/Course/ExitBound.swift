import Synchronization

/// What a command that ends once its work is done leaves to the process's exit rather than taking apart:
/// freeing the units a check of a large course decoded, one string and array at a time, cost a twentieth
/// of the check, only for the process to end. Off until a command turns it on (`lingo check` does, as a
/// compiler leaves its syntax trees to its exit); a library caller, a test among them, frees as usual.
public enum ExitBound {
  private static let state = Mutex<(on: Bool, kept: [Any])>((false, []))

  /// From now on, what `keep` is given stays until the process ends.
  public static func turnOn() { state.withLock { $0.on = true } }

  /// Keeps `value` (and what it holds) to the process's end when turned on; else does nothing, and
  /// `value` is freed when its last holder lets it go.
  static func keep(_ value: Any) {
    state.withLock { state in
      if state.on { state.kept.append(value) }
    }
  }
}
