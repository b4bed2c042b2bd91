import Course
import Foundation
import Learner
import Terminal

/// The app at the prompt as a pure function: an event and the state in, the new state and effects out.
///
/// Nothing here reads or writes the store or the terminal: a command that needs the learner asks to `look`,
/// and the runner comes back with the world it read (`AppRunner` performs every effect).
public enum AppReducer {
  /// Reduces `event`: changes `state` and returns what to do, in order.
  public static func reduce(_ state: inout AppState, _ event: AppEvent) -> [AppEffect] {
    switch event {
    case .opened:
      return [.look(.learn)]
    case .typed(let input):
      if input != .nothing { state.commandsRun += 1 }
      switch input {
      case .nothing: return []
      case .quit: return quitting
      case .settings(let words):
        // A course is switched to without looking at the one studied now, which may be gone.
        if case .course(let choice)? = try? SettingsChange.parse(words) { return [.readCourse(choice)] }
        return [.look(input)]
      default: return [.look(input)]
      }
    case .looked(let input, let world):
      return looked(&state, input, world)
    case .bookRead(.words, let book, let world):
      let list = WordList(world.course, learner: world.learner, book: book, now: world.now)
      return view(ProfileViews.words(world, list: list), for: .words, in: world)
    case .bookRead(.practice, let book, let world):
      switch PracticeRound.plan(
        book: book, course: world.course, learner: world.learner, now: world.now, timeZone: world.timeZone,
        atShell: false)
      {
      case .nothing(let line): return [.write("\(line)\n\n")]
      case .round(let context): return [.play(context)]
      }
    case .bookRead(_, let book, let world):
      let (course, learner) = (world.course, world.learner)
      switch ReviewRound.plan(
        book: book, course: course, learner: learner, now: world.now, timeZone: world.timeZone)
      {
      case .nothing(let line): return [.write("\(line)\n\n")]
      case .round(let context): return [.play(context)]
      }
    case .courseRead(let file, let leaving, let world):
      return changing(
        .switchCourse(from: leaving, to: world.course, file: file), course: world.course, in: world)
    case .courseRefused(let error):
      return failing(error, saidAtPrompt: true)
    case .chestOpened(let gems, let world):
      // A chest just opened was the node to play: play goes on to the next lesson.
      return [.write(ShellViews.chest(gems: gems, style: world.display.style))]
        + (gems == nil ? [] : [.look(.start(nil))])
    case .resetDone(let said, let world):
      return [.show([StatusLine.line(world.learner, course: world.course, in: world), ""] + said)]
    case .played(let context, let result):
      return played(&state, context, result)
    case .lesson(.began(let start)):
      let (lesson, step) = LessonReducer.begin(start)
      state.lesson = lesson
      return ended(&state, start.context, step)
    case .lesson(let action):
      guard var lesson = state.lesson else { return [] }
      // Taken out while it changes, so that its board and queue are changed in place, never copied.
      state.lesson = nil
      let step = LessonReducer.reduce(&lesson, action)
      state.lesson = step.end == nil ? lesson : nil
      return ended(&state, lesson.context, step)
    case .failed(let error):
      return failing(error)
    case .inputEnded:
      return [.write("\n"), .end(nil)]
    }
  }

  /// What `quit` does: says goodbye and ends the app well.
  private static var quitting: [AppEffect] { [.write("See you tomorrow!\n"), .end(nil)] }

  /// What a command does once the world it needs is read.
  private static func looked(_ state: inout AppState, _ input: ShellInput, _ world: AppWorld) -> [AppEffect] {
    do {
      return try looking(&state, input, world)
    } catch {
      return failing(error)
    }
  }

