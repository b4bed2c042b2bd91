import App
import Course
import Foundation
import Learner
import Randomness
import Testing

/// A node's lesson draws its set as it begins, and every exercise keeps where the course writes it.
@Suite struct LessonContextPlaysTests {
  private func context(_ node: (unit: PathUnit, index: Int), in course: Course) -> LessonContext {
    let world = Fixture.world(course)
    return LessonContext(
      course: course, unit: node.unit, nodeIndex: node.index, learner: world.learner, streak: 0, energy: 25)
  }

  /// A node of the course with `plays` below its exercises, and one without `plays`.
  private func nodes(_ course: Course) throws -> (drawing: (PathUnit, Int), whole: (PathUnit, Int)) {
    let places = course.units.flatMap { unit in unit.nodes.indices.map { (unit, $0) } }
    let drawing = try #require(
      places.first { unit, index in (unit.nodes[index].plays ?? .max) < unit.nodes[index].exercises.count })
    let whole = try #require(places.first { $0.0.nodes[$0.1].isPlayable && $0.0.nodes[$0.1].plays == nil })
    return (drawing, whole)
  }

  @Test func aDrawingNodePlaysItsPlaysEachKeepingItsPlace() throws {
    let course = try Fixture.course("spanish")
    let (drawing, _) = try nodes(course)
    let node = drawing.0.nodes[drawing.1]
    var generator = SplitMix64(seed: 1)
    let drawn = context(drawing, in: course).drawn(using: &generator)
    #expect(drawn.drew)
    #expect(drawn.exercises.count == node.plays)
    for (exercise, origin) in zip(drawn.exercises, drawn.origins) {
      let origin = try #require(origin)
      #expect(origin.node == node.id)
      #expect(node.exercises[origin.index] == exercise)
    }
    var again = SplitMix64(seed: 1)
    #expect(context(drawing, in: course).drawn(using: &again) == drawn)
    // The node's last play is the draw; the next draw leaves it out where the pool allows.
    let play = drawn.play(missed: [0])
    #expect(play.drawn?.exercises == drawn.origins.compactMap { $0?.index })
    #expect(play.missed.count == 1)
    #expect(play.right.count == drawn.exercises.count - 1)
  }

  @Test func aDrawnSetMeetsOnlyTheTaughtWordsItTests() throws {
    let course = try Fixture.course("spanish")
    let (drawing, whole) = try nodes(course)
    let node = drawing.0.nodes[drawing.1]
    let vocabulary = Vocabulary(course)
    var generator = SplitMix64(seed: 1)
    let drawn = context(drawing, in: course).drawn(using: &generator)
    // Only the first exercise played: the words it does not test are not met.
    let one = Array(drawn.exercises.prefix(1))
    let met = drawn.taughtWords(played: one)
    let tested = Set(vocabulary.entries(testedBy: one[0]).map(\.text))
    #expect(met.allSatisfy(tested.contains) && met.allSatisfy(node.teaches.contains))
    #expect(met.count < node.teaches.count)
    // A node played whole meets all it teaches, as it always did.
    let played = context(whole, in: course)
    #expect(played.taughtWords(played: []) == whole.0.nodes[whole.1].teaches)
  }

  @Test func aNodeWithoutPlaysIsPlayedWholeInOrderAndTheGeneratorIsUntouched() throws {
    let course = try Fixture.course("spanish")
    let (_, whole) = try nodes(course)
    var generator = SplitMix64(seed: 7)
    let before = context(whole, in: course)
    let drawn = before.drawn(using: &generator)
    #expect(drawn == before)
    #expect(!drawn.drew)
    #expect(generator.next() == SplitMix64(seed: 7).nextValue())
    #expect(drawn.origins.map { $0?.index } == Array(before.exercises.indices))
  }

  @Test func exercisesLeftOutTakeTheirOriginsWithThem() throws {
    let course = try Fixture.course("spanish")
    let (_, whole) = try nodes(course)
    var context = context(whole, in: course)
    let kept = context.exercises.enumerated().filter { $0.offset % 2 == 0 }.map(\.element)
    context.exercises = kept
    #expect(context.origins.map { $0?.index } == (0..<kept.count).map { $0 * 2 })
  }
}

extension SplitMix64 {
  /// The next value of a copy: what the generator would give next.
  fileprivate func nextValue() -> UInt64 {
    var copy = self
    return copy.next()
  }
}
