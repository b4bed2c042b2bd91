import Course

/// Which of a sentence's other right answers a word bank can offer, so that the bank never builds a right
/// sentence the grader refuses. The other answers a source gives are uneven (Tatoeba gives "You have many
/// friends." `Tiene muchos amigos.`, `Tienes muchos amigos.`, `Tenéis muchos amigos.`, `Tienes muchas
/// amigas.`…): put all their words in one bank, and its tiles build `Tenéis muchas amigas.`, right, listed
/// by nobody. So an answer's tiles are joined only by those of answers that change it in one word at one
/// place, the same word at the same place for each (`tiene` to `tienes` or to `tenéis`); any sentence the
/// bank builds from them is then one of those answers. An answer that needs other tiles is left out, as it
/// could not be built; one the bank's tiles build already is accepted.
struct BankVariants {
  /// The answer's tiles, folded.
  private let answer: [String]
  /// Where the answers taken so far change the answer, once one has.
  private var change: Change?

  /// Where an answer changes another in one word at most taken out and one at most put in: after the
  /// first `start` tiles, `removed` (empty or one tile) gives way to another word or to none.
  struct Change: Equatable {
    let start: Int
    let removed: [String]
  }

  init(answer: [String]) { self.answer = answer.map(TextFolding.key) }

  /// Whether the answer whose tiles are `tiles`, of which `missing` are not in the bank yet, may put them
  /// there; when it may, later answers must change the answer in the same place.
  mutating func admits(_ tiles: [String], missing: Int) -> Bool {
    guard missing > 0 else { return true }
    guard missing == 1, let change = Self.change(from: answer, to: tiles.map(TextFolding.key)),
      self.change == nil || self.change == change
    else { return false }
    self.change = change
    return true
  }

  /// The one-word change that makes `b` of `a`; nil when they differ otherwise, or not at all.
  static func change(from a: [String], to b: [String]) -> Change? {
    var start = 0
    while start < min(a.count, b.count), a[start] == b[start] { start += 1 }
    var end = 0
    while end < min(a.count, b.count) - start, a[a.count - 1 - end] == b[b.count - 1 - end] { end += 1 }
    let removed = Array(a[start..<(a.count - end)])
    let added = b.count - end - start
    guard removed.count <= 1, added <= 1, removed.count + added > 0 else { return nil }
    return Change(start: start, removed: removed)
  }
}
