import App
import Course
import Foundation
import Learner
import Lesson
import Randomness
import Store
import Testing

/// The app's reducer driven one event at a time, its whole state checked after each, as in the Composable
/// Architecture's `TestStore`.
struct AppTestStore {
  private(set) var state: AppState

  init(_ state: AppState = AppState()) { self.state = state }

  /// Reduces `event`; `expect` turns the state before it into the one expected after it, and the whole
  /// state is compared. The effects it returned, to be checked too.
  @discardableResult
  mutating func send(
    _ event: AppEvent, expect: (inout AppState) -> Void = { _ in },
    sourceLocation: SourceLocation = #_sourceLocation
  ) -> [AppEffect] {
    var expected = state
    let effects = AppReducer.reduce(&state, event)
    expect(&expected)
    #expect(state == expected, sourceLocation: sourceLocation)
    return effects
  }
}

/// A lesson played as a child of the app's reducer: each line, save and stop an event, each effect data.
@Suite("the lesson in the app's loop")
struct LessonLoopTests {
  let spanish: Course
  let world: AppWorld
  /// Two choice exercises of the course with their answers, the first one asked first.
  let exercises: [(exercise: Exercise, answer: String)]

  init() throws {
    spanish = try Fixture.course("spanish")
    world = Fixture.world(spanish)
    exercises = try Fixture.choices(in: spanish)
  }

  /// The lesson of the learner's current node with the two exercises and `energy`, made at `Fixture.now`.
  private func start(energy: Int = 25, sound: Bool = false) throws -> LessonStart {
    var learner = world.learner
    learner.settings.sound = sound
    if energy == 0 { learner.energy = Energy(stored: 0, asOf: Fixture.now) }
    let position = learner.position
    let unit = try #require(spanish.units.first { $0.number == position.unit })
    let context = LessonContext(
      course: spanish, source: .node(unit: unit, index: position.node - 1), exercises: exercises.map(\.0),
      title: "Test", xp: 10, learner: learner, streak: 3, energy: energy)
    var generator = SplitMix64(seed: 1)
    let lesson = Lesson(
      exercises: context.exercises, baseXP: context.xp, energy: energy, startedAt: Fixture.now,
      generator: &generator)
    return LessonStart(context: context, lesson: lesson, timeZone: Fixture.utc)
  }

  /// A store with `start` begun, its header and first exercise shown.
  private func begun(_ start: LessonStart, lessonOnly: Bool = false) throws -> AppTestStore {
    var store = AppTestStore(AppState(lessonOnly: lessonOnly))
    let effects = store.send(.lesson(.began(start))) { $0.lesson = LessonState(start) }
    let first = try #require(start.lesson.current)
    #expect(effects == [.present(.started(start.context)), .present(.prompt(first, start.lesson))])
    return store
  }

  /// The grade in what the engine decided.
  private func grade(_ effects: [LessonEffect]) throws -> Grade {
    try #require(effects.lazy.compactMap { if case .graded(let grade) = $0 { grade } else { nil } }.first)
  }

