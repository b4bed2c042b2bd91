import Course
import Foundation

/// Choosing a practice of one's mistakes: the exercises missed most recently, across the course, topped up
/// with exercises of the weakest review cards' words, up to a lesson's length.
public enum PracticeChoice {
  /// How many exercises a practice plays at most: a lesson's length.
  public static let size = 7
  /// The XP of a practice passed, before the accuracy bonus: a practice node's.
  public static let xp = 10

  /// An exercise to practise, with where the course writes it.
  public struct Chosen: Equatable, Sendable {
    public var exercise: Exercise
    public var ref: ExerciseRef
    /// Whether it was missed (else it tests a weak word).
    public var missed: Bool
  }

  /// The practice of `missed` (the exercises missed, newest first) and the `weakest` words (weakest first)
  /// in `course`: the missed exercises the course still has, then for each weak word the first exercise
  /// testing it (a picture, pairs or a translation) not taken yet, at most `size` in all. Empty when there is
  /// nothing to practise.
  public static func exercises(missed: [ExerciseRef], weakest: [String], in course: Course) -> [Chosen] {
    var chosen: [Chosen] = []
    var taken: Set<ExerciseRef> = []
    for ref in missed where chosen.count < size && !taken.contains(ref) {
      guard let exercise = course.exercise(ref) else { continue }
      taken.insert(ref)
      chosen.append(Chosen(exercise: exercise, ref: ref, missed: true))
    }
    guard chosen.count < size, !weakest.isEmpty else { return chosen }
    let vocabulary = Vocabulary(course)
    var candidates: [(ref: ExerciseRef, exercise: Exercise, words: Set<String>)] = []
    for unit in course.units {
      for node in unit.nodes {
        for (index, exercise) in node.exercises.enumerated() where tops(exercise) {
          let ref = ExerciseRef(node: node.id, index: index)
          guard !taken.contains(ref) else { continue }
          candidates.append((ref, exercise, Set(vocabulary.entries(testedBy: exercise).map(\.text))))
        }
      }
    }
    var covered: Set<String> = []
    for word in weakest where chosen.count < size && !covered.contains(word) {
      guard let found = candidates.first(where: { $0.words.contains(word) && !taken.contains($0.ref) }) else {
        continue
      }
      taken.insert(found.ref)
      covered.formUnion(found.words)
      chosen.append(Chosen(exercise: found.exercise, ref: found.ref, missed: false))
    }
    return chosen
  }

  /// The words of `book`'s cards, the weakest at `now` first (then by word); `scheduler` tells strength.
  public static func weakest(in book: ReviewBook, at now: Date, scheduler: Scheduler = WordReviews.standard)
    -> [String]
  {
    book.cards.map { (word: $0.key, strength: scheduler.strength(of: $0.value, at: now)) }
      .sorted { ($0.strength, $0.word) < ($1.strength, $1.word) }.map(\.word)
  }

  /// Whether an exercise tops up a practice: one a review round plays too (a blank tests one word of a
  /// sentence; a kind that needs speech or typing is practised where it was missed).
  private static func tops(_ exercise: Exercise) -> Bool {
    switch exercise.kind {
    case .selectImage, .match, .translate: true
    default: false
    }
  }
}
