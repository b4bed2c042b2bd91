import App
import Foundation
import Terminal

/// English names of common language codes, for an imported course's `language.name`.
enum LanguageNames {
  static let names = [
    "ar": "Arabic", "cs": "Czech", "da": "Danish", "de": "German", "el": "Greek", "en": "English",
    "eo": "Esperanto",
    "es": "Spanish", "fi": "Finnish", "fr": "French", "he": "Hebrew", "hi": "Hindi", "hu": "Hungarian",
    "id": "Indonesian", "it": "Italian", "ja": "Japanese", "ko": "Korean", "nl": "Dutch", "no": "Norwegian",
    "pl": "Polish", "pt": "Portuguese", "ro": "Romanian", "ru": "Russian", "sv": "Swedish", "sw": "Swahili",
    "tr": "Turkish", "uk": "Ukrainian", "vi": "Vietnamese", "zh": "Chinese", "und": "Unknown language",
  ]

  static func name(_ code: String) -> String { names[code.lowercased()] ?? code }
}

/// A progress bar on standard error while a large deck is read and sorted; silent when not on a terminal.
final class ImportProgress {
  private let environment: AppEnvironment
  private let shown: Bool
  private var drawn = false

  init(environment: AppEnvironment) {
    self.environment = environment
    shown = environment.outputIsTerminal && environment.variables["TERM"] != "dumb"
  }

  func reading(_ file: String) {
    guard shown else { return }
    environment.writeError("\r\u{1B}[Kreading \(URL(fileURLWithPath: file).lastPathComponent)…")
    drawn = true
  }

  func sorting(_ done: Int, _ total: Int) {
    guard shown, total >= 2_000 else { return }
    let width = 30
    let filled = total > 0 ? min(width, done * width / total) : width
    let bar = String(repeating: "█", count: filled) + String(repeating: "░", count: width - filled)
    environment.writeError("\r\u{1B}[K▕\(bar)▏ \(done)/\(total) notes")
    drawn = true
  }

  func checking(_ exercises: Int) {
    guard shown, exercises >= 2_000 else { return }
    environment.writeError("\r\u{1B}[Kchecking \(exercises) exercises as lingo check --solve does…")
    drawn = true
  }

  func finish() {
    guard drawn else { return }
    environment.writeError("\r\u{1B}[K")
    drawn = false
  }
}
