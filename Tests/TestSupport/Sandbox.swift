import Foundation

/// A fresh temporary folder that stands in for the home of a process a test starts, so no test run reads or
/// writes the real home: `HOME`, every `XDG_*_HOME` and `LINGO_HOME` point inside it. The folder is removed
/// with the last reference to its sandbox, so hold the sandbox as long as a process may write there.
public final class Sandbox: Sendable {
  /// The variables that name a home folder, each pointed into the sandbox.
  public static let homeVariables = [
    "HOME", "XDG_CONFIG_HOME", "XDG_DATA_HOME", "XDG_STATE_HOME", "XDG_CACHE_HOME", "LINGO_HOME",
  ]

  /// The sandbox's folder.
  public let root: URL

  /// Names a new sandbox under the temporary folder; its folders are made by whatever writes there first.
  public init() {
    root = FileManager.default.temporaryDirectory.appendingPathComponent("lingo-sandbox-\(UUID())")
  }

  deinit { try? FileManager.default.removeItem(at: root) }

  /// `HOME`, `XDG_CONFIG_HOME`, `XDG_DATA_HOME`, `XDG_STATE_HOME`, `XDG_CACHE_HOME` and `LINGO_HOME`.
  public var variables: [String: String] {
    let home = root.appendingPathComponent("home").path
    return [
      "HOME": home, "XDG_CONFIG_HOME": home + "/.config", "XDG_DATA_HOME": home + "/.local/share",
      "XDG_STATE_HOME": home + "/.local/state", "XDG_CACHE_HOME": home + "/.cache",
      "LINGO_HOME": root.appendingPathComponent("lingo").path,
    ]
  }

  /// `base` (the test process's own environment by default) with every home variable pointed in here.
  public func environment(inheriting base: [String: String] = ProcessInfo.processInfo.environment)
    -> [String: String]
  {
    base.merging(variables) { $1 }
  }
}
