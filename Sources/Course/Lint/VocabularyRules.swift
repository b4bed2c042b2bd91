/// The word rule: a word of the language taught should be taught (a node's `teaches`) before it is tested.
enum VocabularyRules {
  static func check(_ course: Course, sources: CourseSources, vocabulary: Vocabulary, units: Range<Int>)
    -> [Finding]
  {
    var findings: [Finding] = []
    // The path-order place of the range's first node: the nodes of the units before it.
    var order = course.units[..<units.lowerBound].reduce(0) { $0 + $1.nodes.count }
    for u in units {
      for (n, node) in course.units[u].nodes.enumerated() {
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
                at: ExercisePlace(unit: u, node: n, index: e).path(in: sources)))
          }
        }
      }
    }
    return findings
  }
}
