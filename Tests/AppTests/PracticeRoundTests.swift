import App
import Course
import Foundation
import Learner
import Review
import Testing

/// `practice` at the prompt: the mistakes newest first, topped up with the weakest words, played like a
/// practice node; nothing to practise is said, and the prompt goes on.
@Suite("practice at the prompt")
struct PracticeRoundTests {
  private func origin(_ ref: ExerciseRef?) -> String { ref.map { "\($0.node)#\($0.index)" } ?? "-" }

  @Test("practice reads the book, then plays the mistakes newest first, like a practice node")
  func practisesMistakes() throws {
    let course = try Fixture.course("spanish")
    var world = Fixture.world(course)
    let node = try #require(course.units.flatMap(\.nodes).first { $0.exercises.count >= 3 })
    let older = ExerciseRef(node: node.id, index: 0)
    let newer = ExerciseRef(node: node.id, index: 2)
    world.learner.keep(LessonPlay(course: course.id, missed: [older], right: []), at: Fixture.now)
    world.learner.keep(
      LessonPlay(course: course.id, missed: [newer], right: []), at: Fixture.now.addingTimeInterval(1))
    var state = AppState()
    #expect(Fixture.type("practice", &state, in: world) == [.readBook(.practice, world)])
    let effects = AppReducer.reduce(&state, .bookRead(.practice, ReviewBook(), world))
    guard case .play(let context)? = effects.first else {
      Issue.record("no lesson: \(effects)")
      return
    }
    #expect(context.source == .practice)
    #expect(context.id == "practice")
    #expect(context.position == nil)
    #expect(context.scoring == .lesson)
    #expect(context.xp == PracticeChoice.xp)
    #expect(context.origins.prefix(2).map(origin) == [origin(newer), origin(older)])
    #expect(context.exercises.first == node.exercises[2])
    // What a completed practice keeps: the misses stay, the right answers leave the mistakes.
    let play = context.play(missed: [1])
    #expect(play.missed == [older])
    #expect(play.right == [newer])
    #expect(play.drawn == nil)
  }

  @Test("a practice not passed offers practice again, not a review")
  func notPassed() throws {
    let course = try Fixture.course("spanish")
    let world = Fixture.world(course)
    let context = LessonContext(
      course: course, source: .practice, exercises: [], title: "Practice", xp: PracticeChoice.xp,
      learner: world.learner, streak: 0, energy: 25)
    var state = AppState()
    let effects = AppReducer.reduce(&state, .played(context, .failure(.notPassed)))
    #expect(effects.first == .write("\nTry it again: practice.\n"))
  }

  @Test("with nothing missed and nothing due, practice says so and points to start")
  func nothingToPractise() throws {
    let course = try Fixture.course("spanish")
    let world = Fixture.world(course)
    var state = AppState()
    let effects = AppReducer.reduce(&state, .bookRead(.practice, ReviewBook(), world))
    #expect(
      effects == [
        .write(
          "Nothing to practise: no mistakes to go over and no words due. Play your next lesson: start.\n\n")
      ])
    #expect(effects.end == nil)
  }
}
