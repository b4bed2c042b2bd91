import Course
import Foundation
import Learner
import Lesson
import Terminal

/// Shows a lesson as a transcript a learner can read, with animation at a terminal.
public struct TextPresenter: LessonPresenter {
  let style: Style
  let animate: Bool
  let write: (TerminalText) -> Void
  let pause: (Double) -> Void
  /// The columns the lesson's lines may take.
  let width: Int

  public init(
    style: Style, animate: Bool, write: @escaping (TerminalText) -> Void, pause: @escaping (Double) -> Void,
    width: Int = 80
  ) {
    (self.style, self.animate, self.write, self.pause, self.width) = (style, animate, write, pause, width)
  }

  private var view: LessonView { LessonView(style: style, width: width) }

  public var answerPrompt: TerminalText { view.answerPrompt }

  /// Writes the lines a view drew.
  private func lines(_ lines: [TerminalText]) { write(.lines(lines)) }

  public func started(_ context: LessonContext) {
    let language = context.course.language
    var header: TerminalText = "\(context.title)"
    if let place = context.place { header += " · \(place)" }
    header += " · +\(context.xp) XP"
    lines(
      [
        view.statusLine(
          flag: language.flag, code: language.code, streak: context.streak, gems: context.learner.gems,
          energy: context.energy),
        "",
      ] + style.wrapped(header, to: width, first: "", rest: "", role: .bold))
  }

  public func show(_ prompt: Prompt, in lesson: Lesson, newWords: [Gloss]) {
    let bar = view.progressBar(
      done: lesson.settled, total: lesson.prompts.count, energy: lesson.energy, combo: lesson.combo,
      onFire: lesson.isOnFire)
    lines(
      ["", bar] + view.exercise(prompt, board: lesson.board, isReplay: lesson.isReplay, newWords: newWords))
  }

  public func hint(_ glosses: [Gloss]) { lines(view.hint(glosses)) }

  public func show(_ effect: LessonEffect, in lesson: Lesson) {
    switch effect {
    case .refused(let message):
      lines([view.refusal(message)])
    case .pairTried(let left, let right, let correct):
      lines([view.pairTried(left: left, right: right, correct: correct)])
    case .energySpent:
      break
    case .graded(let grade):
      lines(view.banner(grade, translation: grade.translation))
    case .outOfEnergy:
      break  // the end of the lesson says when energy returns
    case .completed:
      break
    }
  }

  public func completed(_ summary: LessonSummary) {
    write("\n")
    if animate {
      for xp in stride(from: 0, through: summary.xp, by: max(1, summary.xp / 5)) where xp < summary.xp {
        lines(CompleteView(style: style, width: width).lines(summary, xpShown: xp))
        pause(0.08)
        write("\u{1B}[6A\r")
      }
    }
    lines(CompleteView(style: style, width: width).lines(summary))
  }

  public func news(_ news: StreakNews) {
    lines(StreakMoment(style: style, width: width).news(news))
  }

  /// Duo's word on the lesson, cheering only a perfect one.
  public func claim(_ summary: LessonSummary) {
    let line = DuoLine.at(.completed(mistakes: summary.mistakes))
    lines([""] + duoSaying("\(line.text)", pose: line.pose, style: style, width: width) + [""])
  }

  public func notPassed(_ summary: LessonSummary) {
    write("\n")
    lines(NotPassedView(style: style, width: width).lines(summary))
  }

  public func streak(_ change: StreakChange, week: [WeekDay]) {
    guard change.extended else { return }
    let complete = CompleteView(style: style, width: width)
    write("\n")
    if change.from == 0 && change.to == 1 {
      lines(["  " + style.paint("A new streak starts today!", .fox)])
    }
    var moment = complete.streak(count: change.to, week: week)
    let rows = StreakMoment(style: style, width: width).fillingRows(week)
    if animate, let row = moment.firstIndex(of: rows[rows.count - 1]), row > 0 {
      filling(moment, row: row, rows: rows, yesterday: complete.streak(count: change.from, week: week)[0])
    } else if animate {
      write((complete.streak(count: change.from, week: week).first ?? "") + "\r")
      pause(0.45)
      write("\u{1B}[K")
      lines([moment.removeFirst()])
      lines(moment)
      blink(linesBelowEyes: Duo.lines(.idle, style: style).count - 2)
    } else {
      lines(moment)
    }
  }

  /// The streak moment with its week row at `row` filling day by day, today last: the count stays
  /// `yesterday`'s until today's circle is drawn, then Duo blinks.
  private func filling(_ moment: [TerminalText], row: Int, rows: [TerminalText], yesterday: TerminalText) {
    lines([yesterday] + moment[1..<row])
    write(rows[0])
    for frame in rows.dropFirst() {
      pause(0.15)
      write("\r\u{1B}[K" + frame)
    }
    pause(0.3)
    write("\u{1B}[\(row)A\r\u{1B}[K" + moment[0] + "\u{1B}[\(row)B\r\n")
    lines(Array(moment[(row + 1)...]))
    blink(linesBelowEyes: Duo.lines(.idle, style: style).count - 2)
  }

  /// Duo's blink at the end of the streak moment: the eye line redrawn closed, then open.
  private func blink(linesBelowEyes: Int) {
    let eyes = { (pose: Duo.Pose) in Duo.lines(pose, style: style)[2] }
    for pose in [Duo.Pose.blink, .cheer] {
      write("\u{1B}[\(linesBelowEyes)A\r\(eyes(pose))\u{1B}[\(linesBelowEyes)B\r")
      pause(0.18)
    }
  }

  public func courseFinished(_ finished: CourseFinished) {
    let view = CourseFinishedView(style: style, width: width)
    write("\n")
    if animate {
      for frame in 0..<CourseFinishedView.frames - 1 {
        let trophy = view.trophy(frame: frame)
        lines(trophy)
        pause(0.15)
        write("\u{1B}[\(trophy.count)A\r\u{1B}[J")
      }
    }
    lines(view.lines(finished.totals, next: finished.next))
  }

  public func rewards(_ outcome: LessonOutcome) {
    lines(CompleteView(style: style, width: width).rewards(outcome))
  }

  /// Lines said during a lesson (help, energy), grey, each wrapped by words to the width.
  public func message(_ text: [String]) {
    lines(text.flatMap { style.wrapped("\($0)", to: width, first: "", rest: "", role: .grey) })
  }

  public func ended(_ outcome: ExitCode, message: String) {
    lines([""] + style.wrapped("\(message)", to: width, first: "", rest: ""))
  }
}