  /// What a command does in `world`, or the usage error that keeps it from doing it.
  private static func looking(_ state: inout AppState, _ input: ShellInput, _ world: AppWorld)
    throws(LingoError)
    -> [AppEffect]
  {
    switch input {
    case .learn:
      return view(PathViews.learn(world), for: input, in: world)
    case .open(let ref):
      return view(try PathViews.card(ref, world), for: input, in: world)
    case .guide(let unit):
      return view(try PathViews.guide(unit, world), for: input, in: world)
    case .leaderboard:
      defer { state.lastMove = nil }
      return view(LeagueViews.leaderboard(world, move: state.lastMove), for: input, in: world)
    case .quests:
      defer { state.lastChests = [] }
      return view(LeagueViews.quests(world, opened: state.lastChests), for: input, in: world)
    case .profile:
      return view(ProfileViews.profile(world), for: input, in: world)
    case .passport:
      defer { state.lastStamp = nil }
      return view(ProfileViews.passport(world, landing: state.lastStamp), for: input, in: world)
    case .words, .review, .practice:
      return [.readBook(input, world)]
    case .settings(let words):
      switch try SettingsChange.parse(words) {
      case nil: return settings(world.learner, course: world.course, in: world)
      case .change(let change)?: return changing(change, course: world.course, in: world)
      case .course(let choice)?: return [.readCourse(choice)]
      }
    case .reset(let newName, confirmed: false):
      return view(Screen(ShellViews.resetWarning(newProfile: newName)), for: input, in: world)
    case .reset(let newName, confirmed: true):
      return [.reset(newName: newName, world)]
    case .shop(nil):
      return view(ShellViews.shop(world), for: input, in: world)
    case .shop(let item?):
      return buying(item, in: world)
    case .status:
      return [.show([ShellViews.status(world)])]
    case .help:
      let help = ShellInput.helpLines(width: world.display.width).map(TerminalText.init(escaping:))
      return view(Screen(help), for: input, in: world)
    case .mistyped(let error):
      throw error
    case .unknown(let word):
      throw ShellViews.unknown(word)
    case .start(let ref):
      return try start(ref, in: world)
    case .quit:
      return quitting
    case .nothing:
      return []
    }
  }

  /// `start [NODE]`: the node's lesson to play, its chest to open, or why it can't be played.
  private static func start(_ ref: String?, in world: AppWorld) throws(LingoError) -> [AppEffect] {
    let (course, learner) = (world.course, world.learner)
    let (unit, index) = try PathViews.node(ref, in: course, learner: learner)
    if learner.status(of: unit, index: index, in: course) == .locked {
      return [.write(ShellViews.locked(previous: index > 0 ? unit.nodes[index - 1].title : nil))]
    }
    if unit.nodes[index].kind == .chest {
      return [.openChest(unit, index: index, world)]
    }
    let place = try LessonRef.resolve("\(unit.number).\(index + 1)", in: course)
    return [
      .play(
        LessonContext(
          course: course, unit: place.unit, nodeIndex: place.index, learner: learner,
          streak: learner.streak(on: world.today), energy: learner.energy.current(at: world.now)))
    ]
  }

  /// A step of the lesson, followed by what its end does when it ended: a lesson played on its own ends the
  /// app with it; one played from the prompt is reduced as `.played`.
  private static func ended(_ state: inout AppState, _ context: LessonContext, _ step: LessonReducer.Step)
    -> [AppEffect]
  {
    guard let end = step.end else { return step.effects }
    if step.left, !state.lessonOnly {
      // Leaving was asked and said yes to, at a terminal: back to the prompt, however it was asked.
      return step.effects + reduce(&state, .played(context, .failure(.quit)))
    }
    if state.lessonOnly {
      switch end {
      case .success: return step.effects + [.end(nil)]
      case .failure(.notPassed):
        return step.effects + retry(context, atShell: true) + [.end(.notPassed)]
      case .failure(let error): return step.effects + [.end(error)]
      }
    }
    return step.effects + reduce(&state, .played(context, end))
  }

