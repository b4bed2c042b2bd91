import App
import Course
import Foundation
import Learner
import Lesson
import Randomness
import Testing

/// The moments at a terminal, as the reducers' effects: the waits for Enter after a lesson, the question
/// before leaving one, and the streak's news said once.
@Suite("the moments after a lesson and leaving it")
struct LessonMomentsTests {
  let spanish: Course
  let world: AppWorld
  /// Two choice exercises of the course with their answers.
  let exercises: [(exercise: Exercise, answer: String)]

  init() throws {
    spanish = try Fixture.course("spanish")
    world = Fixture.world(spanish)
    exercises = try Fixture.choices(in: spanish)
  }

  /// The lesson of the learner's current node with the two exercises, at a terminal or not.
  private func start(atTerminal: Bool, news: StreakNews? = nil) throws -> LessonStart {
    var learner = world.learner
    learner.streakNews = news
    let position = learner.position
    let unit = try #require(spanish.units.first { $0.number == position.unit })
    let context = LessonContext(
      course: spanish, source: .node(unit: unit, index: position.node - 1), exercises: exercises.map(\.0),
      title: "Test", xp: 10, learner: learner, streak: 3, energy: 25)
    var generator = SplitMix64(seed: 1)
    let lesson = Lesson(
      exercises: context.exercises, baseXP: context.xp, energy: 25, startedAt: Fixture.now,
      generator: &generator)
    return LessonStart(context: context, lesson: lesson, timeZone: Fixture.utc, atTerminal: atTerminal)
  }

  /// A store with `start` begun.
  private func begun(_ start: LessonStart, lessonOnly: Bool = false) -> AppTestStore {
    var store = AppTestStore(AppState(lessonOnly: lessonOnly))
    store.send(.lesson(.began(start))) { $0.lesson = LessonState(start) }
    return store
  }

  /// The effects of the completed lesson's save, every answer right.
  private func completed(atTerminal: Bool) throws -> (effects: [AppEffect], summary: LessonSummary) {
    var state = AppState(lessonOnly: true)
    var effects = AppReducer.reduce(&state, .lesson(.began(try start(atTerminal: atTerminal))))
    for (number, (_, answer)) in exercises.enumerated() {
      let at = Fixture.now.addingTimeInterval(Double(number))
      _ = AppReducer.reduce(&state, .lesson(.input(.answer(answer), at: at)))
      effects = AppReducer.reduce(&state, .lesson(.energySaved(nil)))
    }
    guard case .saveLesson(let record) = effects.last, case .saving(let summary) = state.lesson?.stage else {
      throw Failure.notSaving
    }
    var learner = world.learner
    let outcome = learner.complete(record.completed, at: world.moment)
    let saved = LessonSaved(outcome: outcome, week: learner.week(of: world.today))
    return (AppReducer.reduce(&state, .lesson(.saved(.success(saved)))), summary)
  }

  private enum Failure: Error { case notSaving }

  /// The position of the first effect `matching` holds for, or nil.
  private func index(_ effects: [AppEffect], _ matching: (AppEffect) -> Bool) -> Int? {
    effects.firstIndex(where: matching)
  }

  @Test("at a terminal the complete screen waits under CLAIM XP, then the streak waits under CONTINUE")
  func waits() throws {
    let (effects, summary) = try completed(atTerminal: true)
    let claim = try #require(index(effects) { $0 == .waitForEnter("CLAIM XP") })
    let continuing = try #require(index(effects) { $0 == .waitForEnter("CONTINUE") })
    let streak = try #require(index(effects) { if case .present(.streak) = $0 { true } else { false } })
    #expect(Array(effects.prefix(claim)) == [.present(.completed(summary)), .present(.claim(summary))])
    #expect(claim < streak && streak < continuing)
    #expect(effects.last == .end(nil))
  }

  @Test("piped, nothing waits: the effects are today's")
  func pipedNeverWaits() throws {
    let (effects, _) = try completed(atTerminal: false)
    #expect(!effects.contains { if case .waitForEnter = $0 { true } else { false } })
    #expect(!effects.contains { if case .present(.claim) = $0 { true } else { false } })
  }

