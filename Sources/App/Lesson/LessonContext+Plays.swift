import Course
import Learner
import Lesson
import Randomness

/// A lesson's exercises as the course writes them: a node's draw of its set (`Node.plays`), and what a
/// completed lesson leaves in the learner's record of plays and mistakes.
extension LessonContext {
  /// The lesson with the set a node that plays fewer than it holds draws now with `generator`
  /// (`LessonDraw`): the exercises bringing a word the learner has not met first, none of the node's last
  /// play where the pool allows. Any other lesson is as it is, and the generator is not used.
  public func drawn(using generator: inout SplitMix64) -> LessonContext {
    guard let node, let plays = node.plays, !exercises.isEmpty else { return self }
    let newWords = Set(
      node.teaches.filter { learner.wordsMet[WordKey(course: course.id, word: $0)] == nil })
    var bringsNew: [Bool] = []
    var introduces: [Set<String>] = []
    if !newWords.isEmpty {
      let vocabulary = Self.vocabulary(of: node, in: course)
      let tested = exercises.map { Set(vocabulary.entries(testedBy: $0).map(\.text)).intersection(newWords) }
      bringsNew = tested.map { !$0.isEmpty }
      // A word is introduced where it is read: an exercise that asks to write or hear it introduces none.
      introduces = zip(exercises, tested).map { LessonDraw.produces($0) ? [] : $1 }
    }
    let last = Set(learner.lastPlays[NodeKey(course: course.id, node: node.id)] ?? [])
    let lastPlaces = origins.indices.filter { origins[$0].map { last.contains($0.index) } ?? false }
    let places = LessonDraw.draw(
      pool: exercises.count, plays: plays, bringsNew: bringsNew, last: lastPlaces,
      produces: exercises.map(LessonDraw.produces), introduces: introduces, using: &generator)
    var context = self
    let kept = origins
    context.exercises = places.map { exercises[$0] }
    context.origins = places.map { kept.indices.contains($0) ? kept[$0] : nil }
    context.drew = true
    return context
  }

  /// The vocabulary of `node` alone: which of its taught entries each exercise tests.
  static func vocabulary(of node: Node, in course: Course) -> Vocabulary {
    var alone = course
    alone.units = [PathUnit(id: "", section: 1, number: 1, title: "", nodes: [node])]
    return Vocabulary(alone)
  }

  /// The words of the node's `teaches` that `played` test: all of them when the node is played whole, only
  /// those its drawn set tests when it drew one, so a word no exercise showed is not counted as met.
  public func taughtWords(played: [Exercise]) -> [String] {
    guard let node else { return [] }
    guard drew else { return node.teaches }
    let vocabulary = Self.vocabulary(of: node, in: course)
    let tested = Set(played.flatMap { vocabulary.entries(testedBy: $0).map(\.text) })
    return node.teaches.filter(tested.contains)
  }

  /// What the lesson played, for the record once it is completed: the node's draw, and the exercises
  /// missed the first time (`missed`, places in `exercises`) and right the first time.
  public func play(missed: Set<Int>) -> LessonPlay {
    var (wrong, right): ([ExerciseRef], [ExerciseRef]) = ([], [])
    for (place, origin) in origins.enumerated() {
      guard let origin else { continue }
      if missed.contains(place) { wrong.append(origin) } else { right.append(origin) }
    }
    let drawnSet = drew ? node.map { ($0.id, origins.compactMap { $0?.index }) } : nil
    return LessonPlay(course: course.id, drawn: drawnSet, missed: wrong, right: right)
  }

  /// The origins of `new`, a list made of `old` by leaving some out, from those of `old`: each exercise of
  /// `new` takes the origin of the next equal one of `old`, or none when none is left.
  static func aligned(_ origins: [ExerciseRef?], from old: [Exercise], to new: [Exercise]) -> [ExerciseRef?] {
    guard !origins.isEmpty else { return [] }
    var next = 0
    return new.map { exercise in
      while next < old.count, old[next] != exercise { next += 1 }
      guard next < old.count else { return nil }
      defer { next += 1 }
      return origins.indices.contains(next) ? origins[next] : nil
    }
  }
}
