/// `ambiguous-match`: a left item that means, by the glossary, another pair's right item.
enum MatchRules {
  static func check(_ context: TeacherContext) -> [Finding] {
    var findings: [Finding] = []
    for (exercise, path) in context.exercises {
      guard case .match(let match) = exercise else { continue }
      let rights = match.pairs.map { TextFolding.key($0.right) }
      for (i, pair) in match.pairs.enumerated() {
        let meanings = Set(context.course.glossary.meanings(of: pair.left).map(TextFolding.key))
        for (j, other) in match.pairs.enumerated() where j != i && meanings.contains(rights[j]) {
          findings.append(
            .error(
              "ambiguous-match", Messages.ambiguous(pair.left, other.right, other.left),
              at: path.appending("pairs").appending(i).appending(0)))
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
