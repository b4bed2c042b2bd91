/// `ambiguous-match`: a left item that could take another pair's right item by the glossary: one of its
/// meanings is that right item, or it shares a meaning with that pair's left item (two synonyms on one
/// board, `ciao` and `arrivederci` both "bye"), so either takes either right item. Every meaning counts,
/// its note in parentheses aside.
enum MatchRules {
  static func check(_ context: TeacherContext, units: Range<Int>) -> [Finding] {
    let glossary = context.course.glossary
    guard !glossary.isEmpty else { return [] }
    var findings: [Finding] = []
    // A word's meanings, read once for the units checked: a unit's boards repeat their words. A word has
    // a meaning or a few: lists are searched faster than sets are made.
    var sensesOf: [String: [String]] = [:]
    context.course.forEachExercise(units: units) { exercise, place in
      guard case .match(let match) = exercise else { return }
      let senses = match.pairs.map { pair in
        if let known = sensesOf[pair.left] { return known }
        let senses = GlossMeanings.keys(of: pair.left, in: glossary)
        sensesOf[pair.left] = senses
        return senses
      }
      let rights = match.pairs.map { TextFolding.key($0.right) }
      for (i, pair) in match.pairs.enumerated() where !senses[i].isEmpty {
        for (j, other) in match.pairs.enumerated() where j != i {
          let message: String
          if senses[i].contains(rights[j]) {
            message = Messages.ambiguous(pair.left, other.right, other.left)
          } else if i < j, let shared = senses[i].filter(senses[j].contains).min() {
            message = Messages.synonyms(pair.left, other.left, shared)
          } else {
            continue
          }
          findings.append(
            Finding(
              .ambiguousMatch, message, at: context.path(place).appending("pairs").appending(i).appending(0)))
        }
      }
    }
    return findings
  }

  enum Messages {
    static func ambiguous(_ left: String, _ right: String, _ owner: String) -> String {
      "'\(left)' also means '\(right)' (by the glossary), the match of '\(owner)': a learner who pairs them "
        + "is marked wrong; replace one of the two pairs"
    }

    static func synonyms(_ left: String, _ other: String, _ shared: String) -> String {
      "'\(left)' and '\(other)' both mean '\(shared)' (by the glossary), so either takes the other's match: "
        + "a learner who swaps them is marked wrong; replace one of the two pairs"
    }
  }
}