  @Test(
    "a lesson played to its end: each CHECK's energy saved before it shows, the lesson saved before it says complete"
  )
  func playedToItsEnd() throws {
    let start = try start()
    var store = try begun(start)
    var lesson = start.lesson
    var graded: [GradedExercise] = []
    var checks: [Bool] = []
    for (number, (exercise, answer)) in exercises.enumerated() {
      let at = Fixture.now.addingTimeInterval(Double(number + 1) * 10)
      let prompt = try #require(lesson.current)
      let decided = lesson.handle(.answerSubmitted(answer), at: at)
      let grade = try grade(decided)
      #expect(grade.correct)
      graded.append(GradedExercise(exercise: exercise, grade: grade, at: at))
      if !prompt.isMatch { checks.append(true) }
      let asked = store.send(.lesson(.input(.answer(answer), at: at))) {
        $0.lesson?.lesson = lesson
        $0.lesson?.checks = checks
        $0.lesson?.graded = graded
        $0.lesson?.stage = .savingEnergy(
          LessonState.Answer(effects: decided, next: 0, prompt: prompt, at: at))
      }
      #expect(asked == [.spendEnergy])
      let remaining = 25 - number - 1
      guard let next = lesson.current else {
        let summary = lesson.summary(at: at)
        #expect(decided.last == .completed(summary))
        let saving = store.send(.lesson(.energySaved(nil))) { $0.lesson?.stage = .saving(summary) }
        let position = try #require(start.context.position)
        let completed = CompletedLesson(
          courseID: spanish.id, nodeID: start.context.node?.id, position: position,
          next: spanish.position(after: spanish.units[position.unit - 1], index: position.node - 1),
          xp: summary.xp, accuracy: 100, checks: checks, words: start.context.node?.teaches ?? [])
        #expect(
          saving == [
            .present(.effect(.energySpent(remaining: remaining), lesson)),
            .present(.effect(.graded(grade), lesson)),
            .saveLesson(
              LessonRecord(
                course: spanish, completed: completed, graded: graded,
                retention: world.learner.settings.retention, play: start.context.play(missed: []))),
          ])
        var learner = world.learner
        let outcome = learner.complete(completed, at: world.moment)
        let saved = LessonSaved(outcome: outcome, week: learner.week(of: world.today))
        let done = store.send(.lesson(.saved(.success(saved)))) {
          $0.lesson = nil
          $0.lastChests = outcome.chestsOpened
          if outcome.league.movedUp, let from = outcome.league.from {
            $0.lastMove = AppState.Move(from: from, to: outcome.league.to)
          }
        }
        #expect(
          done == [
            .present(.completed(summary)), .present(.streak(outcome.streak, week: saved.week)),
            .present(.rewards(outcome)), .write("\n"), .look(.learn),
          ])
        return
      }
      let shown = store.send(.lesson(.energySaved(nil))) { $0.lesson?.stage = .answering }
      #expect(
        shown == [
          .present(.effect(.energySpent(remaining: remaining), lesson)),
          .present(.effect(.graded(grade), lesson)), .present(.prompt(next, lesson)),
        ])
    }
    Issue.record("the lesson did not complete")
  }

  @Test(":quit stops the lesson with its own message; the prompt goes on; played on its own, the app ends")
  func quit() throws {
    let start = try start()
    var store = try begun(start)
    let left = store.send(.lesson(.input(.quit, at: Fixture.now))) { $0.lesson = nil }
    let message = "You left the lesson (0 of 2 done); only the energy spent counts."
    #expect(left == [.present(.ended(.quit, message: message)), .write("\n")])
    var alone = try begun(start, lessonOnly: true)
    let ended = alone.send(.lesson(.input(.quit, at: Fixture.now))) { $0.lesson = nil }
    #expect(ended == [.present(.ended(.quit, message: message)), .end(.quit)])
  }

  @Test("a lesson played on its own (lingo play, lingo review) ends the app well once it is saved")
  func lessonOnly() throws {
    let start = try start()
    var state = AppState(lessonOnly: true)
    var effects = AppReducer.reduce(&state, .lesson(.began(start)))
    for (number, (_, answer)) in exercises.enumerated() {
      let at = Fixture.now.addingTimeInterval(Double(number))
      #expect(AppReducer.reduce(&state, .lesson(.input(.answer(answer), at: at))) == [.spendEnergy])
      effects = AppReducer.reduce(&state, .lesson(.energySaved(nil)))
    }
    guard case .saveLesson(let record) = effects.last, case .saving(let summary) = state.lesson?.stage else {
      Issue.record("the lesson is not being saved")
      return
    }
    var learner = world.learner
    let outcome = learner.complete(record.completed, at: world.moment)
    let saved = LessonSaved(outcome: outcome, week: learner.week(of: world.today))
    var store = AppTestStore(state)
    let done = store.send(.lesson(.saved(.success(saved)))) { $0.lesson = nil }
    #expect(
      done == [
        .present(.completed(summary)), .present(.streak(outcome.streak, week: saved.week)),
        .present(.rewards(outcome)), .end(nil),
      ])
  }

  @Test("input that ends inside a lesson says so and ends the app")
  func inputEnded() throws {
    var store = try begun(try start())
    let ended = store.send(.lesson(.inputEnded)) { $0.lesson = nil }
    let message = "Input ended before the lesson was finished (0 of 2 done); only the energy spent counts."
    #expect(ended == [.present(.ended(.inputEnded, message: message)), .write("\n"), .end(.inputEnded)])
  }

  @Test("out of energy: a lesson started without any is not played; a CHECK due with none left stops it")
  func outOfEnergy() throws {
    let empty = try start(energy: 0)
    var none = AppTestStore()
    let refused = none.send(.lesson(.began(empty)))
    let message =
      "You're out of energy. One point comes back at 18:30 (one every 30 minutes). "
      + "Refill it now for \(Energy.refillPrice) gems: lingo refill."
    #expect(refused == [.present(.ended(.outOfEnergy, message: message)), .write("\n")])

    let start = try start(energy: 1)
    var store = try begun(start)
    var lesson = start.lesson
    let (exercise, answer) = exercises[0]
    let prompt = try #require(lesson.current)
    let decided = lesson.handle(.answerSubmitted(answer), at: Fixture.now)
    let graded = GradedExercise(exercise: exercise, grade: try grade(decided), at: Fixture.now)
    store.send(.lesson(.input(.answer(answer), at: Fixture.now))) {
      $0.lesson?.lesson = lesson
      $0.lesson?.checks = [true]
      $0.lesson?.graded = [graded]
      $0.lesson?.stage = .savingEnergy(
        LessonState.Answer(effects: decided, next: 0, prompt: prompt, at: Fixture.now))
    }
    store.send(.lesson(.energySaved(nil))) { $0.lesson?.stage = .answering }
    let second = exercises[1].answer
    #expect(lesson.handle(.answerSubmitted(second), at: Fixture.now) == [.outOfEnergy])
    let stopped = store.send(.lesson(.input(.answer(second), at: Fixture.now))) { $0.lesson = nil }
    #expect(
      stopped == [
        .present(.effect(.outOfEnergy, lesson)), .present(.ended(.outOfEnergy, message: message)),
        .write("\n"),
      ])
  }

  @Test("a save that fails stops the lesson with its own message and ends the app")
  func saveFailure() throws {
    let failure = LingoError.store(StoreError(kind: .readOnly, message: "read-only", path: "/p"))
    let start = try start()
    var store = try begun(start)
    var lesson = start.lesson
    let prompt = try #require(lesson.current)
    let decided = lesson.handle(.answerSubmitted(exercises[0].answer), at: Fixture.now)
    let graded = GradedExercise(exercise: exercises[0].exercise, grade: try grade(decided), at: Fixture.now)
    store.send(.lesson(.input(.answer(exercises[0].answer), at: Fixture.now))) {
      $0.lesson?.lesson = lesson
      $0.lesson?.checks = [true]
      $0.lesson?.graded = [graded]
      $0.lesson?.stage = .savingEnergy(
        LessonState.Answer(effects: decided, next: 0, prompt: prompt, at: Fixture.now))
    }
    let energy = store.send(.lesson(.energySaved(failure))) { $0.lesson = nil }
    #expect(
      energy == [
        .present(.ended(.storeFailed, message: "The lesson stopped because progress could not be saved.")),
        .write("\n"), .end(failure),
      ])

    // Both exercises answered and their energy saved: the lesson is complete and being saved.
    var state = AppState()
    var whole = start.lesson
    var effects = AppReducer.reduce(&state, .lesson(.began(start)))
    for (number, (_, answer)) in exercises.enumerated() {
      let at = Fixture.now.addingTimeInterval(Double(number))
      #expect(!whole.handle(.answerSubmitted(answer), at: at).isEmpty)
      effects = AppReducer.reduce(&state, .lesson(.input(.answer(answer), at: at)))
      #expect(effects == [.spendEnergy])
      effects = AppReducer.reduce(&state, .lesson(.energySaved(nil)))
    }
    guard case .saveLesson = effects.last, case .saving = state.lesson?.stage else {
      Issue.record("the lesson is not being saved")
      return
    }
    #expect(state.lesson?.lesson == whole)
    var finished = AppTestStore(state)
    let unsaved = finished.send(.lesson(.saved(.failure(failure)))) { $0.lesson = nil }
    #expect(
      unsaved == [
        .present(.ended(.storeFailed, message: "The lesson was finished but could not be saved.")),
        .write("\n"), .end(failure),
      ])
  }

  @Test(":help, :listen with the sound off and an unknown command answer in place and change nothing")
  func commands() throws {
    var store = try begun(try start())
    #expect(
      store.send(.lesson(.input(.help, at: Fixture.now))) == [.present(.message(LessonInput.helpLines))])
    let silent = store.send(.lesson(.input(.listen, at: Fixture.now)))
    let off = "Sound is off: turn it on with 'settings voice normal' (or slow, or fast)."
    #expect(silent == [.present(.message([off]))])
    let unknown = store.send(.lesson(.input(.unknownCommand(":fly"), at: Fixture.now)))
    #expect(unknown == [.present(.message(["Unknown command :fly; type :help for the commands."]))])
    let heard = store.send(.lesson(.spoke(["hola"])))
    #expect(heard == [.present(.message(["hola"]))])

    let loud = try start(sound: true)
    var speaking = try begun(loud)
    let prompt = try #require(loud.lesson.current)
    let text = prompt.text.isEmpty ? prompt.left.joined(separator: ", ") : prompt.text
    let wordsPerMinute = loud.context.learner.settings.voice.wordsPerMinute
    #expect(
      speaking.send(.lesson(.input(.listen, at: Fixture.now))) == [
        .speak(text, language: spanish.language.code, wordsPerMinute: wordsPerMinute)
      ])
  }
}
