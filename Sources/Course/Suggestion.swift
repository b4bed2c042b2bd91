/// "Did you mean": the one place a near miss (a command, an option, a key, a kind, a setting's value) is
/// matched to the names it could have meant, and the hint said.
public enum Suggestion {
  /// The member of `names` closest to `word`, compared without case, when it is at most `limit` edits
  /// away (by default one edit per three letters of `word`, at least one); of equally close ones, the
  /// first in alphabetical order. Nil when none is that close.
  public static func closest(to word: String, in names: some Sequence<String>, within limit: Int? = nil)
    -> String?
  {
    let lowered = Array(word.lowercased().unicodeScalars)
    let limit = limit ?? Swift.max(1, word.count / 3)
    var best: (name: String, distance: Int)?
    for name in names {
      let candidate = Array(name.lowercased().unicodeScalars)
      // Words whose lengths differ by more than the limit are further apart than it: a long word is not
      // compared scalar by scalar with every short one.
      guard Swift.abs(candidate.count - lowered.count) <= limit else { continue }
      let distance = editDistance(candidate, lowered)
      guard distance <= limit else { continue }
      if let current = best,
        current.distance < distance || (current.distance == distance && current.name <= name)
      {
        continue
      }
      best = (name, distance)
    }
    return best?.name
  }

  /// `; did you mean 'NAME'?` for the closest of `names` (see `closest`), or "" when none is close.
  public static func hint(for word: String, in names: some Sequence<String>, within limit: Int? = nil)
    -> String
  {
    closest(to: word, in: names, within: limit).map { "; did you mean '\($0)'?" } ?? ""
  }

  /// The Levenshtein distance between two strings, over Unicode scalars.
  public static func distance(_ a: String, _ b: String) -> Int {
    editDistance(Array(a.unicodeScalars), Array(b.unicodeScalars))
  }

  /// The Levenshtein distance between two scalar arrays, in two rows.
  private static func editDistance(_ a: [Unicode.Scalar], _ b: [Unicode.Scalar]) -> Int {
    if a.isEmpty { return b.count }
    if b.isEmpty { return a.count }
    var previous = Array(0...b.count)
    var current = previous
    for i in 1...a.count {
      current[0] = i
      for j in 1...b.count {
        let cost = a[i - 1] == b[j - 1] ? 0 : 1
        current[j] = Swift.min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
      }
      swap(&previous, &current)
    }
    return previous[b.count]
  }
}
