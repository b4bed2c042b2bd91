import Course
import Foundation
import Learner
import TestSupport
import Testing

@testable import Store

private let today = Day(year: 2026, month: 11, day: 26)
private let now = Date(timeIntervalSince1970: 1_795_975_200)
private func sample() -> Learner { Learner.sample(today: today, now: now) }
private func path() -> String { temporaryItem("lingo-plays").appendingPathComponent("progress.sqlite3").path }

/// Migration `7-plays-and-mistakes`: a node's last play and the mistakes, kept and read back in order.
@Suite("the last plays and the mistakes in the SQLite store")
struct PlayRowsTests {
  private func ref(_ node: String, _ index: Int) -> ExerciseRef { ExerciseRef(node: node, index: index) }

  @Test("a lesson's draw and mistakes survive reopening, the newest mistake first")
  func roundTrip() throws {
    let file = path()
    let store = try SQLiteProgressStore(path: file)
    try store.update(makeLearner: sample) { learner in
      learner.keep(
        LessonPlay(
          course: "spanish", drawn: ("big", [3, 0, 7]), missed: [ref("big", 0), ref("big", 7)],
          right: [ref("big", 3)]), at: now)
    }
    try store.update(makeLearner: sample) { learner in
      learner.keep(
        LessonPlay(course: "spanish", missed: [ref("order-food", 2)], right: [ref("big", 7)]),
        at: now.addingTimeInterval(60))
    }
    let read = try SQLiteProgressStore(path: file).learner(makeLearner: sample)
    #expect(read.lastPlays[NodeKey(course: "spanish", node: "big")] == [3, 0, 7])
    #expect(read.mistakes(in: "spanish") == [ref("order-food", 2), ref("big", 0)])
    #expect(read.mistakes.first?.at == now.addingTimeInterval(60))
  }

  @Test("mistakes of one lesson read back newest first, as the learner keeps them")
  func oneMoment() throws {
    let file = path()
    let store = try SQLiteProgressStore(path: file)
    let kept = try store.update(makeLearner: sample) { learner in
      learner.keep(
        LessonPlay(course: "spanish", missed: [ref("a", 1), ref("a", 2), ref("b", 0)], right: []), at: now)
      return learner.mistakes
    }
    let read = try SQLiteProgressStore(path: file).learner(makeLearner: sample)
    #expect(read.mistakes == kept)
    #expect(read.mistakes(in: "spanish") == [ref("b", 0), ref("a", 2), ref("a", 1)])
  }

  @Test("a last play that is not a list of places is damage")
  func damagedPlaces() {
    #expect(PlayRows.places("3,0,7") == [3, 0, 7])
    #expect(PlayRows.places("") == [])
    #expect(PlayRows.places("3,,7") == nil)
    #expect(PlayRows.places("-1") == nil)
    #expect(PlayRows.places("99999999999999999999") == nil)
  }

  @Test("a reset empties both tables")
  func reset() throws {
    #expect(LearnerRows.tables.contains("last_plays"))
    #expect(LearnerRows.tables.contains("mistakes"))
  }
}
