import App
import Foundation
import LingoCLI

signal(SIGINT) { _ in
  // readline has already put the terminal back; leave with the documented code.
  _ = write(STDOUT_FILENO, "\n", 1)
  _exit(exitCode(for: .interrupted).rawValue)
}
signal(SIGBUS) { _ in
  // `lingo check` maps a large course file: another program cut it short while it was being read.
  let message =
    "lingo: error: a course file was cut short by another program while lingo read it; run the command again\n"
  _ = message.withCString { write(STDERR_FILENO, $0, strlen($0)) }
  _exit(exitCode(for: .course(.unreadable(name: "", reason: ""))).rawValue)
}
exit(Lingo.run(Array(CommandLine.arguments.dropFirst()), environment: .live()))
