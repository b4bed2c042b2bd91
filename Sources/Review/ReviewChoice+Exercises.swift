import Course

extension ReviewChoice {
  /// Exercises of `course` that test `words`: a picture, then pairs, then a translation for each word not
  /// yet covered (every other bank translation typed, `typingEveryOther`); then pairs of the glossary for
  /// the words no exercise tests.
  public static func exercises(covering words: [String], in course: Course) -> [Exercise] {
    let vocabulary = Vocabulary(course)
    let candidates = course.units.flatMap(\.nodes).flatMap(\.exercises).filter { rank($0) != nil }
    let tested = candidates.map { exercise in Set(vocabulary.entries(testedBy: exercise).map(\.text)) }
    let chosen = cover(words, tests: tested, rank: candidates.map { rank($0) ?? 0 })
    let covered = Set(chosen.flatMap { tested[$0] })
    let uncovered = words.filter { !covered.contains($0) }
    return typingEveryOther(chosen.map { candidates[$0] })
      + (glossaryPairs(uncovered, then: words, in: course).map { [$0] } ?? [])
  }

  /// `exercises` with every second bank translation typed instead (the first one kept), so that a round
  /// asks the learner to produce sentences, not only to build them from tiles.
  public static func typingEveryOther(_ exercises: [Exercise]) -> [Exercise] {
    var translations = 0
    return exercises.map { exercise in
      guard case .translate(let translate) = exercise else { return exercise }
      translations += 1
      return translations % 2 == 0 ? .type(TypeIn(translate)) : exercise
    }
  }

  /// Where an exercise comes among those that cover a word, by its kind (the lower first); nil for a kind a
  /// review round leaves out. Every kind is named, so a new one must be placed here.
  private static func rank(_ exercise: Exercise) -> Int? {
    switch exercise.kind {
    case .selectImage: 0
    case .match: 1
    case .translate, .type: 2
    // A blank tests one word in a sentence, and a listening exercise needs speech: neither is a review.
    case .complete, .listen: nil
    }
  }

  /// Pairs of the glossary for the words no exercise covers (topped up with the other words due), each word
  /// with its first meaning; nil when fewer than two words have a meaning of their own.
  public static func glossaryPairs(_ uncovered: [String], then others: [String], in course: Course)
    -> Exercise?
  {
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
}
