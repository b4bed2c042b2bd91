import App
import Course
import Foundation
import Learner
import Lesson
import Randomness
import Testing

/// `:hint` and the words an exercise introduces, as the lesson's reducer decides them.
@Suite("hints and new words in the lesson's reducer")
struct HintStepTests {
  let spanish: Course

  init() throws { spanish = try Fixture.course("spanish") }

  /// Lesson 1.1's exercises, as the course writes them, played by `learner`.
  private func start(_ learner: Learner) throws -> LessonStart {
    let unit = try #require(spanish.units.first)
    let context = LessonContext(
      course: spanish, source: .node(unit: unit, index: 0), exercises: unit.nodes[0].exercises,
      title: "Hello!",
      xp: 10, learner: learner, streak: 0, energy: 25)
    var generator = SplitMix64(seed: 1)
    let lesson = Lesson(
      exercises: context.exercises, baseXP: 10, energy: 25, startedAt: Fixture.now, generator: &generator)
    return LessonStart(context: context, lesson: lesson, timeZone: Fixture.utc)
  }

  @Test(":hint at a match glosses none of its words, which are its pairs")
  func aMatchHasNoHint() throws {
    let unit = try #require(spanish.units.first)
    let match = try #require(
      unit.nodes.flatMap(\.exercises).first { if case .match = $0 { true } else { false } })
    let context = LessonContext(
      course: spanish, source: .node(unit: unit, index: 0), exercises: [match], title: "Hello!", xp: 10,
      learner: Fixture.world(spanish).learner, streak: 0, energy: 25)
    var generator = SplitMix64(seed: 1)
    let lesson = Lesson(
      exercises: [match], baseXP: 10, energy: 25, startedAt: Fixture.now, generator: &generator)
    let start = LessonStart(context: context, lesson: lesson, timeZone: Fixture.utc)
    var store = AppTestStore()
    _ = store.send(.lesson(.began(start))) { $0.lesson = LessonState(start) }
    let prompt = try #require(start.lesson.current)
    let effects = store.send(.lesson(.input(.hint, at: Fixture.now)))
    #expect(effects == [.present(.message([Hints.match])), .present(.prompt(prompt, start.lesson))])
  }

  @Test(":hint shows the words' meanings, then the exercise again; nothing else changes")
  func hintIsFree() throws {
    let start = try start(Fixture.world(spanish).learner)
    var store = AppTestStore()
    _ = store.send(.lesson(.began(start))) { $0.lesson = LessonState(start) }
    let prompt = try #require(start.lesson.current)
    let effects = store.send(.lesson(.input(.hint, at: Fixture.now)))
    #expect(
      effects == [
        .present(.hint(Hints.glosses(for: prompt, glossary: spanish.glossary))),
        .present(.prompt(prompt, start.lesson)),
      ])
    #expect(effects.contains(.present(.hint([Gloss("hola", meanings: ["hello", "hi"], entry: "hola")]))))
  }

  @Test("a new learner is introduced to the first exercise's words; Sam, who met them, to none")
  func firstExercise() throws {
    let new = Learner.new(name: "Bo", today: Fixture.world(spanish).today, now: Fixture.now)
    var store = AppTestStore()
    let fresh = try start(new)
    let shown = store.send(.lesson(.began(fresh))) { $0.lesson = LessonState(fresh) }
    let prompt = try #require(fresh.lesson.current)
    let hola = Gloss("hola", meanings: ["hello", "hi"], entry: "hola")
    #expect(shown.last == .present(.prompt(prompt, fresh.lesson, newWords: [hola])))

    var sams = AppTestStore()
    let met = try start(Fixture.world(spanish).learner)
    let again = sams.send(.lesson(.began(met))) { $0.lesson = LessonState(met) }
    #expect(again.last == .present(.prompt(prompt, met.lesson)))
  }
}
