import Foundation

/// Speaks text through `espeak-ng` when it is installed.
public enum Speech {
  /// Speaks `text` in `language` (a code such as `es`); the lines to show the learner.
  public static func speak(_ text: String, language: String, path: String?) -> [String] {
    let folders = (path ?? "").split(separator: ":").map(String.init)
    guard let program = folders.map({ $0 + "/espeak-ng" }).first(where: FileManager.default.isExecutableFile)
    else {
      return ["Sound needs espeak-ng, which is not installed (apt install espeak-ng)."]
    }
    let process = Process()
    process.executableURL = URL(fileURLWithPath: program)
    process.arguments = ["-v", language, "--", text]
    process.standardOutput = FileHandle.nullDevice
    process.standardError = FileHandle.nullDevice
    do {
      try process.run()
      process.waitUntilExit()
      return []
    } catch {
      return ["Could not run espeak-ng: \(error.localizedDescription)"]
    }
  }
}
