import App
import Course
import Learner
import Lesson
import Terminal

/// Draws the demo's screens with the app's own views: the lesson as `play` shows it, Lesson complete, the streak.
struct DemoRenderer {
  let setting: DemoSetting
  let style: Style

  private var view: LessonView { LessonView(style: style) }

  /// The screen's lines, top to bottom.
  func lines(_ screen: DemoScreen) -> [TerminalText] {
    switch screen.page {
    case .lesson(let page): lessonHeader(screen) + [""] + lesson(page, energy: screen.energy)
    case .complete(let summary, let xpShown): [statusLine(screen), ""] + complete(summary, xpShown: xpShown)
    case .streak(let count, let week):
      [statusLine(screen), ""] + CompleteView(style: style).streak(count: count, week: week)
        + [view.button("CONTINUE", pressed: false)]
    case nil: []
    }
  }

  /// The status line and the lesson's title, exactly as `play` starts a lesson.
  private func lessonHeader(_ screen: DemoScreen) -> [TerminalText] {
    var learner = setting.learner
    learner.gems = screen.gems
    let context = LessonContext(
      course: setting.course, unit: setting.unit, nodeIndex: setting.nodeIndex, learner: learner,
      streak: screen.streak, energy: screen.energy)
    var text: TerminalText = ""
    TextPresenter(style: style, animate: false, write: { text += $0 }, pause: { _ in }).started(context)
    return Array(text.lines.dropLast())
  }

  private func statusLine(_ screen: DemoScreen) -> TerminalText {
    let language = setting.course.language
    return view.statusLine(
      flag: language.flag, code: language.code, streak: screen.streak, gems: screen.gems,
      energy: screen.energy)
  }

  /// The bar, then the exercise (sliding in when offset), the answer line, the banner and the button.
  private func lesson(_ page: DemoLessonPage, energy: Int) -> [TerminalText] {
    let bar = view.progressBar(
      done: page.done, total: page.total, energy: energy, combo: page.combo, onFire: page.onFire)
    var exercise = view.exercise(page.prompt, board: nil, isReplay: false)
    if let bank = exercise.firstIndex(of: view.bank(page.prompt, typed: [])) {
      exercise[bank] = view.bank(page.prompt, typed: page.typed)
    }
    let typing = !page.pressed && !page.isAnswered
    exercise += ["", view.answerLine(page.typed, caret: typing), ""]
    if let grade = page.grade {
      exercise += view.banner(grade, translation: nil)
    } else if let refusal = page.refusal {
      exercise.append(view.refusal(refusal))
    } else {
      exercise.append("")
    }
    exercise += ["", view.button(page.isAnswered ? "CONTINUE" : "CHECK", pressed: page.pressed)]
    let indent = TerminalText.spaces(page.offset)
    return [bar] + exercise.map { $0.isEmpty ? $0 : indent + $0 }
  }

  /// Duo cheering over Lesson complete! and its three boxes, the XP as far as it has counted.
  private func complete(_ summary: LessonSummary, xpShown: Int) -> [TerminalText] {
    let duo: [TerminalText] = Duo.lines(.cheer, style: style).map { "  " + $0 }
    let boxes = CompleteView(style: style).lines(summary, xpShown: xpShown)
    return duo + [""] + boxes + ["", view.button("CLAIM XP", pressed: false)]
  }
}
