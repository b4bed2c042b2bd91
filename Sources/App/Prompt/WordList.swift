import Course
import Foundation
import Learner
import Review

/// The words a learner has met (or reviewed) in a course, grouped by the unit that teaches them, each with its
/// strength now, and how many are due; for the Words view.
struct WordList {
  var units: [(title: String, words: [(word: String, strength: Double)])]
  var due: Int

  /// The words of `course` that `learner` met or `book` reviews, as of `now`.
  init(_ course: Course, learner: Learner, book: ReviewBook, now: Date) {
    let strength = { (key: WordKey) in
      book.cards[key.word].map { WordReviews.standard.strength(of: $0, at: now) } ?? 0
    }
    units = Self.units(of: course, learner: learner, reviewed: Set(book.cards.keys), strength: strength)
    due = book.due(at: now).count
  }

  /// The words met (or reviewed), by the unit that teaches them first, with their strengths.
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
