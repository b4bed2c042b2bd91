import App
import Course
import Foundation
import Learner
import Review
import Terminal
import Testing

/// What a lesson played from the prompt leaves for the views after it, each shown once.
@Suite("the prompt after a lesson")
struct AppAfterLessonTests {
  let spanish: Course
  let world: AppWorld

  init() throws {
    spanish = try Fixture.course("spanish")
    world = Fixture.world(spanish, display: Display(style: Fixture.display.style, width: 80, animates: true))
  }

  /// The current node played through and completed: its context, the outcome, and the learner after it.
  private func completed(_ state: inout AppState) throws -> (LessonContext, LessonOutcome, Learner) {
    let effects = AppReducer.reduce(&state, .looked(.start(nil), world))
    guard case .play(let context) = try #require(effects.first) else { throw CancellationError() }
    var learner = world.learner
    let next = context.position.flatMap {
      spanish.position(after: spanish.units[$0.unit - 1], index: $0.node - 1)
    }
    let outcome = learner.complete(
      CompletedLesson(
        courseID: spanish.id, nodeID: context.node?.id, position: context.position, next: next, xp: 20,
        accuracy: 100, checks: [], words: context.node?.teaches ?? []),
      at: world.moment)
    return (context, outcome, learner)
  }

  @Test("leaderboard after a lesson shows the move once, animated, then clears it")
  func leaderboardOnce() throws {
    var state = AppState()
    let (context, outcome, learner) = try completed(&state)
    try #require(outcome.league.movedUp)
    let from = try #require(outcome.league.from)
    #expect(AppReducer.reduce(&state, .played(context, .success(outcome))) == [.write("\n"), .look(.learn)])
    #expect(state.lastMove == AppState.Move(from: from, to: outcome.league.to))
    var after = world
    after.learner = learner
    let first = AppReducer.reduce(&state, .looked(.leaderboard, after))
    #expect(first.contains { if case .animate(let frames) = $0 { frames.count > 1 } else { false } })
    #expect(first.shown.first?.contains { $0.contains("You moved up to") } == true)
    #expect(state.lastMove == nil)
    let again = AppReducer.reduce(&state, .looked(.leaderboard, after))
    #expect(!again.contains { if case .animate = $0 { true } else { false } })
    #expect(again.shown.first?.contains { $0.contains("You moved up to") } == false)
  }

  @Test("quests after a lesson show its chests opening once")
  func questsOnce() throws {
    var state = AppState()
    let (context, outcome, learner) = try completed(&state)
    #expect(AppReducer.reduce(&state, .played(context, .success(outcome))) == [.write("\n"), .look(.learn)])
    #expect(state.lastChests == outcome.chestsOpened)
    var after = world
    after.learner = learner
    #expect(AppReducer.reduce(&state, .looked(.quests, after)).shown.count == 1)
    #expect(state.lastChests.isEmpty)
  }

  @Test(
    "a lesson left with :quit or out of energy goes on at the prompt; input that ends inside ends the app")
  func lessonEnds() throws {
    var state = AppState()
    let (context, _, _) = try completed(&state)
    #expect(AppReducer.reduce(&state, .played(context, .failure(.quit))) == [.write("\n")])
    #expect(AppReducer.reduce(&state, .played(context, .failure(.outOfEnergy))) == [.write("\n")])
    #expect(AppReducer.reduce(&state, .played(context, .failure(.inputEnded))).end == .inputEnded)
    #expect(AppReducer.reduce(&state, .played(context, .failure(.noHome))).end == .storeFailed)
    #expect(state == AppState())
  }

  @Test("how the last league week ended is said once, above the first view that announces it")
  func weekAnnounced() throws {
    var state = AppState()
    var ended = world
    let result = WeekResult(week: Day(year: 2026, month: 11, day: 16), rank: 2, from: 4, to: 5)
    ended.learner.leagueResult = result
    let help = AppReducer.reduce(&state, .looked(.help, ended))
    #expect(help.saves.isEmpty)
    let quests = AppReducer.reduce(&state, .looked(.quests, ended))
    #expect(quests.first == .save(.weekAnnounced(result)))
    let lines = try #require(quests.shown.first)
    #expect(lines.joined(separator: "\n").contains(result.sentence))
    var learner = ended.learner
    LearnerChange.weekAnnounced(result).apply(to: &learner)
    #expect(learner.leagueResult == nil)
  }

  @Test("the Learn path's frames are drawn only where output animates")
  func framesOnlyAtATerminal() {
    var state = AppState()
    let animated = AppReducer.reduce(&state, .looked(.learn, world))
    #expect(animated.count == 2)
    guard case .animate(let frames) = animated.first, case .show(let lines) = animated.last else {
      Issue.record("no frames before the path")
      return
    }
    #expect(frames.first?.first == lines.first)
    var still = world
    still.display.animates = false
    #expect(AppReducer.reduce(&state, .looked(.learn, still)) == [.show(lines)])
  }

  @Test("review with nothing due says so and plays nothing; words read the book, then show it")
  func reviewAndWords() throws {
    var state = AppState()
    #expect(AppReducer.reduce(&state, .looked(.review, world)) == [.readBook(.review, world)])
    var fresh = world
    fresh.learner.wordsMet = [:]
    let nothing = AppReducer.reduce(&state, .bookRead(.review, ReviewBook(), fresh))
    #expect(nothing == [.write("No words to review yet: finish a lesson to meet some.\n\n")])
    #expect(AppReducer.reduce(&state, .looked(.words, world)) == [.readBook(.words, world)])
    let words = AppReducer.reduce(&state, .bookRead(.words, ReviewBook(), world))
    #expect(words.shown.first?.contains { $0.contains("hola") } == true)
  }
}
