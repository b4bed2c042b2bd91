import Course
import Foundation
import Learner
import Review

/// A round of spaced review: the words due, most overdue first, played through exercises that test them.
enum ReviewRound {
  /// The round's lesson, or the line to show when nothing is due.
  static func make(app: AppContext, course: Course, learner: Learner) throws(LingoError) -> Either {
    let book: ReviewBook
    do {
      book = try app.store.reviewBook(course: course.id)
    } catch {
      throw .store(error)
    }
    let now = app.clock.now()
    let due = ReviewChoice.words(in: book, at: now)
    let exercises = cover(due, in: course)
    guard !exercises.isEmpty else { return .nothing(nothingDue(book, now: now, app: app)) }
    let context = LessonContext(
      course: course, source: .review(words: due), exercises: exercises, title: "Review", xp: ReviewChoice.xp,
      learner: learner, streak: learner.streak(on: app.clock.today), energy: learner.energy.current(at: now))
    return .game(LessonGame(app: app, context: context, presenter: app.presenter()))
  }

  /// A round to play, or a line saying why there is none.
  enum Either {
    case game(LessonGame)
    case nothing(String)
  }

  /// Exercises of the course that test `words`: a picture, then pairs, then a bank translation for each word
  /// not yet covered.
  static func cover(_ words: [String], in course: Course) -> [Exercise] {
    let vocabulary = Vocabulary(course)
    let candidates = course.units.flatMap(\.nodes).flatMap(\.exercises).filter {
      if case .complete = $0 { return false }
      return true
    }
    let rank: (Exercise) -> Int = {
      switch $0 {
      case .selectImage: 0
      case .match: 1
      default: 2
      }
    }
    let tested = candidates.map { exercise in Set(vocabulary.entries(testedBy: exercise).map(\.text)) }
    let chosen = ReviewChoice.cover(words, tests: tested, rank: candidates.map(rank))
    let covered = Set(chosen.flatMap { tested[$0] })
    let uncovered = words.filter { !covered.contains($0) }
    return chosen.map { candidates[$0] }
      + (glossaryPairs(uncovered, then: words, in: course).map { [$0] } ?? [])
  }

  /// Pairs of the glossary for the words no exercise covers (topped up with the other words due), each word
  /// with its first meaning; nil when fewer than two words have a meaning of their own.
  static func glossaryPairs(_ uncovered: [String], then others: [String], in course: Course) -> Exercise? {
    guard !uncovered.isEmpty else { return nil }
    var pairs: [Pair] = []
    var meanings: Set<String> = []
    for word in uncovered + others where pairs.count < 4 && !pairs.contains(where: { $0.left == word }) {
      guard let meaning = course.glossary.meanings(of: word).first,
        meanings.insert(TextFolding.key(meaning)).inserted
      else { continue }
      pairs.append(Pair(word, meaning))
    }
    guard pairs.count >= 2, pairs.contains(where: { uncovered.contains($0.left) }) else { return nil }
    return .match(Match(pairs: pairs))
  }

  private static func nothingDue(_ book: ReviewBook, now: Date, app: AppContext) -> String {
    guard let next = book.nextDue(after: now) else {
      return book.cards.isEmpty
        ? "No words to review yet: finish a lesson to meet some." : "Nothing to review right now."
    }
    let formatter = DateFormatter()
    formatter.timeZone = app.clock.timeZone
    formatter.dateFormat = "EEE d MMM, HH:mm"
    formatter.locale = Locale(identifier: "en_US_POSIX")
    return "Nothing to review right now. The next word is due \(formatter.string(from: next))."
  }
}
