/// The XDG base directories: a variable such as `XDG_DATA_HOME` counts only when it holds an absolute path,
/// as the specification says; otherwise the default under `HOME` is used.
public enum XDGFolder {
  /// `$variable` when it is an absolute path, else `$HOME/fallback`; nil when neither is usable.
  public static func path(_ variable: String, fallback: String, variables: [String: String]) -> String? {
    if let value = variables[variable], value.hasPrefix("/") { return value }
    if let home = variables["HOME"], !home.isEmpty { return home + "/" + fallback }
    return nil
  }
}
