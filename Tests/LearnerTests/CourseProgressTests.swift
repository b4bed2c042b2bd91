import Course
import Foundation
import Learner
import Testing

/// The rules of a learner's loop over a whole course: places kept per course, finishing, failing, the
/// practice of a finished course, the streak's news, and where a new profile starts.
@Suite("a course played to its end, and the rules around it")
struct CourseProgressTests {
  let day = Day(year: 2026, month: 12, day: 1)
  let now = Date(timeIntervalSince1970: 1_796_148_000)
  var moment: Moment { Moment(date: now, day: day, elapsed: 1.75) }

  /// A course of two units: a lesson and a chest, then a lesson and the checkpoint.
  static func course(_ id: String) -> Course {
    let exercise = Exercise.complete(
      Complete(prompt: "Hola, ___", choices: ["amigo", "casa"], answer: "amigo"))
    return Course(
      id: id, title: id, language: Language(code: "es", name: id, flag: ""),
      fromLanguage: Language(code: "en", name: "English", flag: ""),
      units: [
        PathUnit(
          id: "u1", section: 1, number: 1, title: "One",
          nodes: [
            Node(id: "a", title: "A", teaches: ["amigo"], exercises: [exercise]),
            Node(id: "chest", kind: .chest, title: "Chest", exercises: []),
          ]),
        PathUnit(
          id: "u2", section: 1, number: 2, title: "Two",
          nodes: [
            Node(id: "b", title: "B", exercises: [exercise]),
            Node(id: "review", kind: .checkpoint, title: "Review", exercises: [exercise]),
          ]),
      ])
  }

  /// The lesson of the node at `position` of `course`, passed at `accuracy`.
  func lesson(_ course: Course, _ position: PathPosition, accuracy: Int = 100, passed: Bool = true)
    -> CompletedLesson
  {
    let (unit, index) = course.place(named: position.description) ?? (course.units[0], 0)
    return CompletedLesson(
      courseID: course.id, nodeID: unit.nodes[index].id, position: position,
      next: course.position(after: unit, index: index), xp: passed ? 15 : 0, accuracy: accuracy,
      passed: passed, checks: [true], words: unit.nodes[index].teaches)
  }

  @Test("the last node finishes the course: every node done, every unit stamped, nothing current")
  func finishing() {
    let course = Self.course("spanish")
    var learner = Learner.new(name: "Ana", today: day, now: now)
    #expect(learner.leagueTier == League.bronze)
    _ = learner.complete(lesson(course, PathPosition(unit: 1, node: 1)), at: moment)
    _ = learner.openChest(at: course.units[0], index: 1, in: course)
    _ = learner.complete(lesson(course, PathPosition(unit: 2, node: 1)), at: moment)
    #expect(!learner.hasFinished(course))
    let last = learner.complete(lesson(course, PathPosition(unit: 2, node: 2), accuracy: 80), at: moment)
    #expect(last.finishedCourse)
    #expect(learner.hasFinished(course))
    #expect(learner.current(in: course) == nil)
    #expect(learner.status(of: course.units[1], index: 1, in: course) == .done(stars: 2))
    #expect(course.units.allSatisfy { learner.hasFinished($0, in: course) })
    let totals = learner.totals(in: course)
    // The chest is opened, not played: three lessons, nine stars at most.
    #expect(totals.unitsDone == 2 && totals.nodesDone == 3 && totals.nodes == 3)
    #expect(totals.stars == 3 + 3 + 2 && totals.maximumStars == 9 && totals.words == 1)
    // Practice of a finished course: the node with the fewest stars.
    #expect(learner.practiceNode(in: course).map { $0.unit.nodes[$0.index].id } == "review")
    #expect(learner.nodeToPlay(in: course).map { $0.unit.nodes[$0.index].id } == "review")
  }

  @Test("a course finished with every star practises each of its lessons in turn, not the first for ever")
  func practiceTakesTurns() {
    let course = Self.course("spanish")
    var learner = Learner.new(name: "Ana", today: day, now: now)
    _ = learner.complete(lesson(course, PathPosition(unit: 1, node: 1)), at: moment)
    _ = learner.openChest(at: course.units[0], index: 1, in: course)
    _ = learner.complete(lesson(course, PathPosition(unit: 2, node: 1)), at: moment)
    _ = learner.complete(lesson(course, PathPosition(unit: 2, node: 2)), at: moment)
    #expect(learner.hasFinished(course))
    var practised: [String] = []
    for _ in 0..<6 {
      guard let (unit, index) = learner.practiceNode(in: course) else { break }
      practised.append(unit.nodes[index].id)
      let position = PathPosition(unit: unit.number, node: index + 1)
      _ = learner.complete(lesson(course, position), at: moment)
    }
    // Three lessons of three stars each (the chest is opened, not played), in turn.
    #expect(practised.count == 6 && Set(practised) == ["a", "b", "review"], "\(practised)")
    #expect(zip(practised, practised.dropFirst()).allSatisfy { $0 != $1 }, "\(practised)")
    // One fewer star, and that lesson comes first until it has them back.
    _ = learner.complete(lesson(course, PathPosition(unit: 2, node: 1), accuracy: 80), at: moment)
    #expect(learner.practiceNode(in: course).map { $0.unit.nodes[$0.index].id } == "b")
  }

