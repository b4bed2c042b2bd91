import Course
import Learner
import Lesson
import Terminal

/// Shows a lesson as plain labelled lines for screen readers (`--plain`): nothing moves, nothing is drawn.
struct PlainPresenter: LessonPresenter {
  let write: (TerminalText) -> Void

  private let view = PlainLessonView()

  var answerPrompt: TerminalText { view.answerPrompt }

  /// Writes the lines a view drew, each ended by a newline.
  private func lines(_ lines: [TerminalText]) { write(lines.map { $0 + "\n" }.joined()) }

  func started(_ context: LessonContext) {
    lines(
      view.header(
        title: context.title, place: context.place, xp: context.xp, streak: context.streak,
        gems: context.learner.gems, energy: context.energy))
  }

  func show(_ prompt: Prompt, in lesson: Lesson, newWords: [Gloss]) {
    // Exercises met for the first time count up; a replayed mistake keeps the number it had.
    let fresh = lesson.queue.filter { !lesson.missed.contains($0) }.count
    let number = lesson.isReplay ? lesson.prompts.count : lesson.prompts.count - fresh + 1
    lines(
      [""]
        + view.exercise(
          prompt, number: number, of: lesson.prompts.count, energy: lesson.energy, combo: lesson.combo,
          onFire: lesson.isOnFire, board: lesson.board, isReplay: lesson.isReplay, newWords: newWords))
  }

  func hint(_ glosses: [Gloss]) { lines([view.hint(glosses)]) }

  func show(_ effect: LessonEffect, in lesson: Lesson) {
    switch effect {
    case .refused(let message): lines([view.refusal(message)])
    case .pairTried(let left, let right, let correct):
      lines([view.pairTried(left: left, right: right, correct: correct)])
    case .graded(let grade): lines(view.banner(grade))
    case .energySpent, .outOfEnergy, .completed: break
    }
  }

  func completed(_ summary: LessonSummary) { lines([""] + view.complete(summary)) }

  func news(_ news: StreakNews) { lines(StreakMoment.plainNews(news)) }

  func claim(_ summary: LessonSummary) {
    lines(["Duo says: \(DuoLine.at(.completed(mistakes: summary.mistakes)).text)"])
  }

  func notPassed(_ summary: LessonSummary) {
    lines([""] + NotPassedView(style: Style(color: false, ascii: true)).plainLines(summary))
  }

  func streak(_ change: StreakChange, week: [WeekDay]) {
    guard change.extended else { return }
    lines(view.streak(from: change.from, to: change.to, week: week))
  }

  func courseFinished(_ finished: CourseFinished) {
    lines(
      [""]
        + CourseFinishedView(style: Style(color: false, ascii: true)).plainLines(
          finished.totals, next: finished.next))
  }

  func rewards(_ outcome: LessonOutcome) {
    let quests = outcome.questsAfter
    var text: [TerminalText] = outcome.metGoal ? [view.goalMet(quests)] : []
    text += outcome.chestsOpened.map { view.quest($0, in: quests) }
    let league = outcome.league
    let name = League.name(of: league.tier)
    if league.movedUp, let from = league.from {
      text.append(view.moved(from: from, to: league.to, league: name))
    } else if league.from == nil {
      text.append(view.joined(name, at: league.to))
    }
    if !text.isEmpty { lines(text) }
  }

  func message(_ text: [String]) { lines(text.map(\.plainSafe)) }

  func ended(_ outcome: ExitCode, message: String) { lines(["", "\(message)"]) }
}
