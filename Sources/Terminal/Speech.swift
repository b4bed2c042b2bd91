import Course
import Foundation

/// Speaks text through `espeak-ng` when it is installed: to the speaker, or into a WAV file.
public enum Speech {
  /// Speaks `text` in `language` (a code such as `es`) at `wordsPerMinute`, into the WAV file `file` when
  /// one is given; `environment` is lingo's own, handed to espeak-ng too (its `PATH` finds it). Returns the
  /// lines to show the learner. A `language` that is no language code (`IdentifierSyntax`) is never
  /// handed to espeak-ng: it could be read as an option (`-w`) or a voice file's path.
  public static func speak(
    _ text: String, language: String, wordsPerMinute: Int, file: String?, environment: [String: String]
  ) -> [String] {
    if let refusal = refusal(language: language) { return refusal }
    guard let program = program(environment) else {
      return ["Sound needs espeak-ng, which is not installed (apt install espeak-ng)."]
    }
    let process = Process()
    process.executableURL = URL(fileURLWithPath: program)
    process.arguments =
      ["-v", language, "-s", String(wordsPerMinute)] + (file.map { ["-w", $0] } ?? []) + ["--", text]
    process.environment = environment
    process.standardOutput = FileHandle.nullDevice
    process.standardError = FileHandle.nullDevice
    do {
      try process.run()
      process.waitUntilExit()
    } catch {
      return ["Could not run espeak-ng: \(error.localizedDescription)"]
    }
    guard process.terminationStatus == 0 else {
      return [
        "espeak-ng could not speak \(language) (it exited with \(process.terminationStatus))."
      ]
    }
    return spoken(file: file)
  }

  /// espeak-ng on the `PATH` of `environment`, or nil when it is not installed.
  public static func program(_ environment: [String: String]) -> String? {
    let folders = (environment["PATH"] ?? "").split(separator: ":").map(String.init)
    return folders.map { $0 + "/espeak-ng" }.first(where: FileManager.default.isExecutableFile)
  }

  /// What is said instead of speaking in `language` when it is no language code; nil when it is one.
  public static func refusal(language: String) -> [String]? {
    IdentifierSyntax.isLanguageCode(language)
      ? nil : ["Sound can't speak '\(language)': it is not a language code."]
  }

  /// What is said once speech went well: where the WAV file is, or nothing when it went to the speaker.
  public static func spoken(file: String?) -> [String] {
    file.map { ["The prompt's speech is in \($0)."] } ?? []
  }
}
