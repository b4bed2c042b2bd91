import Course
import Learner
import Review
import Terminal

/// Something that happened at the prompt: a command typed, or what an effect the runner performed gave back.
///
/// Each event that needs the learner carries the world it was read with, so the reducer stays pure.
public enum AppEvent: Equatable {
  /// The app opened: the Learn path comes first.
  case opened
  /// A line typed at the prompt, parsed once.
  case typed(ShellInput)
  /// The world a command asked to see (`AppEffect.look`), read for it.
  case looked(ShellInput, AppWorld)
  /// The review book of the world's course, read for the words view (`.words`) or a round (`.review`).
  case bookRead(ShellInput, ReviewBook, AppWorld)
  /// The course `settings course NAME|FILE` names, read to switch to it: the file it was read from when it
  /// is not bundled, the course studied until now (nil when it could not be read), and the world with the
  /// learner as stored now and the chosen course.
  case courseRead(file: String?, leaving: Course?, AppWorld)
  /// The course `settings course` names could not be read, or is refused: said, and the prompt goes on.
  case courseRefused(LingoError)
  /// A chest on the path opened: its gems, or nil when it was already open.
  case chestOpened(gems: Int?, AppWorld)
  /// The progress was reset: what the reset says.
  case resetDone([TerminalText], AppWorld)
  /// A lesson or a review round played from the prompt ended: what completing it changed, or what stopped it.
  case played(LessonContext, Result<LessonOutcome, LingoError>)
  /// Something happened in the lesson being played: a line, the end of input, or a save or a sound done.
  case lesson(LessonAction)
  /// An effect could not be performed.
  case failed(LingoError)
  /// The prompt's input ended (Ctrl-D, or the end of a pipe).
  case inputEnded
}

/// What the reducer asks the runner to do, as data: read, save, play, show, or end.
public enum AppEffect: Equatable {
  /// Reads the learner (brought up to today) and their course, then `.looked`.
  case look(ShellInput)
  /// Reads the review book of the world's course, then `.bookRead`.
  case readBook(ShellInput, AppWorld)
  /// Reads the learner and the course chosen (and the one studied until now, if it can be read), then
  /// `.courseRead`, or `.courseRefused`. The world is not looked at first: a course file that is gone can
  /// be switched away from.
  case readCourse(CourseChoice)
  /// Saves a change to the learner in one transaction.
  case save(LearnerChange)
  /// Opens the chest at `index` of `unit` in the world's course in one transaction, then `.chestOpened`.
  case openChest(PathUnit, index: Int, AppWorld)
  /// Replaces the progress with the launch state, or a new profile (`newName`, its first run asked at a
  /// terminal), then `.resetDone`.
  case reset(newName: NewProfile?, AppWorld)
  /// Makes the lesson of the context (its options shuffled, its lexicons handed in), then `.lesson(.began)`;
  /// its answers come from the prompt's input, and its end is reduced as `.played`.
  case play(LessonContext)
  /// Shows a moment of the lesson being played through its presenter.
  case present(LessonShow)
  /// Says `text` aloud in `language` for `:listen`, then `.lesson(.spoke)` with what it says.
  case speak(String, language: String, wordsPerMinute: Int)
  /// Saves the point of energy a CHECK spent, then `.lesson(.energySaved)`.
  case spendEnergy
  /// Saves the completed lesson and its reviews in one transaction, then `.lesson(.saved)`.
  case saveLesson(LessonRecord)
  /// At an interactive terminal, a button (`CLAIM XP`, `CONTINUE`) whose line waits for Enter before what
  /// follows is shown; a piped or `--json` run never asks for it.
  case waitForEnter(String)
  /// Frames drawn one after another over the same lines, at a terminal, before the view that follows.
  case animate([[TerminalText]])
  /// A view's lines on standard output, then a blank line.
  case show([TerminalText])
  /// Text on standard output as it is.
  case write(TerminalText)
  /// A mistyped command's error, said on standard error; the prompt goes on.
  case fail(LingoError)
  /// The app ends: nil when all went well, else with what stopped it (said by the command line).
  case end(LingoError?)
}
