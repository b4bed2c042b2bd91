import App
import Course
import Foundation
import Learner
import Lesson
import Randomness

/// The lesson the demo plays, with the in-memory learner it is played by; no store is opened.
struct DemoSetting {
  let course: Course
  let unit: PathUnit
  let nodeIndex: Int
  let learner: Learner

  var node: Node { unit.nodes[nodeIndex] }

  /// Loads the script's lesson from the bundled course and makes the sample learner on the script's day.
  static func load(variables: [String: String]) throws(LingoError) -> DemoSetting {
    let course = try CourseFile.playable(DemoScript.course, variables: variables)
    do {
      let (unit, index) = try LessonRef.resolve(DemoScript.lessonRef, in: course)
      let learner = Learner.sample(today: DemoScript.today, now: DemoScript.lessonBegan)
      return DemoSetting(course: course, unit: unit, nodeIndex: index, learner: learner)
    } catch {
      throw .course(.missing("the demo needs lesson 2.4: \(error.message ?? "")"))
    }
  }
}

/// Plays the script through the real lesson engine and the learner's own bookkeeping, one screen a step.
struct DemoPlayer {
  let setting: DemoSetting
  private(set) var lesson: Lesson
  private(set) var learner: Learner
  private(set) var screen: DemoScreen
  /// What the last CHECK returned, shown at the verdict.
  private var pending: [LessonEffect] = []
  private var summary: LessonSummary?
  private var streak: StreakChange?
  private var week: [WeekDay] = []
  /// The demo's CHECKs, right or not, for the day's "in a row" quest.
  private var checks: [Bool] = []

  /// The lesson as it stands at the start of the demo: exercises a–e answered right.
  init(_ setting: DemoSetting) {
    self.setting = setting
    learner = setting.learner
    var generator = SplitMix64(seed: DemoScript.seed)
    let energy = learner.energy.current(at: DemoScript.lessonBegan)
    lesson = Lesson(
      exercises: setting.node.exercises, baseXP: setting.node.xp, energy: energy,
      startedAt: DemoScript.lessonBegan, generator: &generator)
    for number in 0..<DemoScript.answeredBefore {
      guard let prompt = lesson.current else { break }
      let time = DemoScript.lessonBegan.addingTimeInterval(Double(number + 1) * 20)
      let effects = lesson.handle(.answerSubmitted(RightAnswer.line(prompt.exercise)), at: time)
      if !prompt.isMatch { checks += effects.compactMap(\.checked) }
    }
    screen = DemoScreen(
      streak: learner.streak(on: DemoScript.today), gems: learner.gems, energy: lesson.energy, page: nil)
  }

  /// Every step of the script with the screen it leaves.
  static func frames(_ setting: DemoSetting) -> [DemoFrame] {
    var player = DemoPlayer(setting)
    return DemoScript.steps.map { step in
      player.apply(step.action, at: DemoScript.start.addingTimeInterval(step.time))
      return DemoFrame(step: step, screen: player.screen)
    }
  }

  /// Does `action` at `now`, changing the screen.
  mutating func apply(_ action: DemoAction, at now: Date) {
    switch action {
    case .open(let typed):
      var page = DemoLessonPage(lesson)
      page?.typed = typed
      screen.page = page.map(DemoScreen.Page.lesson)
    case .type(let word):
      updatePage { $0.typed.append(word) }
    case .check:
      guard case .lesson(let page) = screen.page else { return }
      let isMatch = lesson.current?.isMatch ?? false
      pending = lesson.handle(.answerSubmitted(page.typed.joined(separator: " ")), at: now)
      if !isMatch { checks += pending.compactMap(\.checked) }
      updatePage { $0.pressed = true }
    case .verdict:
      showVerdict()
    case .next(let offset):
      var page = DemoLessonPage(lesson)
      page?.offset = offset
      if let page { screen.page = .lesson(page) }
    case .slide(let offset):
      updatePage { $0.offset = offset }
    case .complete:
      complete()
    case .countXP(let step, let steps):
      guard let summary else { return }
      screen.page = .complete(summary, xpShown: summary.xp * step / max(steps, 1))
    case .claim:
      guard let streak else { return }
      screen.gems = learner.gems
      screen.page = .streak(count: streak.from, week: filled(through: -1))
    case .roll:
      guard let streak, case .streak(_, let week) = screen.page else { return }
      screen.streak = streak.to
      screen.page = .streak(count: streak.to, week: week)
    case .fill(let weekday):
      guard case .streak(let count, _) = screen.page else { return }
      screen.page = .streak(count: count, week: filled(through: weekday))
    }
  }

  /// Shows what the last CHECK returned: energy, banner, bar; keeps the summary when the lesson is done.
  private mutating func showVerdict() {
    guard case .lesson(var page) = screen.page else { return }
    for effect in pending {
      switch effect {
      case .energySpent(let remaining): screen.energy = remaining
      case .graded(let grade): page.grade = grade
      case .refused(let message): page.refusal = message
      case .outOfEnergy: page.refusal = "You're out of energy."
      case .completed(let summary): self.summary = summary
      case .pairTried: break
      }
    }
    pending = []
    page.pressed = false
    (page.done, page.combo, page.onFire) = (lesson.settled, lesson.combo, lesson.isOnFire)
    screen.page = .lesson(page)
  }

  /// Records the lesson on the in-memory learner, as `play` records it in the store, and shows it complete.
  private mutating func complete() {
    guard let summary else { return }
    let context = setting
    let completed = CompletedLesson(
      courseID: context.course.id, nodeID: context.node.id,
      position: PathPosition(unit: context.unit.number, node: context.nodeIndex + 1),
      next: context.course.position(after: context.unit, index: context.nodeIndex), xp: summary.xp,
      accuracy: summary.accuracy, passed: summary.passed, checks: checks, words: context.node.teaches)
    streak = learner.complete(completed, on: DemoScript.today).streak
    week = learner.week(of: DemoScript.today)
    screen.page = .complete(summary, xpShown: 0)
  }

  /// The week with only the circles through `weekday` filled.
  private func filled(through weekday: Int) -> [WeekDay] {
    week.enumerated().map { index, day in
      var day = day
      day.isActive = day.isActive && index <= weekday
      return day
    }
  }

  private mutating func updatePage(_ change: (inout DemoLessonPage) -> Void) {
    guard case .lesson(var page) = screen.page else { return }
    change(&page)
    screen.page = .lesson(page)
  }
}
