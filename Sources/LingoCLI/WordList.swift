import Course
import Learner
import Review

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

extension AppContext {
  /// The words met in `course`, by unit with their strengths now, and how many are due; for the Words view.
  func wordList(_ course: Course, learner: Learner) throws(LingoError) -> (
    units: [(title: String, words: [(word: String, strength: Double)])], due: Int
  ) {
    let book: ReviewBook
    do {
      book = try store.reviewBook(course: course.id)
    } catch {
      throw .store(error)
    }
    let now = clock.now()
    let strength = { (key: WordKey) in
      book.cards[key.word].map { WordReviews.standard.strength(of: $0, at: now) } ?? 0
    }
    let units = WordList.units(
      of: course, learner: learner, reviewed: Set(book.cards.keys), strength: strength)
    return (units, book.due(at: now).count)
  }
}
