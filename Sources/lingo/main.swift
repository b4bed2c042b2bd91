import App
import Foundation
import LingoCLI

signal(SIGINT) { _ in
  // readline has already put the terminal back; leave with the documented code.
  _ = write(STDOUT_FILENO, "\n", 1)
  _exit(exitCode(for: .interrupted).rawValue)
}
exit(Lingo.run(Array(CommandLine.arguments.dropFirst()), environment: .live()))
