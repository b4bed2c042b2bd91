import Foundation

/// Choosing a round of review: which words come up, and which exercises test them.
public enum ReviewChoice {
  /// How many words a round takes at most.
  public static let size = 10
  /// The XP of a round, before the accuracy bonus.
  public static let xp = 5

  /// The words of `book` due at `now`, most overdue first, at most `size`.
  public static func words(in book: ReviewBook, at now: Date) -> [String] {
    Array(book.due(at: now).prefix(size))
  }

  /// For each word not yet covered, the candidate that tests it with the lowest `rank` (then the first);
  /// returns the chosen candidates' indices in order. `tests[i]` are the words candidate `i` tests.
  public static func cover(_ words: [String], tests: [Set<String>], rank: [Int]) -> [Int] {
    var covered: Set<String> = []
    var chosen: [Int] = []
    for word in words where !covered.contains(word) {
      let options = tests.indices.filter { tests[$0].contains(word) && !chosen.contains($0) }
      guard
        let best = options.min(by: {
          (rank.indices.contains($0) ? rank[$0] : 0, $0) < (rank.indices.contains($1) ? rank[$1] : 0, $1)
        })
      else { continue }
      chosen.append(best)
      covered.formUnion(tests[best])
    }
    return chosen
  }
}