  @Test(":quit at a terminal asks; n goes back to the same exercise; y goes back to the app's prompt")
  func quitAsks() throws {
    let start = try start(atTerminal: true)
    var store = begun(start)
    let first = try #require(start.lesson.current)
    let asked = store.send(.lesson(.input(.quit, at: Fixture.now))) {
      $0.lesson?.stage = .askingToLeave(.quit)
    }
    #expect(asked == [.present(.message(["", LessonReducer.leaveQuestion]))])
    let back = store.send(.lesson(.input(.answer("n"), at: Fixture.now))) { $0.lesson?.stage = .answering }
    #expect(back == [.present(.prompt(first, start.lesson))])
    store.send(.lesson(.input(.quit, at: Fixture.now))) { $0.lesson?.stage = .askingToLeave(.quit) }
    let left = store.send(.lesson(.input(.answer("y"), at: Fixture.now))) { $0.lesson = nil }
    let message = "You left the lesson (0 of 2 done); only the energy spent counts."
    #expect(left == [.present(.ended(.quit, message: message)), .write("\n")])
  }

  @Test("Enter at the question goes back too; Ctrl-D asks, and a second Ctrl-D leaves for the prompt")
  func controlD() throws {
    let start = try start(atTerminal: true)
    var store = begun(start)
    store.send(.lesson(.inputEnded)) { $0.lesson?.stage = .askingToLeave(.inputEnded) }
    store.send(.lesson(.input(.answer(""), at: Fixture.now))) { $0.lesson?.stage = .answering }
    store.send(.lesson(.inputEnded)) { $0.lesson?.stage = .askingToLeave(.inputEnded) }
    let left = store.send(.lesson(.inputEnded)) { $0.lesson = nil }
    // In the app: back to the prompt, not the end of the app.
    #expect(!left.contains { if case .end = $0 { true } else { false } })
  }

  @Test("Ctrl-C in lingo play at a terminal asks; y leaves with Ctrl-C's code (130)")
  func interruptedAlone() throws {
    var store = begun(try start(atTerminal: true), lessonOnly: true)
    store.send(.lesson(.interrupted)) { $0.lesson?.stage = .askingToLeave(.interrupted) }
    let left = store.send(.lesson(.input(.answer("y"), at: Fixture.now))) { $0.lesson = nil }
    #expect(left.last == .end(.interrupted))
    var again = begun(try start(atTerminal: true), lessonOnly: true)
    again.send(.lesson(.input(.quit, at: Fixture.now))) { $0.lesson?.stage = .askingToLeave(.quit) }
    #expect(again.send(.lesson(.interrupted)) { $0.lesson = nil }.last == .end(.quit))
  }

  @Test("piped, :quit and the end of input leave at once with today's codes")
  func pipedLeavesAtOnce() throws {
    var quit = begun(try start(atTerminal: false), lessonOnly: true)
    #expect(quit.send(.lesson(.input(.quit, at: Fixture.now))) { $0.lesson = nil }.last == .end(.quit))
    var ended = begun(try start(atTerminal: false), lessonOnly: true)
    #expect(ended.send(.lesson(.inputEnded)) { $0.lesson = nil }.last == .end(.inputEnded))
  }

  @Test("the streak's news is said before the lesson's header, and saved as said")
  func newsBeforeTheHeader() throws {
    let news = StreakNews.lost(days: 28)
    let start = try start(atTerminal: false, news: news)
    var state = AppState(lessonOnly: true)
    let effects = AppReducer.reduce(&state, .lesson(.began(start)))
    #expect(
      Array(effects.prefix(3)) == [
        .present(.news(news)), .save(.streakNewsSaid(news)), .present(.started(start.context)),
      ])
  }

  @Test("the app's first view says the news once and clears it; newer news is kept")
  func newsAtTheFirstView() throws {
    var learner = world.learner
    learner.streakNews = .frozen(freezes: 2, streak: 12)
    let told = AppWorld(
      learner: learner, course: world.course, now: world.now, timeZone: world.timeZone,
      display: world.display)
    var state = AppState()
    let effects = AppReducer.reduce(&state, .looked(.learn, told))
    #expect(effects.contains(.save(.streakNewsSaid(.frozen(freezes: 2, streak: 12)))))
    let shown = effects.compactMap {
      if case .show(let lines) = $0 { lines.texts.joined(separator: "\n") } else { nil }
    }
    #expect(shown.joined().contains("2 streak freezes kept your 12-day streak alive"))
    var said = learner
    LearnerChange.streakNewsSaid(.frozen(freezes: 2, streak: 12)).apply(to: &said)
    #expect(said.streakNews == nil)
    var newer = learner
    newer.streakNews = .lost(days: 12)
    LearnerChange.streakNewsSaid(.frozen(freezes: 2, streak: 12)).apply(to: &newer)
    #expect(newer.streakNews == .lost(days: 12))
    // Without news, the first view is as it was.
    var quiet = AppState()
    #expect(
      !AppReducer.reduce(&quiet, .looked(.learn, world)).contains(.save(.streakNewsSaid(.lost(days: 1)))))
  }
}
