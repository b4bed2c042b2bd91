/// `ambiguous-match`: a left item that means, by the glossary, another pair's right item.
enum MatchRules {
  static func check(_ context: TeacherContext, units: Range<Int>) -> [Finding] {
    let glossary = context.course.glossary
    guard !glossary.isEmpty else { return [] }
    var findings: [Finding] = []
    context.course.forEachExercise(units: units) { exercise, place in
      guard case .match(let match) = exercise else { return }
      var rights: [String]?
      for (i, pair) in match.pairs.enumerated() {
        let meanings = glossary.meanings(of: pair.left)
        guard !meanings.isEmpty else { continue }
        let keys = Set(meanings.map(TextFolding.key))
        let folded = rights ?? match.pairs.map { TextFolding.key($0.right) }
        rights = folded
        for (j, other) in match.pairs.enumerated() where j != i && keys.contains(folded[j]) {
          findings.append(
            Finding(
              .ambiguousMatch, Messages.ambiguous(pair.left, other.right, other.left),
              at: context.path(place).appending("pairs").appending(i).appending(0)))
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
  }
}