  /// A lesson played from the prompt ended: what its completion leaves for the next views, and whether the
  /// app goes on (after a lesson completed, left with `:quit` or out of energy; not after input ended).
  private static func played(
    _ state: inout AppState, _ context: LessonContext, _ result: Result<LessonOutcome, LingoError>
  ) -> [AppEffect] {
    let outcome: LessonOutcome
    switch result {
    case .failure(.notPassed):
      return retry(context, atShell: false) + [.write("\n")]
    case .failure(let error):
      return [.write("\n")] + (error == .quit || error == .outOfEnergy ? [] : [.end(error)])
    case .success(let completed): outcome = completed
    }
    guard case .node(let unit, let index) = context.source else { return [.write("\n")] }
    if outcome.league.movedUp, let from = outcome.league.from {
      state.lastMove = AppState.Move(from: from, to: outcome.league.to)
    }
    state.lastChests = outcome.chestsOpened
    if unit.nodes[index].kind == .checkpoint { state.lastStamp = unit.number }
    return [.write("\n"), .look(.learn)]
  }

  /// How to try a lesson that did not pass once more: the command that plays it again, at the shell (for
  /// `lingo play` and `lingo review`) or at the prompt.
  private static func retry(_ context: LessonContext, atShell: Bool) -> [AppEffect] {
    if context.source == .practice {
      return [.write("\nTry it again: \(atShell ? "lingo practice" : "practice").\n")]
    }
    guard let position = context.position else {
      return [.write("\nTry the review again: \(atShell ? "lingo review" : "review").\n")]
    }
    return [.write("\nTry it again: \(atShell ? "lingo play --lesson" : "start") \(position).\n")]
  }

  /// A change saved, then the settings shown as it leaves them (in `course`, the one studied after it).
  private static func changing(_ change: LearnerChange, course: Course, in world: AppWorld) -> [AppEffect] {
    var learner = world.learner
    change.apply(to: &learner)
    return [.save(change)] + settings(learner, course: course, in: world)
  }

  /// `shop ITEM` or `refill`: the purchase saved when it is made, then what it came to under the status line
  /// as it leaves the learner. Without the gems nothing is saved, and the prompt goes on.
  private static func buying(_ item: ShopItem, in world: AppWorld) -> [AppEffect] {
    var learner = world.learner
    let purchase = item.buy(&learner, at: world.now)
    let saved: [AppEffect] = if case .bought = purchase { [.save(.buy(item, at: world.now))] } else { [] }
    let status = StatusLine.line(learner, course: world.course, in: world)
    return saved + [.show([status, "", item.said(purchase)])]
  }

  /// The settings view of `learner` in `course`.
  private static func settings(_ learner: Learner, course: Course, in world: AppWorld) -> [AppEffect] {
    [
      .show(
        [StatusLine.line(learner, course: course, in: world), ""]
          + ShellViews.settings(learner, course: course, display: world.display))
    ]
  }

  /// A view under the status line, its frames first where output animates; the first view of a new league
  /// week says how the last one ended, and the first view after a streak ended or was kept by freezes
  /// says so, once each.
  private static func view(_ screen: Screen, for input: ShellInput, in world: AppWorld) -> [AppEffect] {
    let status = [StatusLine.line(world.learner, course: world.course, in: world), ""]
    var effects: [AppEffect] = []
    var said: [TerminalText] = []
    if let result = world.learner.leagueResult, input.announcesWeek {
      effects.append(.save(.weekAnnounced(result)))
      said = LeagueViews.weekResult(result, display: world.display)
    }
    if let news = world.learner.streakNews, input.announcesWeek {
      effects.append(.save(.streakNewsSaid(news)))
      let display = world.display
      said +=
        display.plain
        ? StreakMoment.plainNews(news) : StreakMoment(style: display.style, width: display.width).news(news)
    }
    if world.display.animates, !screen.frames.isEmpty {
      effects.append(.animate(screen.frames.map { status + $0 }))
    }
    return effects + [.show(status + said + screen.lines)]
  }

  /// The prompt goes on after a mistyped command (a usage error), said here, and after a course that can't be
  /// read when it is the learner's remembered course file (`settings course` switches away from it) or, with
  /// `saidAtPrompt`, the course `settings course` chose; any other error ends the app.
  private static func failing(_ error: LingoError, saidAtPrompt: Bool = false) -> [AppEffect] {
    switch error {
    case .usage, .course(.remembered): return [.fail(error)]
    case .course where saidAtPrompt: return [.fail(error)]
    default: return [.end(error)]
    }
  }
}
