import Course
import Learner

/// The words a learner has met (or reviewed) in a course, grouped by the unit that teaches them.
enum WordList {
  static func units(
    of course: Course, learner: Learner, reviewed: Set<String> = [],
    strength: (WordKey) -> Double = { _ in 1 }
  ) -> [(
    title: String, words: [(word: String, strength: Double)]
  )] {
    var seen: Set<String> = []
    return course.units.map { unit in
      let words = unit.nodes.flatMap(\.teaches).filter { word in
        (learner.wordsMet[WordKey(course: course.id, word: word)] != nil || reviewed.contains(word))
          && seen.insert(word).inserted
      }
      return (unit.title, words.map { ($0, strength(WordKey(course: course.id, word: $0))) })
    }.filter { !$0.words.isEmpty }
  }
}
