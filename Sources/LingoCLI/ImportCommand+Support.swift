import App
import Foundation
import Terminal

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