  @Test("a lesson not passed records nothing: no XP, streak day, stars, place, words, quests or league XP")
  func notPassed() {
    let course = Self.course("spanish")
    var learner = Learner.new(name: "Ana", today: day, now: now)
    learner.catchUp(to: moment)
    let before = learner
    let outcome = learner.complete(
      lesson(course, PathPosition(unit: 1, node: 1), accuracy: 40, passed: false), at: moment)
    #expect(learner == before)
    #expect(!outcome.streak.extended && outcome.chestsOpened.isEmpty && !outcome.metGoal)
    #expect(lesson(course, PathPosition(unit: 1, node: 1), accuracy: 40, passed: false).stars == 0)
  }

  @Test("switching course keeps each course's place; a course changed under a kept place resumes after it")
  func placesPerCourse() {
    let (spanish, french) = (Self.course("spanish"), Self.course("french"))
    var learner = Learner.new(name: "Ana", today: day, now: now)
    _ = learner.complete(lesson(spanish, PathPosition(unit: 1, node: 1)), at: moment)
    learner.switchCourse(from: spanish, to: french)
    #expect(learner.currentPosition(in: french) == PathPosition(unit: 1, node: 1))
    #expect(learner.currentPosition(in: spanish) == PathPosition(unit: 1, node: 2))
    _ = learner.complete(lesson(french, PathPosition(unit: 1, node: 1)), at: moment)
    learner.switchCourse(from: french, to: spanish)
    #expect(learner.position == PathPosition(unit: 1, node: 2))
    #expect(learner.currentPosition(in: french) == PathPosition(unit: 1, node: 2))
    // A place past what the course now holds in its unit: the next node on is current.
    learner.positions["spanish"] = PathPosition(unit: 1, node: 9)
    #expect(learner.currentPosition(in: spanish) == PathPosition(unit: 2, node: 1))
    learner.keepPlace(in: spanish)
    #expect(learner.position == PathPosition(unit: 2, node: 1))
  }

  @Test(
    "a lesson replayed behind the place moves nothing; a chest that is the place is passed even when open")
  func replaysAndChests() {
    let course = Self.course("spanish")
    var learner = Learner.new(name: "Ana", today: day, now: now)
    _ = learner.complete(lesson(course, PathPosition(unit: 1, node: 1)), at: moment)
    _ = learner.complete(lesson(course, PathPosition(unit: 1, node: 1)), at: moment)
    #expect(learner.position == PathPosition(unit: 1, node: 2))
    learner.stars[NodeKey(course: "spanish", node: "chest")] = 3
    #expect(learner.openChest(at: course.units[0], index: 1, in: course) == nil)
    #expect(learner.position == PathPosition(unit: 2, node: 1))
  }

  @Test("a streak that ended is news once, with its length; freezes that kept it are news too")
  func streakNews() {
    var learner = Learner.new(name: "Ana", today: day, now: now)
    _ = learner.recordLesson(xp: 10, on: day)
    _ = learner.recordLesson(xp: 10, on: day.adding(1))
    var later = moment
    later.day = day.adding(4)
    learner.catchUp(to: later)
    #expect(learner.streakNews == .lost(days: 2))
    #expect(learner.streakCount == 0 && learner.bestStreak == 2)
    var kept = Learner.new(name: "Bo", today: day, now: now)
    _ = kept.recordLesson(xp: 10, on: day)
    kept.freezes = 2
    later.day = day.adding(2)
    kept.catchUp(to: later)
    #expect(kept.streakNews == .frozen(freezes: 1, streak: 1))
    #expect(kept.streak(on: later.day) == 1 && kept.freezes == 1)
    #expect(StreakNews(stored: "lost,2", range: 0...10) == .lost(days: 2))
    #expect(StreakNews(stored: "frozen,1,1", range: 0...10) == .frozen(freezes: 1, streak: 1))
    #expect(StreakNews(stored: "lost,x", range: 0...10) == nil)
    #expect(StreakNews(stored: "lost,99", range: 0...10) == nil)
  }
}
