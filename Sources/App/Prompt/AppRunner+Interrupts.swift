import Foundation
import Terminal

extension AppRunner {
  /// Ctrl-C: while a lesson is played at a terminal it is given back to the lesson at its next read (which asks before
  /// leaving); anywhere else lingo leaves with the documented code, as it always has. The handler is set
  /// without `SA_RESTART`, so that the read under way returns.
  public static func catchInterrupts() {
    var action = sigaction()
    action.__sigaction_handler.sa_handler = { _ in
      if Interrupts.noteInterrupt() { return }
      // readline has already put the terminal back; leave with the documented code.
      _ = write(STDOUT_FILENO, "\n", 1)
      _exit(ExitCode.interrupted.rawValue)
    }
    sigemptyset(&action.sa_mask)
    action.sa_flags = 0
    sigaction(SIGINT, &action, nil)
  }
}
