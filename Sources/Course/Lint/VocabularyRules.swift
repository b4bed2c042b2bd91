/// The word rule: a word of the language taught should be taught (a node's `teaches`) before it is tested.
enum VocabularyRules {
  static func check(_ course: Course, sources: CourseSources) -> [Finding] {
    let vocabulary = Vocabulary(course)
    var findings: [Finding] = []
    var order = 0
    for (u, unit) in course.units.enumerated() {
      for (n, node) in unit.nodes.enumerated() {
        defer { order += 1 }
        var reported: Set<[String]> = []
        for (e, exercise) in node.exercises.enumerated() {
          for entry in vocabulary.entries(testedBy: exercise)
          where entry.order > order && reported.insert(entry.words).inserted {
            findings.append(
              .warning(
                "untaught-word",
                "'\(entry.words.joined(separator: " "))' is tested here but first taught in '\(entry.node.id)', "
                  + "later on the path; add it to this node's \"teaches\"",
                at: sources.exercise(unit: u, node: n, exercise: e)))
          }
        }
      }
    }
    return findings
  }
}
