import App
import Foundation
import LingoCLI

// Ctrl-C leaves with the documented code, except while a lesson's line is read at a terminal: the lesson
// asks before leaving.
AppRunner.catchInterrupts()
signal(SIGBUS) { _ in
  // `lingo check` maps a large course file: it was cut short by another program while mapped, or the disk
  // under it failed. Leave with the course's code rather than a crash.
  let message: StaticString =
    "lingo: error: a course file could no longer be read while lingo read it (cut short by another program, or a failing disk); run the command again\n"
  _ = write(STDERR_FILENO, message.utf8Start, message.utf8CodeUnitCount)
  _exit(ExitCode.badCourse.rawValue)
}
let arguments = Array(CommandLine.arguments.dropFirst())
// `lingo check` ends once its report is out: the course it decoded is left to the exit, not taken apart.
if arguments.first == "check" { Lingo.leaveCheckedCoursesToExit() }
exit(Lingo.run(arguments, environment: .live()))
